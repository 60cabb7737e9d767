import type { Clock } from '@/platform/src/context';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

describeEachDb('SMS verification codes', (get) => {
  let p: TestPlatform;
  let now = Date.parse('2026-11-02T10:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  let merchantId: number;
  let nextNumber = 13800138000;
  /** A number no other test has used, so the per-number limits start afresh. */
  const freshMobile = () => String(nextNumber++);

  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });

  let nextIp = 1;
  /** Each send comes from its own address unless a test names one: the per-IP limit is tested on its own. */
  const send = (path: 'register' | 'noLogin', payload: Record<string, unknown>, remoteAddress = `198.51.100.${nextIp++ % 250}`) =>
    p.app.inject({ method: 'POST', url: `/wps/verification/sms/${path}`, remoteAddress, headers: { merchant: 'demo' }, payload });

  /** The newest code sent to +86<mobile>, read as an operator does: through /bo/outbox. */
  const codeFromOutbox = async (mobile: string, dial = '86') => {
    const r = await p.app.inject({
      method: 'GET',
      url: `/bo/outbox?merchant=demo&channel=sms&recipient=${encodeURIComponent(`+${dial}${mobile}`)}&limit=1`,
      headers: { authorization: `Bearer ${p.opsToken}` },
    });
    expect(r.statusCode).toBe(200);
    const [msg] = r.json().value;
    return /code is (\d{6})\b/.exec(msg.body)![1]!;
  };
  const check = (mobile: string, purpose: 'register' | 'login' | 'reset', code: string, dial = '+86') =>
    p.deps.verification!.checkSmsCode(merchantId, { countryDialingCode: dial, mobileNum: mobile }, purpose, code);

  const sendRegister = async (mobile: string) => {
    const r = await send('register', { mobileNo: mobile, countryDialingCode: '+86' });
    expect(r.statusCode).toBe(200);
    return r;
  };

  it('answers value.expirationTime at the end of the 60 s resend cooldown and puts the code in the outbox for operators', async () => {
    const mobile = freshMobile();
    const r = await sendRegister(mobile);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.json()).toEqual({ success: true, value: { expirationTime: now + 60_000 }, errorCode: null, message: '' });
    const list = await p.app.inject({
      method: 'GET', url: `/bo/outbox?merchant=demo&recipient=${encodeURIComponent(`+86${mobile}`)}`, headers: { authorization: `Bearer ${p.opsToken}` },
    });
    expect(list.headers['cache-control']).toBe('no-store');
    const [msg] = list.json().value;
    expect(msg).toMatchObject({ channel: 'sms', recipient: `+86${mobile}`, status: 'held', purpose: 'sms.register', subject: null });
    expect(msg.body).toMatch(/^\[Demo Casino\] Your verification code is \d{6}\. It expires in 5 minutes\.$/);
  });

  it('accepts the code once, for its purpose only', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await codeFromOutbox(mobile);
    expect(await check(mobile, 'login', code)).toBe(false);
    expect(await check(mobile, 'register', code)).toBe(true);
    expect(await check(mobile, 'register', code)).toBe(false);
  });

  it('reads the dialing code with or without +', async () => {
    const mobile = freshMobile();
    const r = await send('noLogin', { mobileNum: mobile, countryDialingCode: '86' });
    expect(r.statusCode).toBe(200);
    expect(await check(mobile, 'login', await codeFromOutbox(mobile), '+86')).toBe(true);
  });

  it('sends login codes by default on noLogin, and reset codes when asked', async () => {
    const a = freshMobile();
    expect((await send('noLogin', { mobileNum: a, countryDialingCode: '+86' })).statusCode).toBe(200);
    expect(await check(a, 'login', await codeFromOutbox(a))).toBe(true);
    const b = freshMobile();
    expect((await send('noLogin', { mobileNum: b, countryDialingCode: '+86', purpose: 'reset' })).statusCode).toBe(200);
    const code = await codeFromOutbox(b);
    expect(await check(b, 'login', code)).toBe(false);
    expect(await check(b, 'reset', code)).toBe(true);
  });

  it('locks a code after five wrong answers', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await codeFromOutbox(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await check(mobile, 'register', wrong)).toBe(false);
    expect(await check(mobile, 'register', code)).toBe(false);
  });

  it('still accepts the right code after four wrong answers', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await codeFromOutbox(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect(await check(mobile, 'register', wrong)).toBe(false);
    expect(await check(mobile, 'register', code)).toBe(true);
  });

  it('refuses an expired code', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await codeFromOutbox(mobile);
    now += 5 * 60_000;
    expect(await check(mobile, 'register', code)).toBe(false);
  });

  it('refuses codes that are not 1-10 digits without counting them', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const code = await codeFromOutbox(mobile);
    for (const bad of ['', 'abcdef', '12345678901', ' ']) expect(await check(mobile, 'register', bad)).toBe(false);
    expect(await check(mobile, 'register', ` ${code} `)).toBe(true);
  });

  it('answers 429 to a second code for the same number within a minute', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const again = await send('register', { mobileNo: mobile, countryDialingCode: '+86' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // Another number is not held back by this one.
    await sendRegister(freshMobile());
    now += 60_000;
    await sendRegister(mobile);
  });

  it('invalidates the previous code of a number and purpose when a new one is sent', async () => {
    const mobile = freshMobile();
    await sendRegister(mobile);
    const first = await codeFromOutbox(mobile);
    now += 60_000;
    await sendRegister(mobile);
    const second = await codeFromOutbox(mobile);
    expect(await check(mobile, 'register', first)).toBe(first === second);
    if (first !== second) expect(await check(mobile, 'register', second)).toBe(true);
  });

  it('sends a number at most five codes an hour', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      await sendRegister(mobile);
      now += 60_000;
    }
    expect((await send('register', { mobileNo: mobile, countryDialingCode: '+86' })).statusCode).toBe(429);
    now += 60 * 60_000;
    await sendRegister(mobile);
  });

  it('sends at most ten codes an hour to one IP, whatever the numbers', async () => {
    for (let i = 0; i < 10; i++) expect((await send('register', { mobileNo: freshMobile(), countryDialingCode: '+86' }, '203.0.113.77')).statusCode).toBe(200);
    const r = await send('register', { mobileNo: freshMobile(), countryDialingCode: '+86' }, '203.0.113.77');
    expect(r.statusCode).toBe(429);
    expect((await send('register', { mobileNo: freshMobile(), countryDialingCode: '+86' }, '203.0.113.78')).statusCode).toBe(200);
    now += 60 * 60_000;
  });

  it.each([
    ['letters in the mobile', { mobileNo: '13800abc', countryDialingCode: '+86' }],
    ['a mobile of 21 digits', { mobileNo: '1'.repeat(21), countryDialingCode: '+86' }],
    ['no mobile', { countryDialingCode: '+86' }],
    ['a dialing code of 5 digits', { mobileNo: '13800138000', countryDialingCode: '+12345' }],
    ['a dialing code with letters', { mobileNo: '13800138000', countryDialingCode: 'CN' }],
  ])('answers 400 mobile.invalid for %s', async (_label, payload) => {
    const r = await send('register', payload);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'mobile.invalid' });
  });

  it('answers request.invalid without a dialing code or with an unknown purpose', async () => {
    expect((await send('register', { mobileNo: '13800138000' })).json().errorCode).toBe('request.invalid');
    expect((await send('noLogin', { mobileNum: '13800138000', countryDialingCode: '+86', purpose: 'steal' })).json().errorCode).toBe('request.invalid');
  });

  it('refuses /bo/outbox without an operator token', async () => {
    const r = await p.app.inject({ method: 'GET', url: '/bo/outbox?merchant=demo' });
    expect(r.statusCode).toBe(401);
    const unknown = await p.app.inject({ method: 'GET', url: '/bo/outbox?merchant=nosuch', headers: { authorization: `Bearer ${p.opsToken}` } });
    expect(unknown.statusCode).toBe(404);
  });
});

import type { Clock } from '@/platform/src/context';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';

// Every challenge digit is 6: plain captchas read 6666, equations 7 + 7 = ? (answer 14).
const fixedRandom = { int: (max: number) => 6 % max };

describeEachDb('GET /wps/captcha and checkCaptcha', (get) => {
  let p: TestPlatform;
  let now = Date.parse('2026-11-02T10:00:00Z');
  const clock: Clock = { now: () => new Date(now) };
  let merchantId: number;

  const platform = usePlatform(get, { clock, deps: { random: fixedRandom } });
  beforeAll(async () => {
    p = platform();
    merchantId = (await p.deps.merchants.byCode('demo'))!.id;
  });

  const fetchCaptcha = (remoteAddress = '127.0.0.1') =>
    p.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress, headers: { merchant: 'demo' } });

  const issue = async (remoteAddress?: string) => {
    const r = await fetchCaptcha(remoteAddress);
    expect(r.statusCode).toBe(200);
    const cookie = r.cookies.find((c) => c.name === 'captchaId');
    return cookie!.value;
  };
  const check = (captchaId: string | undefined, answer: string | undefined) => p.deps.verification!.checkCaptcha(merchantId, captchaId, answer);

  const setCaptchaPattern = async (patternId: number | null) => {
    const r = await p.app.inject({
      method: 'PATCH', url: '/bo/merchants/demo', headers: { authorization: `Bearer ${p.opsToken}` },
      payload: { register: { captcha: { patternId } } },
    });
    expect(r.statusCode).toBe(200);
  };

  it('answers a base64 PNG, not cached, and binds it with an httpOnly SameSite=Lax captchaId cookie', async () => {
    const r = await fetchCaptcha();
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const body = r.json();
    expect(body).toMatchObject({ success: true, errorCode: null });
    expect(body.value).not.toMatch(/^data:/);
    const png = Buffer.from(body.value, 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.toString('ascii', 12, 16)).toBe('IHDR');
    const cookie = r.cookies.find((c) => c.name === 'captchaId')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 300 });
  });

  it('gives every captcha its own id', async () => {
    expect(await issue()).not.toBe(await issue());
  });

  it('accepts the right answer once, and refuses a replay', async () => {
    const id = await issue();
    expect(await check(id, '6666')).toBe(true);
    expect(await check(id, '6666')).toBe(false);
  });

  it('compares the answer trimmed', async () => {
    expect(await check(await issue(), ' 6666 ')).toBe(true);
  });

  it('consumes the captcha on a wrong answer too', async () => {
    const id = await issue();
    expect(await check(id, '1234')).toBe(false);
    expect(await check(id, '6666')).toBe(false);
  });

  it('refuses an empty or over-long answer, a missing or unknown id, and another merchant\'s captcha', async () => {
    const id = await issue();
    expect(await check(id, '')).toBe(false);
    expect(await check(id, '6666')).toBe(false);
    expect(await check(await issue(), '6'.repeat(17))).toBe(false);
    expect(await check(undefined, '6666')).toBe(false);
    expect(await check('x'.repeat(24), '6666')).toBe(false);
    expect(await p.deps.verification!.checkCaptcha(merchantId + 1000, await issue(), '6666')).toBe(false);
  });

  it('expires after two minutes', async () => {
    const fresh = await issue();
    const stale = await issue();
    now += 2 * 60_000 - 1;
    expect(await check(fresh, '6666')).toBe(true);
    now += 1;
    expect(await check(stale, '6666')).toBe(false);
  });

  it('shows an equation when the merchant sets captcha patternId 2, answered by its result', async () => {
    await setCaptchaPattern(2);
    try {
      const id = await issue();
      expect(await check(id, '14')).toBe(true);
      const again = await issue();
      expect(await check(again, '6666')).toBe(false);
    } finally {
      await setCaptchaPattern(null);
    }
    expect(await check(await issue(), '6666')).toBe(true);
  });

  it('answers 429 TOO_MANY_REQUESTS after 30 captchas a minute from one IP', async () => {
    for (let i = 0; i < 30; i++) expect((await fetchCaptcha('203.0.113.30')).statusCode).toBe(200);
    const r = await fetchCaptcha('203.0.113.30');
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fetchCaptcha('203.0.113.31')).statusCode).toBe(200);
    now += 60_000;
    expect((await fetchCaptcha('203.0.113.30')).statusCode).toBe(200);
  });

  it('answers module.disabled when the merchant switched VALID_CAPTCHA3 off', async () => {
    const patch = (on: boolean) => p.app.inject({
      method: 'PATCH', url: '/bo/merchants/demo', headers: { authorization: `Bearer ${p.opsToken}` }, payload: { modules: { VALID_CAPTCHA3: on } },
    });
    await patch(false);
    try {
      const r = await fetchCaptcha();
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('module.disabled');
    } finally {
      await patch(true);
    }
  });
});

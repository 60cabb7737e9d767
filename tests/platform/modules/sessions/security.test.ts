import { loginHistoryValueSchema, openSessionsValueSchema } from '@/lib/wps/schemas/security';
import { merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { createSessionSecurityService } from '@/platform/src/modules/sessions';
import { manualClock } from '@/tests/support/clock';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const desktop = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

describeEachDb('login history and open sessions', (get) => {
  let p: TestPlatform;
  const clock = manualClock(Date.parse('2026-11-20T08:00:00Z'));
  const platform = usePlatform(get, { clock });
  beforeAll(() => {
    p = platform();
  });

  const login = async (username: string, password: string, ip: string, userAgent: string) => {
    const r = await wpsCall(p.app, 'sessionLogin', {
      body: { type: 'username', username, password }, ip, headers: { 'user-agent': userAgent },
    });
    expect(r.json()).toMatchObject({ success: true });
    return r.json().value.token as string;
  };

  it('lists each login with its time, address, country and device, newest first', async () => {
    const m = await makeMember(p);
    await login(m.username, m.password, '203.0.113.7', phone);
    clock.advance(60_000);
    // 8.8.8.8 is in the United States in the bundled country database.
    const second = await login(m.username, m.password, '8.8.8.8', desktop);
    const r = await wpsCall(p.app, 'sessionLogins', { token: second });
    expect(r.statusCode).toBe(200);
    const { list } = loginHistoryValueSchema.parse(r.json().value);
    expect(p.deps.geo.country('8.8.8.8')).toBe('US');
    expect(list).toEqual([
      { loginTime: Date.parse('2026-11-20T08:01:00Z'), ip: '8.8.8.8', country: 'US', device: 'web', userAgent: desktop },
      { loginTime: Date.parse('2026-11-20T08:00:00Z'), ip: '203.0.113.7', country: null, device: 'web', userAgent: phone },
    ]);
  });

  it('shows a member only their own logins', async () => {
    const a = await makeMember(p);
    const b = await makeMember(p);
    await login(a.username, a.password, '203.0.113.8', phone);
    const tb = await login(b.username, b.password, '203.0.113.9', desktop);
    const { list } = loginHistoryValueSchema.parse((await wpsCall(p.app, 'sessionLogins', { token: tb })).json().value);
    expect(list.map((e) => e.ip)).toEqual(['203.0.113.9']);
  });

  it('lists the sessions still open, the current first, and signs out one other session', async () => {
    const m = await makeMember(p);
    const first = await login(m.username, m.password, '203.0.113.10', phone);
    clock.advance(1_000);
    const second = await login(m.username, m.password, '203.0.113.11', desktop);
    clock.advance(1_000);
    const third = await login(m.username, m.password, '203.0.113.12', phone);

    const listed = openSessionsValueSchema.parse((await wpsCall(p.app, 'sessionList', { token: second })).json().value).list;
    expect(listed.map((s) => [s.ip, s.current])).toEqual([['203.0.113.11', true], ['203.0.113.12', false], ['203.0.113.10', false]]);
    expect(JSON.stringify(listed)).not.toContain(first);

    const firstId = listed.find((s) => s.ip === '203.0.113.10')!.id;
    const out = await wpsCall(p.app, 'sessionSignOut', { token: second, body: { id: firstId } });
    expect(out.json()).toMatchObject({ success: true, value: { signedOut: 1 } });
    expect((await wpsCall(p.app, 'memberInfo', { token: first })).statusCode).toBe(401);
    expect((await wpsCall(p.app, 'memberInfo', { token: third })).statusCode).toBe(200);
    // Once more: that session is gone, so not.found, and nothing else changes.
    const again = await wpsCall(p.app, 'sessionSignOut', { token: second, body: { id: firstId } });
    expect(again.statusCode).toBe(404);
    expect(again.json().errorCode).toBe('not.found');
  });

  it('refuses to sign out the current session or another member\'s by id', async () => {
    const a = await makeMember(p);
    const b = await makeMember(p);
    const ta = await login(a.username, a.password, '203.0.113.13', phone);
    const tb = await login(b.username, b.password, '203.0.113.14', phone);
    const own = openSessionsValueSchema.parse((await wpsCall(p.app, 'sessionList', { token: ta })).json().value).list[0]!;
    expect((await wpsCall(p.app, 'sessionSignOut', { token: ta, body: { id: own.id } })).statusCode).toBe(404);
    expect((await wpsCall(p.app, 'sessionSignOut', { token: tb, body: { id: own.id } })).statusCode).toBe(404);
    expect((await wpsCall(p.app, 'memberInfo', { token: ta })).statusCode).toBe(200);
  });

  it('signs out every other session and keeps the current one', async () => {
    const m = await makeMember(p);
    const keep = await login(m.username, m.password, '203.0.113.15', phone);
    const others = [await login(m.username, m.password, '203.0.113.16', desktop), await login(m.username, m.password, '203.0.113.17', phone)];
    const r = await wpsCall(p.app, 'sessionSignOutOthers', { token: keep });
    expect(r.json()).toMatchObject({ success: true, value: { signedOut: 2 } });
    for (const t of others) expect((await wpsCall(p.app, 'memberInfo', { token: t })).statusCode).toBe(401);
    expect((await wpsCall(p.app, 'memberInfo', { token: keep })).statusCode).toBe(200);
    const listed = openSessionsValueSchema.parse((await wpsCall(p.app, 'sessionList', { token: keep })).json().value).list;
    expect(listed).toHaveLength(1);
  });

  it('refuses bad input with request.invalid, and every call without a session with login.not.session', async () => {
    const m = await makeMember(p);
    const t = await login(m.username, m.password, '203.0.113.18', phone);
    for (const id of ['1', 'ses_', 'ses_1234567890123456789', 'ses_1;drop', 42]) {
      const r = await wpsCall(p.app, 'sessionSignOut', { token: t, body: { id } });
      expect([r.statusCode, r.json().errorCode]).toEqual([400, 'request.invalid']);
    }
    for (const call of ['sessionLogins', 'sessionList', 'sessionSignOut', 'sessionSignOutOthers'] as const) {
      const r = await wpsCall(p.app, call, { body: call === 'sessionSignOut' ? { id: 'ses_1' } : undefined });
      expect([call, r.statusCode]).toEqual([call, 401]);
    }
  });

  it('rate-limits signing out: 20 a minute per member', async () => {
    const m = await makeMember(p);
    const t = await login(m.username, m.password, '203.0.113.19', phone);
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await wpsCall(p.app, 'sessionSignOutOthers', { token: t })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('records the session a registration opens, with its address and device, as the first login', async () => {
    await p.merchants.update('demo', merchantPatchSchema.parse({ register: { captcha: { enabled: false, required: false } } }), 'test');
    const username = `reg${Date.now().toString(36)}`;
    const r = await wpsCall(p.app, 'memberRegister', {
      ip: '203.0.113.21', headers: { 'user-agent': phone },
      body: {
        countryDialingCode: '', registerUrl: 'https://localhost/m/register', registerMethod: 'H5', username, password: 'secret12',
        confirmPassword: 'secret12', affiliateCode: '', paymentPassword: '', recommenderId: '', nickname: '', payeeName: '', email: '',
        mobileNum: '', idNumber: '', qqNum: '', facebook: '', wechat: '', line: '', whatsapp: '', zalo: '', birthday: '', captcha: '',
        type: 0, domain: 'localhost', verificationCode: '',
      },
    });
    expect(r.json()).toMatchObject({ success: true });
    const { list } = loginHistoryValueSchema.parse((await wpsCall(p.app, 'sessionLogins', { token: r.json().value.token })).json().value);
    expect(list).toEqual([{ loginTime: clock.now().getTime(), ip: '203.0.113.21', country: null, device: 'web', userAgent: phone }]);
  });

  it('purges login history older than 90 days', async () => {
    const m = await makeMember(p);
    const t = await login(m.username, m.password, '203.0.113.20', phone);
    const security = createSessionSecurityService({ db: p.deps.db, clock });
    clock.advance(91 * 24 * 60 * 60_000);
    expect(await security.purgeHistory()).toBeGreaterThanOrEqual(1);
    expect((await security.loginHistory({ merchantId: m.merchantId, memberId: m.id, token: t })).list).toEqual([]);
  });
});

import type { InjectOptions } from 'light-my-request';
import { memberInfoValueSchema } from '@/lib/wps/schemas/session';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { freshIp } from '@/tests/support/clock';

describeEachDb('member routes', (get) => {
  let p: TestPlatform;
  /** Every response body of this file, to check no password hash ever left the platform. */
  const bodies: string[] = [];
  const platform = usePlatform(get);
  beforeAll(async () => {
    p = platform();
    // Every call of this file goes through app.inject: keep each answer for the last test.
    const inject = p.app.inject.bind(p.app);
    p.app.inject = (async (opts: InjectOptions) => {
      const r = await inject(opts);
      bodies.push(r.body);
      return r;
    }) as typeof p.app.inject;
  });

  const login = async (username: string, password: string) => {
    const r = await wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username, password }, ip: freshIp() });
    if (!r.json().success) throw new Error(`login failed: ${r.body}`);
    return r.json().value.token as string;
  };
  const bo = (method: 'GET' | 'PATCH', url: string, payload?: unknown) =>
    p.app.inject({ method, url, headers: { authorization: `Bearer ${p.opsToken}` }, ...(payload !== undefined ? { payload: payload as object } : {}) });

  describe('GET /wps/member/info', () => {
    it('answers the member with mobile number and e-mail masked', async () => {
      const m = await makeMember(p, {
        nickname: 'Lucky', vipLabel: 'VIP3', mobileNum: '13800138000', countryDialingCode: '+86', email: 'lucky.star@example.com',
      });
      const token = await login(m.username, m.password);
      for (const call of ['memberInfo', 'memberInfoPost'] as const) {
        const r = await wpsCall(p.app, call, { token });
        expect(r.statusCode).toBe(200);
        expect(memberInfoValueSchema.parse(r.json().value)).toEqual({
          id: m.id, account: m.username, userName: m.username, nickname: 'Lucky', type: 0, clubLabel: { labelName: 'VIP3' },
          firstTimeLogin: false, mobileNum: '138****8000', email: 'lu***@example.com', countryDialingCode: '+86',
        });
      }
    });

    it('answers 401 login.not.session without a session', async () => {
      const r = await wpsCall(p.app, 'memberInfo');
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'login.not.session', message: 'You are not logged in, please login first' });
    });

    it('does not serve a session of one merchant to another', async () => {
      const created = await bo('GET', '/bo/merchants');
      expect(created.statusCode).toBe(200);
      await p.app.inject({
        method: 'POST', url: '/bo/merchants', headers: { authorization: `Bearer ${p.opsToken}` }, payload: { code: 'other', domains: ['other.example'] },
      });
      const m = await makeMember(p);
      const token = await login(m.username, m.password);
      const r = await wpsCall(p.app, 'memberInfo', { token, merchant: 'other' });
      expect(r.statusCode).toBe(401);
    });
  });

  describe('change password', () => {
    const change = (token: string, body: Record<string, unknown>, v2 = true) =>
      wpsCall(p.app, v2 ? 'memberPasswordV2' : 'memberPassword', { token, body });

    it('answers modify.new.old.same when the new password equals the old, and changes nothing', async () => {
      const m = await makeMember(p);
      const token = await login(m.username, m.password);
      const other = await login(m.username, m.password);
      const r = await change(token, { oldPassword: m.password, newPassword: m.password, confirmNewPassword: m.password });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('modify.new.old.same');
      expect((await wpsCall(p.app, 'memberInfo', { token: other })).statusCode).toBe(200);
      expect(await login(m.username, m.password)).toBeTruthy();
    });

    it('refuses a wrong old password', async () => {
      const m = await makeMember(p);
      const token = await login(m.username, m.password);
      const r = await change(token, { oldPassword: 'notMine1', newPassword: 'newPass99', confirmNewPassword: 'newPass99' });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('password.old.invalid');
      expect(await login(m.username, m.password)).toBeTruthy();
    });

    it('refuses a confirmation that does not match, and a password against the merchant rule', async () => {
      const m = await makeMember(p);
      const token = await login(m.username, m.password);
      const mismatch = await change(token, { oldPassword: m.password, newPassword: 'newPass99', confirmNewPassword: 'newPass98' });
      expect(mismatch.json().errorCode).toBe('password.confirm.mismatch');
      // The demo rule: 6 to 12 letters and digits.
      for (const bad of ['abc12', 'abcdefghij123', 'with space1']) {
        const r = await change(token, { oldPassword: m.password, newPassword: bad, confirmNewPassword: bad });
        expect(r.json().errorCode).toBe('password.format.invalid');
      }
    });

    it('changes the password, ends the member\'s other sessions and keeps this one (v2 and v1)', async () => {
      for (const v2 of [true, false]) {
        const m = await makeMember(p, { firstTimeLogin: true });
        const token = await login(m.username, m.password);
        const other = await login(m.username, m.password);
        expect((await wpsCall(p.app, 'memberInfo', { token })).json().value.firstTimeLogin).toBe(true);
        const r = await change(token, { oldPassword: m.password, newPassword: 'newPass99', confirmNewPassword: 'newPass99' }, v2);
        expect(r.statusCode).toBe(200);
        expect(r.json()).toMatchObject({ success: true, value: null });
        expect((await wpsCall(p.app, 'memberInfo', { token: other })).statusCode).toBe(401);
        const me = await wpsCall(p.app, 'memberInfo', { token });
        expect(me.statusCode).toBe(200);
        expect(me.json().value.firstTimeLogin).toBe(false);
        const old = await wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username: m.username, password: m.password }, ip: freshIp() });
        expect(old.json().errorCode).toBe('login.failed');
        expect(await login(m.username, 'newPass99')).toBeTruthy();
      }
    }, 120_000); // 14 scrypt hashes (ln=15): past jest's 30 s on the shared two-core machine at load 20.

    it('needs a session', async () => {
      const r = await change('', { oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
      expect(r.statusCode).toBe(401);
    });
  });

  describe('back office', () => {
    it('lists members of a merchant, searched, without any password hash', async () => {
      const m = await makeMember(p, { nickname: 'Findable Nick', mobileNum: '13911112222', countryDialingCode: '+86' });
      const r = await bo('GET', '/bo/members?merchant=demo&q=findable');
      expect(r.statusCode).toBe(200);
      const list = r.json().value as Record<string, unknown>[];
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ merchant: 'demo', id: m.id, username: m.username, nickname: 'Findable Nick', mobileNum: '13911112222', status: 'active', type: 0 });
      expect(Object.keys(list[0]!).some((k) => /password|hash/i.test(k))).toBe(false);
      const all = (await bo('GET', '/bo/members?limit=500')).json().value as { merchant: string }[];
      expect(all.length).toBeGreaterThan(1);
      expect(all.every((x) => x.merchant === 'demo')).toBe(true);
    });

    it('refuses /bo/members without an operator token', async () => {
      const r = await p.app.inject({ method: 'GET', url: '/bo/members' });
      expect(r.statusCode).toBe(401);
    });

    it('disables a member (ending its sessions), enables it again, sets its type, each audited', async () => {
      const m = await makeMember(p);
      const token = await login(m.username, m.password);
      const off = await bo('PATCH', `/bo/members/demo/${m.username.toUpperCase()}`, { status: 'disabled' });
      expect(off.statusCode).toBe(200);
      expect(off.json().value).toMatchObject({ username: m.username, status: 'disabled' });
      expect((await wpsCall(p.app, 'memberInfo', { token })).statusCode).toBe(401);
      const on = await bo('PATCH', `/bo/members/demo/${m.username}`, { status: 'active', type: 2 });
      expect(on.json().value).toMatchObject({ status: 'active', type: 2 });
      // Enabling does not bring the old session back.
      expect((await wpsCall(p.app, 'memberInfo', { token })).statusCode).toBe(401);
      expect((await wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username: m.username, password: m.password }, ip: freshIp() })).json().value.type).toBe(2);
      const audit = (await bo('GET', '/bo/audit?merchant=demo&limit=5')).json().value as { action: string; target: string; before: unknown; after: unknown; operator: string }[];
      const mine = audit.filter((a) => a.target === `member:${m.username}`);
      expect(mine.map((a) => a.after)).toEqual([{ status: 'active', type: 2 }, { status: 'disabled', type: 0 }]);
      expect(mine[1]).toMatchObject({ action: 'member.update', operator: 'admin', before: { status: 'active', type: 0 } });
    });

    it('answers 404 for an unknown member and 400 for a bad patch', async () => {
      expect((await bo('PATCH', '/bo/members/demo/nobodyhere', { status: 'disabled' })).statusCode).toBe(404);
      const m = await makeMember(p);
      const bad = await bo('PATCH', `/bo/members/demo/${m.username}`, { status: 'gone' });
      expect(bad.statusCode).toBe(400);
      expect((await bo('PATCH', `/bo/members/demo/${m.username}`, {})).statusCode).toBe(400);
      expect((await bo('PATCH', `/bo/members/demo/${m.username}`, { password: 'x' })).json().value.fields).toContain('password');
    });
  });

  it('never answers a password hash, in any response of this file', () => {
    expect(bodies.length).toBeGreaterThan(10);
    for (const b of bodies) expect(b).not.toMatch(/\$scrypt\$|password_?hash/i);
  });
});

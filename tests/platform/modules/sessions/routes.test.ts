import { freeplayValueSchema, loginFailureValueSchema, loginValueSchema } from '@/lib/wps/schemas/session';
import { merchantPatchSchema } from '@/platform/src/modules/merchants/schema';
import { sessionLifetimes } from '@/platform/src/modules/sessions/service';
import { describeEachDb } from '@/tests/support/db';
import { makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { freshIp, manualClock } from '@/tests/support/clock';

describeEachDb('session routes', (get) => {
  let p: TestPlatform;
  const clock = manualClock();
  const platform = usePlatform(get, { clock });
  beforeAll(() => {
    p = platform();
  });
  afterEach(() => jest.restoreAllMocks());

  const login = (body: Record<string, unknown>, o: { ip?: string; cookie?: string; token?: string; agent?: boolean } = {}) =>
    wpsCall(p.app, o.agent ? 'sessionLoginAgent' : 'sessionLogin', { body, ip: o.ip ?? freshIp(), cookie: o.cookie, token: o.token });
  const info = (token: string) => wpsCall(p.app, 'memberInfo', { token });

  describe('POST /wps/session/login', () => {
    it('logs a member in with an encrypted username and password and answers the session value', async () => {
      const m = await makeMember(p, { type: 0, nickname: 'Lucky' });
      const r = await login({ type: 'username', username: m.username, password: m.password, loginDeviceId: 'dev-1' });
      expect(r.statusCode).toBe(200);
      const v = loginValueSchema.parse(r.json().value);
      expect(v).toMatchObject({ id: m.id, userName: m.username, type: 0, firstTimeLogin: false });
      expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(r.headers['cache-control']).toBe('no-store');
      expect((await info(v.token)).json().value.userName).toBe(m.username);
    });

    it('accepts the username in any case', async () => {
      const m = await makeMember(p, { username: 'MixedCaseUser1' });
      const r = await login({ type: 'username', username: 'mixedcaseuser1', password: m.password });
      expect(r.json().success).toBe(true);
    });

    it('refuses a body that is not encrypted', async () => {
      const m = await makeMember(p);
      const r = await p.app.inject({
        method: 'POST', url: '/wps/session/login', headers: { merchant: 'demo', 'content-type': 'application/json' },
        payload: JSON.stringify({ type: 'username', username: m.username, password: m.password }),
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request_body_required');
    });

    it('answers an unknown user and a wrong password identically', async () => {
      const m = await makeMember(p);
      const ip = freshIp();
      const wrong = await login({ type: 'username', username: m.username, password: 'wrong-pass' }, { ip });
      const unknown = await login({ type: 'username', username: 'nobody' + m.username, password: 'wrong-pass' }, { ip });
      expect(wrong.statusCode).toBe(400);
      expect(unknown.statusCode).toBe(wrong.statusCode);
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.json()).toEqual({
        success: false, errorCode: 'login.failed', message: 'The account or password is incorrect.', value: { captchaRequired: false },
      });
    });

    it('refuses a disabled account with the same answer as a wrong password', async () => {
      const m = await makeMember(p);
      await p.app.inject({
        method: 'PATCH', url: `/bo/members/demo/${m.username}`, headers: { authorization: `Bearer ${p.opsToken}` }, payload: { status: 'disabled' },
      });
      const r = await login({ type: 'username', username: m.username, password: m.password });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ errorCode: 'login.failed', value: { captchaRequired: false } });
    });

    it('gives an unknown user, a wrong password and a disabled member the same status, body and headers, in about the same time', async () => {
      const member = await makeMember(p);
      const [disabled, disabled2] = [await makeMember(p), await makeMember(p)];
      for (const d of [disabled, disabled2]) {
        await p.app.inject({
          method: 'PATCH', url: `/bo/members/demo/${d.username}`, headers: { authorization: `Bearer ${p.opsToken}` }, payload: { status: 'disabled' },
        });
      }
      // One account per case: each fails 3 times, so the last answers of all carry the captcha flag alike.
      const cases = {
        unknown: { type: 'username', username: `nobody${member.username}`, password: 'secret123' },
        wrongPassword: { type: 'username', username: member.username, password: 'wrong-pass' },
        disabled: { type: 'username', username: disabled.username, password: disabled.password },
        disabledWrongPassword: { type: 'username', username: disabled2.username, password: 'wrong-pass' },
      };
      const took_ms: Record<string, number[]> = {};
      const seen: Record<string, unknown> = {};
      // Interleaved rounds, so a slow moment of a shared machine falls on every case alike.
      for (let round = 0; round < 3; round++) {
        for (const [name, body] of Object.entries(cases)) {
          const start = performance.now();
          const r = await login(body);
          (took_ms[name] ??= []).push(performance.now() - start);
          const { date: _date, 'x-request-id': _id, ...headers } = r.headers as Record<string, unknown>;
          seen[name] = { status: r.statusCode, body: r.json(), headers: Object.keys(headers).sort() };
        }
      }
      expect(seen.unknown).toEqual(seen.wrongPassword);
      expect(seen.disabled).toEqual(seen.wrongPassword);
      expect(seen.disabledWrongPassword).toEqual(seen.wrongPassword);
      // Every case hashes the password once (scrypt, tens of milliseconds): a shortcut for an
      // unknown or disabled account would answer in a fraction of that.
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      const reference = median(took_ms.wrongPassword!);
      for (const name of Object.keys(cases)) expect({ name, fast: median(took_ms[name]!) < reference / 3 }).toEqual({ name, fast: false });
    });

    it('keeps agents off the member login and members off the agent login', async () => {
      const agent = await makeMember(p, { type: 7 });
      const member = await makeMember(p, { type: 1 });
      const other = await makeMember(p, { type: 41 });
      const a1 = await login({ type: 'username', username: agent.username, password: agent.password });
      expect(a1.statusCode).toBe(403);
      expect(a1.json()).toMatchObject({ errorCode: 'login.non.member', message: 'Non-member account unable to login' });
      const a2 = await login({ type: 'username', username: agent.username, password: agent.password }, { agent: true });
      expect(loginValueSchema.parse(a2.json().value)).toMatchObject({ type: 7 });
      const m1 = await login({ type: 'username', username: member.username, password: member.password }, { agent: true });
      expect(m1.statusCode).toBe(403);
      expect(m1.json()).toMatchObject({ errorCode: 'login.non.agent', message: 'Non-agents cannot log in' });
      expect((await login({ type: 'username', username: other.username, password: other.password })).json().success).toBe(true);
    });

    it('does not tell an agent from a member before the password is right', async () => {
      const agent = await makeMember(p, { type: 7 });
      const r = await login({ type: 'username', username: agent.username, password: 'wrong-pass' });
      expect(r.json().errorCode).toBe('login.failed');
    });

    it('asks for a captcha after 3 failures of an account, then requires a valid one', async () => {
      const m = await makeMember(p);
      const check = jest.spyOn(p.deps.verification!, 'checkCaptcha');
      const bad = { type: 'username', username: m.username, password: 'wrong-pass' };
      const flags = [];
      for (let i = 0; i < 3; i++) flags.push(loginFailureValueSchema.parse((await login(bad)).json().value).captchaRequired);
      expect(flags).toEqual([false, false, true]);
      expect(check).not.toHaveBeenCalled();

      // The right password alone no longer does: the captcha is checked first.
      check.mockResolvedValue(false);
      const noCaptcha = await login({ type: 'username', username: m.username, password: m.password });
      expect(noCaptcha.statusCode).toBe(400);
      expect(noCaptcha.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captchaRequired: true } });

      check.mockImplementation(async (_merchantId, captchaId, answer) => captchaId === 'cap-1' && answer === '42');
      const withCaptcha = await login({ type: 'username', username: m.username, password: m.password, captcha: '42' }, { cookie: 'captchaId=cap-1' });
      expect(withCaptcha.json().success).toBe(true);
      const demo = await p.deps.merchants.byCode('demo');
      expect(check).toHaveBeenLastCalledWith(demo!.id, 'cap-1', '42');

      // A success clears the account's count: the next login needs no captcha.
      check.mockClear();
      expect((await login({ type: 'username', username: m.username, password: m.password })).json().success).toBe(true);
      expect(check).not.toHaveBeenCalled();
    });

    it('asks for a captcha after 10 failures from one IP across accounts', async () => {
      const ip = freshIp();
      const flags = [];
      for (let i = 0; i < 10; i++) {
        const r = await login({ type: 'username', username: `ghost${i}x`, password: 'wrong-pass' }, { ip });
        flags.push(r.json().value.captchaRequired);
      }
      expect(flags.slice(0, 9).every((f: boolean) => !f)).toBe(true);
      expect(flags[9]).toBe(true);
      const m = await makeMember(p);
      jest.spyOn(p.deps.verification!, 'checkCaptcha').mockResolvedValue(false);
      expect((await login({ type: 'username', username: m.username, password: m.password }, { ip })).json().errorCode).toBe('captcha.invalid');
      expect((await login({ type: 'username', username: m.username, password: m.password })).json().success).toBe(true);
    });

    it('answers 429 TOO_MANY_REQUESTS after 20 logins a minute from one IP', async () => {
      const ip = freshIp();
      const codes: number[] = [];
      for (let i = 0; i < 21; i++) codes.push((await login({ type: 'username', username: `flood${i}y`, password: 'x' }, { ip })).statusCode);
      expect(codes.slice(0, 20).every((c) => c === 400)).toBe(true);
      const last = await login({ type: 'username', username: 'flood99y', password: 'x' }, { ip });
      expect(last.statusCode).toBe(429);
      expect(last.json().errorCode).toBe('TOO_MANY_REQUESTS');
      expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not limited.
      expect((await login({ type: 'username', username: 'flood99y', password: 'x' })).statusCode).toBe(400);
      clock.advance(61_000);
    });

    it('never locks an account: after 12 failures from elsewhere the owner logs in from a new address with the captcha', async () => {
      const m = await makeMember(p);
      const check = jest.spyOn(p.deps.verification!, 'checkCaptcha');
      const ownersCaptchaOnly = async (_merchantId: number, captchaId: string | undefined, answer: string | undefined) => captchaId === 'owner-cap' && answer === '42';
      check.mockImplementation(ownersCaptchaOnly);
      const attacker = freshIp();
      const answers = [];
      for (let i = 0; i < 12; i++) answers.push((await login({ type: 'username', username: m.username, password: `guess-${i}` }, { ip: attacker })).statusCode);
      expect(answers.every((c) => c === 400)).toBe(true);
      // Even with solved captchas, an attacker spread over many addresses cannot lock the account.
      check.mockResolvedValue(true);
      for (let i = 0; i < 12; i++) {
        expect((await login({ type: 'username', username: m.username, password: 'wrong-pass', captcha: '1' })).json().errorCode).toBe('login.failed');
      }
      check.mockImplementation(ownersCaptchaOnly);

      const owner = freshIp();
      const first = await login({ type: 'username', username: m.username, password: m.password }, { ip: owner });
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captchaRequired: true } });
      const solved = await login({ type: 'username', username: m.username, password: m.password, captcha: '42' }, { ip: owner, cookie: 'captchaId=owner-cap' });
      expect(solved.statusCode).toBe(200);
      expect(loginValueSchema.parse(solved.json().value)).toMatchObject({ id: m.id });
    });

    it('refuses only the address that keeps failing: 429 with Retry-After after 30 failures, others unaffected', async () => {
      jest.spyOn(p.deps.verification!, 'checkCaptcha').mockResolvedValue(true);
      const m = await makeMember(p);
      const bad = freshIp();
      for (let i = 0; i < 30; i++) {
        // Under the 20-a-minute limit, so only the failures count.
        if (i % 15 === 14) clock.advance(61_000);
        const r = await login({ type: 'username', username: `nobody${i}z`, password: 'wrong-pass', captcha: '1' }, { ip: bad });
        expect(r.json().errorCode).toBe('login.failed');
      }
      clock.advance(61_000);
      const refused = await login({ type: 'username', username: m.username, password: m.password, captcha: '1' }, { ip: bad });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errorCode).toBe('TOO_MANY_REQUESTS');
      const wait_s = Number(refused.headers['retry-after']);
      expect(wait_s).toBeGreaterThan(0);
      expect(wait_s).toBeLessThanOrEqual(15 * 60);
      // Another address is not limited, and the same member logs in from it.
      const elsewhere = await login({ type: 'username', username: m.username, password: m.password }, { ip: freshIp() });
      expect(elsewhere.json().success).toBe(true);
      // Once Retry-After has passed, the address may try again.
      clock.advance(wait_s * 1000);
      expect((await login({ type: 'username', username: m.username, password: m.password, captcha: '1' }, { ip: bad })).json().success).toBe(true);
      // 33 logins, each a password hash (unknown names hash a dummy, so a failure takes as long as
      // a wrong password): a few seconds on a quiet machine, past 30 s on a loaded one.
    }, 120_000);

    it.each([
      ['both captcha modules off', { CAPTCHA3: false, VALID_CAPTCHA3: false }],
      ['CAPTCHA3 off', { CAPTCHA3: false }],
      ['VALID_CAPTCHA3 off', { VALID_CAPTCHA3: false }],
    ])('never asks for a captcha with %s, and the owner still logs in', async (_label, modules) => {
      const patch = (m: Record<string, boolean>) => p.merchants.update('demo', merchantPatchSchema.parse({ modules: m }), 'test');
      await patch(modules);
      try {
        const m = await makeMember(p);
        const check = jest.spyOn(p.deps.verification!, 'checkCaptcha');
        const ip = freshIp();
        const flags = [];
        for (let i = 0; i < 4; i++) flags.push((await login({ type: 'username', username: m.username, password: 'wrong-pass' }, { ip })).json().value.captchaRequired);
        expect(flags).toEqual([false, false, false, false]);
        expect((await login({ type: 'username', username: m.username, password: m.password }, { ip })).json().success).toBe(true);
        expect(check).not.toHaveBeenCalled();
      } finally {
        await patch({ CAPTCHA3: true, VALID_CAPTCHA3: true });
      }
    });

    it('logs in by SMS code with the mobile number', async () => {
      const m = await makeMember(p, { mobileNum: '13800138001', countryDialingCode: '+86' });
      const check = jest.spyOn(p.deps.verification!, 'checkSmsCode').mockImplementation(async (_id, target, purpose, code) =>
        target.mobileNum === '13800138001' && target.countryDialingCode === '+86' && purpose === 'login' && code === '123456');
      const ok = await login({ type: 'sms', mobileNum: '13800138001', countryDialingCode: '+86', messageCode: '123456' });
      expect(loginValueSchema.parse(ok.json().value)).toMatchObject({ id: m.id });
      expect(check).toHaveBeenCalledTimes(1);
      const wrong = await login({ type: 'sms', mobileNum: '13800138001', countryDialingCode: '+86', messageCode: '000000' });
      expect(wrong.json()).toMatchObject({ errorCode: 'verification.code.invalid', value: { captchaRequired: false } });
      const nobody = await login({ type: 'sms', mobileNum: '13800138999', countryDialingCode: '+86', messageCode: '123456' });
      expect(nobody.json()).toMatchObject({ errorCode: 'verification.code.invalid' });
    });

    it('finds a member registered with dialing code 86 when the login says +86', async () => {
      const m = await makeMember(p, { mobileNum: '13800138002', countryDialingCode: '86' });
      jest.spyOn(p.deps.verification!, 'checkSmsCode').mockImplementation(async () => true);
      const ok = await login({ type: 'sms', mobileNum: '13800138002', countryDialingCode: '+86', messageCode: '123456' });
      expect(loginValueSchema.parse(ok.json().value)).toMatchObject({ id: m.id });
    });

    it('answers request.invalid for a login type it does not know', async () => {
      const r = await login({ type: 'firebase', firebaseIdToken: 'x' });
      expect(r.statusCode).toBe(400);
      expect(r.json().errorCode).toBe('request.invalid');
    });

    it('replaces the session a client still presents', async () => {
      const m = await makeMember(p);
      const first = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
      const second = (await login({ type: 'username', username: m.username, password: m.password }, { token: first })).json().value.token;
      expect(second).not.toBe(first);
      expect((await info(first)).statusCode).toBe(401);
      expect((await info(second)).statusCode).toBe(200);
    });
  });

  describe('session lifetime', () => {
    it('ends a session after 2 hours without a call, and keeps it while touched', async () => {
      const m = await makeMember(p);
      const token = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
      clock.advance(sessionLifetimes.plain.idle_s * 1000 - 60_000);
      const touch = await wpsCall(p.app, 'sessionTouch', { token });
      expect(touch.statusCode).toBe(200);
      expect(touch.json().success).toBe(true);
      clock.advance(sessionLifetimes.plain.idle_s * 1000 - 60_000);
      expect((await info(token)).statusCode).toBe(200);
      clock.advance(sessionLifetimes.plain.idle_s * 1000 + 1000);
      const gone = await wpsCall(p.app, 'sessionTouch', { token });
      expect(gone.statusCode).toBe(401);
      expect(gone.json().errorCode).toBe('login.not.session');
    });

    it('ends a session at its expiry however busy it is: 1 day, or 30 days with remember me', async () => {
      const m = await makeMember(p);
      const plain = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
      const remembered = (await login({ type: 'username', username: m.username, password: m.password, remember: true })).json().value.token;
      for (let h = 0; h < 24; h += 1) {
        clock.advance(60 * 60_000);
        await wpsCall(p.app, 'sessionTouch', { token: plain });
      }
      expect((await info(plain)).statusCode).toBe(401);
      expect((await info(remembered)).statusCode).toBe(200);
      clock.advance(29 * 24 * 60 * 60_000 + 1000);
      expect((await info(remembered)).statusCode).toBe(401);
    });

    it('answers 401 login.not.session for a token nobody issued', async () => {
      const r = await wpsCall(p.app, 'sessionTouch', { token: 'A'.repeat(43) });
      expect(r.statusCode).toBe(401);
      expect(r.json()).toMatchObject({ success: false, errorCode: 'login.not.session' });
    });
  });

  describe('logout', () => {
    it('revokes the presented session (DELETE and POST)', async () => {
      const m = await makeMember(p);
      for (const call of ['sessionLogout', 'sessionLogoutPost'] as const) {
        const token = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
        const r = await wpsCall(p.app, call, { token });
        expect(r.statusCode).toBe(200);
        expect(r.json()).toMatchObject({ success: true, value: null });
        expect((await info(token)).statusCode).toBe(401);
      }
    });

    it('answers success without a session, and for a token already gone', async () => {
      expect((await wpsCall(p.app, 'sessionLogout')).json().success).toBe(true);
      expect((await wpsCall(p.app, 'sessionLogout', { token: 'not-a-token' })).json().success).toBe(true);
    });

    it('leaves the member\'s other sessions alone', async () => {
      const m = await makeMember(p);
      const a = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
      const b = (await login({ type: 'username', username: m.username, password: m.password })).json().value.token;
      await wpsCall(p.app, 'sessionLogout', { token: a });
      expect((await info(b)).statusCode).toBe(200);
    });
  });

  describe('POST /wps/session/login/freeplay', () => {
    it('makes a type-4 trial member and logs it in', async () => {
      const r = await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() });
      expect(r.statusCode).toBe(200);
      const v = freeplayValueSchema.parse(r.json().value);
      expect(v).toMatchObject({ type: 4, trail: true, firstTimeLogin: false });
      expect(v.userName).toMatch(/^trial_[a-z0-9]{10}$/);
      const me = (await info(v.token)).json().value;
      expect(me).toMatchObject({ id: v.id, type: 4, userName: v.userName });
    });

    it('makes a new trial member every time', async () => {
      const ip = freshIp();
      const a = (await wpsCall(p.app, 'sessionLoginFreeplay', { ip })).json().value;
      const b = (await wpsCall(p.app, 'sessionLoginFreeplay', { ip })).json().value;
      expect(a.id).not.toBe(b.id);
    });

    it('answers module.disabled when the merchant turned FREEPLAY3 off', async () => {
      const patch = (on: boolean) => p.app.inject({
        method: 'PATCH', url: '/bo/merchants/demo', headers: { authorization: `Bearer ${p.opsToken}` }, payload: { modules: { FREEPLAY3: on } },
      });
      await patch(false);
      const r = await wpsCall(p.app, 'sessionLoginFreeplay', { ip: freshIp() });
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('module.disabled');
      await patch(true);
    });
  });
});

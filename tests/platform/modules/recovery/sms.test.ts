import { loginValueSchema } from '@/lib/wps/schemas/session';
import { recoveryRateRules } from '@/platform/src/modules/recovery/schema';
import { describeEachDb } from '@/tests/support/db';
import { freshUsername, makeMember } from '@/tests/support/members';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { freshIp, manualClock } from '@/tests/support/clock';

let mobileSeq = 0;
/** A Chinese mobile number nobody in this file has used (per-number SMS limits stay apart). */
const freshMobile = () => `1390000${String(1000 + mobileSeq++).padStart(4, '0')}`;

describeEachDb('forgot password by phone', (get) => {
  let p: TestPlatform;
  const clock = manualClock();
  // No SMS provider is configured: codes stay held in the outbox, where operators (and tests) read them.
  const platform = usePlatform(get, { clock });
  beforeAll(() => {
    p = platform();
  });

  const member = () => makeMember(p, { username: freshUsername('s'), mobileNum: freshMobile(), countryDialingCode: '86', email: null });
  const outbox = async (channel: 'sms' | 'email', recipient: string) => {
    const r = await p.app.inject({
      method: 'GET', url: `/bo/outbox?merchant=demo&channel=${channel}&recipient=${encodeURIComponent(recipient)}`,
      headers: { authorization: `Bearer ${p.opsToken}` },
    });
    return r.json().value as { body: string; purpose: string }[];
  };
  /** Asks for a code (purpose reset unless told) and reads it from the outbox, as an operator would. */
  const codeFor = async (mobileNum: string, purpose: 'reset' | 'login' = 'reset') => {
    const r = await wpsCall(p.app, 'verificationSmsNoLogin', { body: { mobileNum, countryDialingCode: '86', purpose }, ip: freshIp() });
    expect(r.json().success).toBe(true);
    const [sms] = await outbox('sms', `+86${mobileNum}`);
    expect(sms!.purpose).toBe(`sms.${purpose}`);
    return /code is (\d+)/.exec(sms!.body)![1]!;
  };
  const resetBySms = (body: Record<string, unknown>, o: { ip?: string; token?: string } = {}) =>
    wpsCall(p.app, 'memberPasswordSms', { body: { countryDialingCode: '86', ...body }, ip: o.ip ?? freshIp(), token: o.token });
  const login = (username: string, password: string) =>
    wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username, password }, ip: freshIp() });
  const info = (token: string) => wpsCall(p.app, 'memberInfo', { token });

  it('sets the new password with the code from the outbox, logs the member in and ends every other session', async () => {
    const m = await member();
    const before = loginValueSchema.parse((await login(m.username, m.password)).json().value);
    const code = await codeFor(m.mobileNum!);

    const r = await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'phone1234' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const v = loginValueSchema.parse(r.json().value);
    expect(v).toMatchObject({ id: m.id, userName: m.username, type: 0, firstTimeLogin: false });
    expect((await info(v.token)).json().value.userName).toBe(m.username);

    expect((await info(before.token)).statusCode).toBe(401);
    expect((await login(m.username, m.password)).json().errorCode).toBe('login.failed');
    expect((await login(m.username, 'phone1234')).json().success).toBe(true);
    // The code is single use.
    expect((await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'again1234' })).json().errorCode)
      .toBe('verification.code.invalid');
  });

  it('takes the dialing code with or without its plus', async () => {
    const m = await member();
    const code = await codeFor(m.mobileNum!);
    const r = await resetBySms({ mobileNum: m.mobileNum, countryDialingCode: '+86', verificationCode: code, newPassword: 'phone1234' });
    expect(loginValueSchema.parse(r.json().value).id).toBe(m.id);
  });

  it('refuses a wrong code with verification.code.invalid and changes nothing', async () => {
    const m = await member();
    const code = await codeFor(m.mobileNum!);
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await resetBySms({ mobileNum: m.mobileNum, verificationCode: wrong, newPassword: 'phone1234' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'verification.code.invalid', message: 'Verification code error' });
    expect((await login(m.username, m.password)).json().success).toBe(true);
  });

  it('answers a number without a member exactly like a wrong code', async () => {
    const m = await member();
    const stranger = freshMobile();
    const strangerCode = await codeFor(stranger);
    const unknown = await resetBySms({ mobileNum: stranger, verificationCode: strangerCode, newPassword: 'phone1234' });
    await codeFor(m.mobileNum!);
    const wrong = await resetBySms({ mobileNum: m.mobileNum, verificationCode: '9999999', newPassword: 'phone1234' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('does not take a code sent for logging in', async () => {
    const m = await member();
    const code = await codeFor(m.mobileNum!, 'login');
    expect((await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'phone1234' })).json().errorCode)
      .toBe('verification.code.invalid');
  });

  it('checks the new password before it spends the code', async () => {
    const m = await member();
    const code = await codeFor(m.mobileNum!);
    const weak = await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'abc' });
    expect(weak.json().errorCode).toBe('password.format.invalid');
    const mismatch = await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'phone1234', confirmNewPassword: 'phone1235' });
    expect(mismatch.json().errorCode).toBe('password.confirm.mismatch');
    expect((await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'phone1234', confirmNewPassword: 'phone1234' })).json().success)
      .toBe(true);
  });

  it('refuses a malformed number with mobile.invalid', async () => {
    const r = await resetBySms({ mobileNum: '12ab', verificationCode: '123456', newPassword: 'phone1234' });
    expect(r.json().errorCode).toBe('mobile.invalid');
  });

  it('ends a pending e-mailed reset link', async () => {
    const m = await makeMember(p, { username: freshUsername('s'), mobileNum: freshMobile(), countryDialingCode: '86', email: `${freshUsername('e')}@mail.com` });
    await wpsCall(p.app, 'memberPasswordEmail', { body: { username: m.username, email: m.email }, ip: freshIp() });
    const [mail] = await outbox('email', m.email!);
    const token = /reset=([A-Za-z0-9_-]{43})/.exec(mail!.body)![1]!;
    const code = await codeFor(m.mobileNum!);
    expect((await resetBySms({ mobileNum: m.mobileNum, verificationCode: code, newPassword: 'phone1234' })).json().success).toBe(true);
    const r = await wpsCall(p.app, 'memberPasswordReset', { body: { token, newPassword: 'mail1234', confirmNewPassword: 'mail1234' }, ip: freshIp() });
    expect(r.json().errorCode).toBe('reset.token.invalid');
  });

  it('limits attempts per IP: 10 in 15 minutes', async () => {
    const ip = freshIp();
    const { limit, window_ms } = recoveryRateRules['passwordSms.ip'];
    for (let i = 0; i < limit; i++) {
      expect((await resetBySms({ mobileNum: freshMobile(), verificationCode: '123456', newPassword: 'phone1234' }, { ip })).statusCode).toBe(400);
    }
    const r = await resetBySms({ mobileNum: freshMobile(), verificationCode: '123456', newPassword: 'phone1234' }, { ip });
    expect(r.statusCode).toBe(429);
    expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
    clock.advance(window_ms);
    expect((await resetBySms({ mobileNum: freshMobile(), verificationCode: '123456', newPassword: 'phone1234' }, { ip })).statusCode).toBe(400);
  });

  it('refuses a body that is not encrypted', async () => {
    const r = await p.app.inject({
      method: 'POST', url: '/wps/member/password/sms', headers: { merchant: 'demo', 'content-type': 'application/json' },
      payload: JSON.stringify({ mobileNum: '13900000000', countryDialingCode: '86', verificationCode: '123456', newPassword: 'phone1234' }),
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errorCode).toBe('request_body_required');
  });
});

import { createHash } from 'node:crypto';
import { passwordResetCheckValueSchema } from '@/lib/wps/schemas/recovery';
import { loginValueSchema } from '@/lib/wps/schemas/session';
import { recoveryRateRules, resetLinkLimits } from '@/platform/src/modules/recovery/schema';
import { describeEachDb } from '@/tests/support/db';
import { freshUsername, makeMember } from '@/tests/support/members';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';
import { mailText, startSmtp, type TestSmtp } from '@/tests/support/smtp';
import { wpsCall } from '@/tests/support/wps-client';
import { freshIp, manualClock } from '@/tests/support/clock';

const linkPattern = /^(https?:\/\/[^/\s]+)\/m\/forget\?reset=([A-Za-z0-9_-]{43})$/m;

describeEachDb('forgot password by e-mail', (get) => {
  let p: TestPlatform;
  let smtp: TestSmtp;
  const clock = manualClock();
  const outbox = () => p.deps.outbox;

  beforeAll(async () => {
    smtp = await startSmtp();
    p = await makePlatform(get().db, { clock, config: { smtpUrl: smtp.url, smtpFrom: 'Demo Casino <no-reply@demo.test>' } });
  });
  afterAll(async () => {
    await p.app.close();
    await smtp.close();
  });

  const member = (o: { type?: number } = {}) => {
    const username = freshUsername('r');
    return makeMember(p, { username, email: `${username}@mail.com`, type: o.type ?? 0 });
  };
  const ask = (body: { username: string; email: string }, o: { ip?: string; headers?: Record<string, string> } = {}) =>
    wpsCall(p.app, 'memberPasswordEmail', { body, ip: o.ip ?? freshIp(), headers: o.headers });
  const reset = (body: Record<string, unknown>, o: { ip?: string } = {}) => wpsCall(p.app, 'memberPasswordReset', { body, ip: o.ip ?? freshIp() });
  const check = async (token: string) =>
    passwordResetCheckValueSchema.parse((await wpsCall(p.app, 'memberPasswordResetCheck', { query: { token }, ip: freshIp() })).json().value).valid;
  const login = (username: string, password: string) =>
    wpsCall(p.app, 'sessionLogin', { body: { type: 'username', username, password }, ip: freshIp() });
  const info = (token: string) => wpsCall(p.app, 'memberInfo', { token });
  const outboxRows = async (recipient: string) => {
    const r = await p.app.inject({
      method: 'GET', url: `/bo/outbox?merchant=demo&channel=email&recipient=${encodeURIComponent(recipient)}`,
      headers: { authorization: `Bearer ${p.opsToken}` },
    });
    return r.json().value as { body: string; status: string }[];
  };
  /** Sends what the outbox holds, then answers the mails the SMTP server got for an address. */
  const mailsTo = async (address: string) => {
    await outbox().dispatchPending();
    return smtp.received.filter((m) => m.to.includes(address)).map((m) => mailText(m.raw));
  };
  const linkIn = (text: string) => {
    const m = linkPattern.exec(text);
    if (!m) throw new Error(`no reset link in: ${text}`);
    return { origin: m[1]!, token: m[2]! };
  };
  /** Asks for a link and answers the token of the e-mail that arrived. */
  const tokenFor = async (m: { username: string; email: string | null }) => {
    const before = smtp.received.length;
    expect((await ask({ username: m.username, email: m.email! })).json().success).toBe(true);
    await outbox().dispatchPending();
    const mail = smtp.received.slice(before).find((x) => x.to.includes(m.email!));
    if (!mail) throw new Error('no reset e-mail arrived');
    return linkIn(mailText(mail.raw).text).token;
  };

  it('e-mails a link whose token resets the password, logs the member in and ends every other session', async () => {
    const m = await member();
    const before = loginValueSchema.parse((await login(m.username, m.password)).json().value);

    const r = await ask({ username: m.username.toUpperCase(), email: ` ${m.email!.toUpperCase()} ` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ success: true, value: null, errorCode: null, message: '' });

    const mails = await mailsTo(m.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Demo Casino: reset your password');
    expect(mails[0]!.text).toContain(`Hello ${m.username},`);
    const link = linkIn(mails[0]!.text);
    // The demo merchant's main domain is localhost; the request came without forwarded headers.
    expect(link.origin).toBe('https://localhost');
    expect(await check(link.token)).toBe(true);

    // Only the token's sha256 is stored, with the member, the expiry and the asking IP.
    const rows = await p.deps.db.query<{ token_hash: string; expires_at: Date; used_at: Date | null; ip: string }>(
      'SELECT token_hash, expires_at, used_at, ip FROM password_resets WHERE member_id = $1', [m.id]);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.token_hash).toBe(createHash('sha256').update(link.token).digest('base64url'));
    expect(new Date(rows.rows[0]!.expires_at).getTime()).toBe(clock.now().getTime() + resetLinkLimits.validFor_ms);
    expect(rows.rows[0]!.used_at).toBeNull();

    const done = await reset({ token: link.token, newPassword: 'newpass456', confirmNewPassword: 'newpass456' });
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
    const v = loginValueSchema.parse(done.json().value);
    expect(v).toMatchObject({ id: m.id, userName: m.username, type: 0, firstTimeLogin: false });
    expect((await info(v.token)).json().value.userName).toBe(m.username);

    expect((await info(before.token)).statusCode).toBe(401);
    expect((await login(m.username, m.password)).json().errorCode).toBe('login.failed');
    expect((await login(m.username, 'newpass456')).json().success).toBe(true);
  });

  it('lets a link be followed once', async () => {
    const m = await member();
    const token = await tokenFor(m);
    expect((await reset({ token, newPassword: 'first111', confirmNewPassword: 'first111' })).json().success).toBe(true);

    const again = await reset({ token, newPassword: 'second222', confirmNewPassword: 'second222' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false, errorCode: 'reset.token.invalid',
      message: 'This password reset link is invalid or has expired. Please request a new one.',
    });
    expect(await check(token)).toBe(false);
    expect((await login(m.username, 'first111')).json().success).toBe(true);
  });

  it('lets a link expire after 30 minutes', async () => {
    const m = await member();
    const token = await tokenFor(m);
    clock.advance(resetLinkLimits.validFor_ms - 1000);
    expect(await check(token)).toBe(true);
    clock.advance(1000);
    expect(await check(token)).toBe(false);
    const r = await reset({ token, newPassword: 'late1234', confirmNewPassword: 'late1234' });
    expect(r.json().errorCode).toBe('reset.token.invalid');
    expect((await login(m.username, m.password)).json().success).toBe(true);
  });

  it('ends an unused link when a newer one is asked for', async () => {
    const m = await member();
    const older = await tokenFor(m);
    const newer = await tokenFor(m);
    expect(older).not.toBe(newer);
    expect(await check(older)).toBe(false);
    expect((await reset({ token: older, newPassword: 'older123', confirmNewPassword: 'older123' })).json().errorCode).toBe('reset.token.invalid');
    expect((await reset({ token: newer, newPassword: 'newer123', confirmNewPassword: 'newer123' })).json().success).toBe(true);
  });

  it('answers a wrong e-mail, an unknown user, an agent and a disabled member exactly like a match, and sends nothing', async () => {
    const m = await member();
    const agent = await member({ type: 7 });
    const disabled = await member();
    await p.app.inject({
      method: 'PATCH', url: `/bo/members/demo/${disabled.username}`, headers: { authorization: `Bearer ${p.opsToken}` }, payload: { status: 'disabled' },
    });
    const matched = await ask({ username: m.username, email: m.email! });
    const answers = [
      await ask({ username: m.username, email: 'someone.else@mail.com' }),
      await ask({ username: `nobody${m.username}`, email: m.email! }),
      await ask({ username: agent.username, email: agent.email! }),
      await ask({ username: disabled.username, email: disabled.email! }),
    ];
    for (const a of answers) {
      expect(a.statusCode).toBe(matched.statusCode);
      expect(a.json()).toEqual(matched.json());
    }
    expect(await mailsTo('someone.else@mail.com')).toEqual([]);
    expect(await mailsTo(agent.email!)).toEqual([]);
    expect(await mailsTo(disabled.email!)).toEqual([]);
    expect(await mailsTo(m.email!)).toHaveLength(1);
    expect(await outboxRows('someone.else@mail.com')).toEqual([]);
    expect(await outboxRows(agent.email!)).toEqual([]);
  });

  it('refuses a malformed e-mail address with email.format.invalid', async () => {
    const r = await ask({ username: 'whoever', email: 'not-an-address' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errorCode: 'email.format.invalid', message: 'E-mail format is incorrect' });
  });

  it('builds the link on the origin a trusted proxy forwarded, but only on the merchant\'s own hosts', async () => {
    const m = await member();
    await ask({ username: m.username, email: m.email! }, { headers: { 'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http' } });
    const [mail] = await mailsTo(m.email!);
    expect(linkIn(mail!.text).origin).toBe('http://localhost:3000');

    const other = await member();
    await ask({ username: other.username, email: other.email! }, { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' } });
    const [poisoned] = await mailsTo(other.email!);
    expect(linkIn(poisoned!.text).origin).toBe('https://localhost');
  });

  it('checks the new password before it spends the link', async () => {
    const m = await member();
    const token = await tokenFor(m);
    const mismatch = await reset({ token, newPassword: 'abc12345', confirmNewPassword: 'abc12346' });
    expect(mismatch.json().errorCode).toBe('password.confirm.mismatch');
    // The demo merchant's password rule: 6 to 12 letters and digits.
    const weak = await reset({ token, newPassword: 'abc', confirmNewPassword: 'abc' });
    expect(weak.json().errorCode).toBe('password.format.invalid');
    expect(await check(token)).toBe(true);
    expect((await reset({ token, newPassword: 'abc12345', confirmNewPassword: 'abc12345' })).json().success).toBe(true);
  });

  it('answers reset.token.invalid for a token that was never issued, and valid false for a missing one', async () => {
    expect((await reset({ token: 'A'.repeat(43), newPassword: 'abc12345', confirmNewPassword: 'abc12345' })).json().errorCode).toBe('reset.token.invalid');
    expect((await reset({ token: 'short', newPassword: 'abc12345', confirmNewPassword: 'abc12345' })).json().errorCode).toBe('reset.token.invalid');
    const r = await wpsCall(p.app, 'memberPasswordResetCheck', { ip: freshIp() });
    expect(r.json()).toMatchObject({ success: true, value: { valid: false } });
  });

  it('limits requests per IP: 5 in 15 minutes, whatever the usernames', async () => {
    const ip = freshIp();
    const { limit } = recoveryRateRules['passwordEmail.ip'];
    for (let i = 0; i < limit; i++) expect((await ask({ username: freshUsername('x'), email: 'a@mail.com' }, { ip })).statusCode).toBe(200);
    const r = await ask({ username: freshUsername('x'), email: 'a@mail.com' }, { ip });
    expect(r.statusCode).toBe(429);
    expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(recoveryRateRules['passwordEmail.ip'].window_ms);
    expect((await ask({ username: freshUsername('x'), email: 'a@mail.com' }, { ip })).statusCode).toBe(200);
  });

  it('limits requests per username: 3 an hour, for a known and an unknown account alike', async () => {
    const m = await member();
    const unknown = `nobody${m.username}`;
    for (const username of [m.username, unknown]) {
      const { limit } = recoveryRateRules['passwordEmail.username'];
      for (let i = 0; i < limit; i++) expect((await ask({ username, email: m.email! })).statusCode).toBe(200);
      const r = await ask({ username: username.toUpperCase(), email: m.email! });
      expect(r.statusCode).toBe(429);
      expect(r.json().errorCode).toBe('TOO_MANY_REQUESTS');
    }
    expect(await mailsTo(m.email!)).toHaveLength(3);
  });

  it('is refused when the merchant switched e-mail recovery off', async () => {
    const demo = await p.merchants.byCode('demo');
    const spy = jest.spyOn(p.deps.merchants, 'byCode').mockResolvedValue({ ...demo!, modules: { ...demo!.modules, CHNGPASSMAIL3: false } });
    try {
      const r = await ask({ username: 'whoever', email: 'a@mail.com' });
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('module.disabled');
    } finally {
      spy.mockRestore();
    }
  });
});

import { createHash, createHmac } from 'node:crypto';
import { loginValueSchema } from '@/lib/wps/schemas/session';
import { telegramDataCheckString, telegramMaxAge_s } from '@/platform/src/modules/social/telegram';
import { describeEachDb } from '@/tests/support/db';
import { usePlatform, type TestPlatform } from '@/tests/support/platform';
import { wpsCall } from '@/tests/support/wps-client';
import { callbackUri, freshIp, putProvider } from './helpers';
import { manualClock } from '@/tests/support/clock';

const botToken = '7012345678:AAHk3xS0mETelegramBotTokenForTests_1';

/** Signs widget fields as Telegram does (written out here, apart from the code under test). */
function sign(fields: Record<string, string>, token = botToken): string {
  const line = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  return createHmac('sha256', createHash('sha256').update(token).digest()).update(line).digest('hex');
}

function widget(over: Record<string, string> = {}, nowS = Math.floor(Date.now() / 1000)): Record<string, string> {
  const fields = { id: '99887766', first_name: 'Tele', last_name: 'Gram', username: 'telegram_fan', auth_date: String(nowS), ...over };
  return { ...fields, hash: sign(fields) };
}

describe('telegram data-check-string', () => {
  it('sorts key=value lines by key, joins them with newlines and leaves the hash out', () => {
    expect(telegramDataCheckString({ username: 'u', id: '1', hash: 'x', auth_date: '5', first_name: 'A' }))
      .toBe('auth_date=5\nfirst_name=A\nid=1\nusername=u');
  });
});

describeEachDb('telegram one-click login', (get) => {
  let p: TestPlatform;
  const clock = manualClock();
  const platform = usePlatform(get, { clock });
  beforeAll(async () => {
    p = platform();
    const r = await putProvider(p, 'telegram', { enabled: true, clientSecret: botToken, botName: 'DemoCasinoBot' });
    expect(r.statusCode).toBe(200);
  });

  const callback = (body: Record<string, unknown>) => wpsCall(p.app, 'sessionSocialCallback', { body: { provider: 'telegram', ...body }, ip: freshIp() });
  const nowS = () => Math.floor(clock.now().getTime() / 1000);

  it('answers the bot name at start, for the login widget', async () => {
    const r = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'telegram', redirectUri: callbackUri('telegram') }, ip: freshIp() });
    expect(r.json()).toMatchObject({ success: true, value: { botName: 'DemoCasinoBot' } });
  });

  it('logs in with a valid hash, creating the member once and finding it after', async () => {
    const first = await callback(widget({ id: '1001' }, nowS()));
    expect(first.statusCode).toBe(200);
    const v = loginValueSchema.parse(first.json().value);
    expect(v).toMatchObject({ userName: 'telegramfan', type: 0, firstTimeLogin: false });
    const info = await wpsCall(p.app, 'memberInfo', { token: v.token });
    expect(info.json().value).toMatchObject({ userName: 'telegramfan', nickname: 'Tele Gram', type: 0 });

    clock.advance(1000); // a new widget login is signed anew
    const again = loginValueSchema.parse((await callback(widget({ id: '1001' }, nowS()))).json().value);
    expect(again.id).toBe(v.id);
    expect(again.token).not.toBe(v.token);
  });

  it('gives a second person with the same Telegram username a username of their own', async () => {
    const a = loginValueSchema.parse((await callback(widget({ id: '2001', username: 'samename' }, nowS()))).json().value);
    const b = loginValueSchema.parse((await callback(widget({ id: '2002', username: 'samename' }, nowS()))).json().value);
    expect(a.userName).toBe('samename');
    expect(b.userName).toMatch(/^samename\d{4}$/);
    expect(b.id).not.toBe(a.id);
  });

  it('logs a signed payload in once: a replay of the same payload is refused', async () => {
    const w = widget({ id: '1501', username: 'replayme' }, nowS());
    expect((await callback(w)).statusCode).toBe(200);
    const replay = await callback(w);
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'social.login.failed' });
  });

  it('refuses a tampered field', async () => {
    const w = widget({ id: '3001' }, nowS());
    const r = await callback({ ...w, id: '3002' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false, errorCode: 'social.login.failed', value: null });
    const added = await callback({ ...w, photo_url: 'https://t.me/i/userpic/evil.jpg' });
    expect(added.json().errorCode).toBe('social.login.failed');
  });

  it('refuses fields signed with another bot token', async () => {
    const fields = { id: '3101', first_name: 'Other', auth_date: String(nowS()) };
    const r = await callback({ ...fields, hash: sign(fields, '7999999999:AAOtherBotTokenOtherBotToken_123') });
    expect(r.json().errorCode).toBe('social.login.failed');
  });

  it('refuses an auth_date older than a day', async () => {
    const r = await callback(widget({ id: '4001' }, nowS() - telegramMaxAge_s - 1));
    expect(r.json().errorCode).toBe('social.login.failed');
    const fresh = await callback(widget({ id: '4001' }, nowS() - telegramMaxAge_s + 60));
    expect(fresh.json().success).toBe(true);
  });

  it('refuses a disabled member with login.failed', async () => {
    const v = loginValueSchema.parse((await callback(widget({ id: '5001', username: 'tobedisabled' }, nowS()))).json().value);
    const patch = await p.app.inject({
      method: 'PATCH', url: `/bo/members/demo/${v.userName}`,
      headers: { authorization: `Bearer ${p.opsToken}`, 'content-type': 'application/json' }, payload: JSON.stringify({ status: 'disabled' }),
    });
    expect(patch.statusCode).toBe(200);
    clock.advance(1000); // a new widget login, not a replay
    const r = await callback(widget({ id: '5001', username: 'tobedisabled' }, nowS()));
    expect(r.json()).toMatchObject({ success: false, errorCode: 'login.failed' });
  });

  it('answers module.disabled when the merchant turns the Telegram login off', async () => {
    await p.merchants.update('demo', { menu: { telegramLogin: false } }, 'test');
    try {
      const r = await callback(widget({ id: '6001' }, nowS()));
      expect(r.statusCode).toBe(403);
      expect(r.json().errorCode).toBe('module.disabled');
      const s = await wpsCall(p.app, 'sessionSocialStart', { query: { provider: 'telegram', redirectUri: callbackUri('telegram') }, ip: freshIp() });
      expect(s.json().errorCode).toBe('module.disabled');
    } finally {
      await p.merchants.update('demo', { menu: { telegramLogin: true } }, 'test');
    }
  });

  it('refuses a body without the hash', async () => {
    const { hash: _hash, ...rest } = widget({ id: '7001' }, nowS());
    const r = await callback(rest);
    expect(r.json().errorCode).toBe('request.invalid');
  });
});

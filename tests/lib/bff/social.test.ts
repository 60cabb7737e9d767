import { createHash, createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { createTestDb, type TestDb } from '@/tests/support/db';
import { makePlatform, type TestPlatform } from '@/tests/support/platform';
import { FakeGraph, fakeGraphApp } from '@/tests/platform/modules/social/graph';
import { putProvider } from '@/tests/platform/modules/social/helpers';

/**
 * The web ends of social login (app/auth/[provider]/start and /callback) against a real
 * platform on loopback: what a browser is sent to, which cookies it gets, and that the session
 * the callback keeps is the one the BFF then uses.
 */
let t: TestDb;
let platform: TestPlatform;
const graph = new FakeGraph();
let social: typeof import('@/lib/bff/social');
let bff: typeof import('@/lib/bff/handler').bff;
const botToken = '7012345678:AAHk3xS0mETelegramBotTokenForTests_1';

beforeAll(async () => {
  await graph.start();
  t = await createTestDb('pglite');
  platform = await makePlatform(t.db);
  await platform.app.listen({ port: 0, host: '127.0.0.1' });
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = 'bff-test-session-secret-0123456789abcdef';
  expect((await putProvider(platform, 'facebook', { enabled: true, clientId: fakeGraphApp.appId, clientSecret: fakeGraphApp.appSecret, graphUrl: graph.url })).statusCode).toBe(200);
  expect((await putProvider(platform, 'telegram', { enabled: true, clientSecret: botToken, botName: 'DemoCasinoBot' })).statusCode).toBe(200);
  social = await import('@/lib/bff/social');
  ({ bff } = await import('@/lib/bff/handler'));
});

afterAll(async () => {
  await platform.app.close();
  await t.drop();
  await new Promise((resolve) => graph.server.close(resolve));
});

function browser(path: string, cookie?: string) {
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { host: 'localhost:3000', 'x-wps-peer': '127.0.0.1', ...(cookie ? { cookie } : {}) },
  });
}

/** name=value of every Set-Cookie of a response. */
function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(res.headers.getSetCookie().map((c) => c.split(';')[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]));
}

function telegramQuery(fields: Record<string, string>): string {
  const line = Object.keys(fields).sort().map((k) => `${k}=${fields[k]}`).join('\n');
  const hash = createHmac('sha256', createHash('sha256').update(botToken).digest()).update(line).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

describe('social login in the browser', () => {
  it('sends the browser to the provider with a state cookie bound to this browser', async () => {
    const res = await social.socialStart(browser('/auth/facebook/start'), 'facebook');
    expect(res.status).toBe(303);
    const to = new URL(res.headers.get('location')!);
    expect(`${to.origin}${to.pathname}`).toBe(`${graph.url}/v19.0/dialog/oauth`);
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/auth/facebook/callback');
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/wps_social_state=[A-Za-z0-9_-]{43}; Path=\/auth;.* Max-Age=600; HttpOnly; SameSite=lax/i);
    expect(cookiesOf(res).wps_social_state).toBe(to.searchParams.get('state'));
  });

  it('logs in on the callback, keeps the session in the sealed cookie and goes to /m/home', async () => {
    const start = await social.socialStart(browser('/auth/facebook/start'), 'facebook');
    const { code, state } = graph.login(start.headers.get('location')!, { id: '10999999999999', name: 'Web Face', email: 'webface@example.com' });
    const res = await social.socialCallback(
      browser(`/auth/facebook/callback?code=${code}&state=${state}`, `wps_social_state=${cookiesOf(start).wps_social_state}`), 'facebook');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('http://localhost:3000/m/home');
    const cookies = cookiesOf(res);
    expect(cookies.wps_session).toBeTruthy();
    expect(cookies.wps_social_state).toBe('');
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/token/i);

    const info = await bff(browser('/wps/member/info', `wps_session=${cookies.wps_session}`));
    expect(await info.json()).toMatchObject({ success: true, value: { userName: 'webface', nickname: 'Web Face' } });
  });

  it('refuses a callback whose state is not the one this browser started (login CSRF)', async () => {
    const start = await social.socialStart(browser('/auth/facebook/start'), 'facebook');
    const { code, state } = graph.login(start.headers.get('location')!, { id: '10999999999998' });
    const none = await social.socialCallback(browser(`/auth/facebook/callback?code=${code}&state=${state}`), 'facebook');
    expect(none.headers.get('location')).toBe('http://localhost:3000/m/login?error=social.login.failed');
    const other = await social.socialCallback(browser(`/auth/facebook/callback?code=${code}&state=${state}`, 'wps_social_state=someone-elses'), 'facebook');
    expect(other.headers.get('location')).toBe('http://localhost:3000/m/login?error=social.login.failed');
  });

  it('goes back to the login screen when the person cancels at the provider', async () => {
    const res = await social.socialCallback(browser('/auth/facebook/callback?error=access_denied&state=x'), 'facebook');
    expect(res.headers.get('location')).toBe('http://localhost:3000/m/login?error=social.login.failed');
  });

  it('shows Telegram\'s login widget for the merchant\'s bot', async () => {
    const res = await social.socialStart(browser('/auth/telegram/start'), 'telegram');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain('script-src https://telegram.org');
    const html = await res.text();
    expect(html).toContain('data-telegram-login="DemoCasinoBot"');
    expect(html).toContain('data-auth-url="http://localhost:3000/auth/telegram/callback"');
  });

  it('logs in with the signed widget fields and refuses tampered ones', async () => {
    const fields = { id: '55501', first_name: 'Web', username: 'webgram', auth_date: String(Math.floor(Date.now() / 1000)) };
    const ok = await social.socialCallback(browser(`/auth/telegram/callback?${telegramQuery(fields)}`), 'telegram');
    expect(ok.headers.get('location')).toBe('http://localhost:3000/m/home');
    expect(cookiesOf(ok).wps_session).toBeTruthy();
    const tampered = telegramQuery(fields).replace('id=55501', 'id=55502');
    const bad = await social.socialCallback(browser(`/auth/telegram/callback?${tampered}`), 'telegram');
    expect(bad.headers.get('location')).toBe('http://localhost:3000/m/login?error=social.login.failed');
    expect(cookiesOf(bad).wps_session).toBeUndefined();
  });

  it('answers the login screen with module.disabled for a provider that is off, and request.invalid for an unknown one', async () => {
    const google = await social.socialStart(browser('/auth/google/start'), 'google');
    expect(google.headers.get('location')).toBe('http://localhost:3000/m/login?error=module.disabled');
    const unknown = await social.socialStart(browser('/auth/myspace/start'), 'myspace');
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/m/login?error=request.invalid');
  });
});

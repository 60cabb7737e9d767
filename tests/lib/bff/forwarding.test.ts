import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { NextRequest } from 'next/server';
import { decryptRequestBody } from '@/lib/wps/crypto';
import { generateRsaKeyPair } from '@/lib/wps/rsa-keys';

/**
 * What the BFF sends upstream and what it keeps from the answer, seen from a WPS upstream on
 * loopback that records each request (the member calls behind a session come in later issues
 * of our own platform; any WPS-compatible upstream must get the same headers).
 */
const secret = 'bff-forwarding-secret-0123456789abcdef0123';
const key = generateRsaKeyPair(1024);
let server: Server;
let seen: { url: string; headers: IncomingHttpHeaders; body: string }[] = [];
let answer: (url: string) => { status: number; body: unknown; raw?: string; setCookie?: string[]; headers?: Record<string, string> };
let bff: typeof import('@/lib/bff/handler').bff;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = req.url ?? '';
      if (url.startsWith('/wps/system/domainRoute')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ success: true, value: { host: 'localhost', merchantCode: 'acme', mainDomain: 'localhost' }, errorCode: null, message: '' }));
      }
      if (url === '/wps/session/key/rsa') {
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ success: true, value: key.n, errorCode: null, message: '' }));
      }
      seen.push({ url, headers: req.headers, body });
      const a = answer(url);
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers, ...(a.setCookie ? { 'set-cookie': a.setCookie } : {}) });
      res.end(a.raw ?? JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = secret;
  ({ bff } = await import('@/lib/bff/handler'));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
});

const ok = (value: unknown) => ({ status: 200, body: { success: true, value, errorCode: null, message: '' } });

async function sessionCookie(data: Record<string, unknown>) {
  return `wps_session=${await sealData(data, { password: secret })}`;
}

function browser(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET',
    headers: { host: 'localhost:3000', 'x-wps-peer': '127.0.0.1', ...init.headers },
    body: init.body,
  });
}

describe('BFF forwarding', () => {
  it('adds Merchant, Authorization from the sealed cookie, client IP, Language, Device and the module id', async () => {
    answer = () => ok({ id: 1, userName: 'alice', type: 0 });
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    const res = await bff(browser('/wps/member/info', { headers: { cookie: `${cookie}; language=ZH`, 'x-forwarded-for': '198.51.100.4' } }));
    expect(res.status).toBe(200);
    expect(seen[0]!.headers).toMatchObject({
      merchant: 'acme', authorization: 'member-token-1', 'x-forwarded-for': '198.51.100.4', language: 'ZH', device: 'web', moduleid: 'COMM3',
      'x-forwarded-host': 'localhost:3000', 'x-forwarded-proto': 'http',
    });
  });

  it('sends a path with a parameter upstream as the browser asked for it (a lottery order’s detail)', async () => {
    answer = () => ok({ order: null, chase: null });
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    await bff(browser('/lgw/orders/detail/4711/info', { headers: { cookie } }));
    expect(seen[0]!.url).toBe('/lgw/orders/detail/4711/info');
    expect(seen[0]!.headers.moduleid).toBe('GAMELO3');
  });

  it('does not send a token sealed for another merchant', async () => {
    answer = () => ({ status: 401, body: { success: false, value: null, errorCode: 'login.not.session', message: '' } });
    const cookie = await sessionCookie({ token: 'other-merchant-token', merchantCode: 'other' });
    await bff(browser('/wps/member/info', { headers: { cookie } }));
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('encrypts the body of an encrypted call for the upstream', async () => {
    answer = () => ok({ token: 't-1', id: 7, userName: 'alice', type: 0, firstTimeLogin: false });
    await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' }, body: JSON.stringify({ username: 'alice', password: 'pw1234', type: 'username' }) }));
    const sent = seen[0]!;
    expect(sent.body).not.toContain('alice');
    expect(decryptRequestBody(sent.body, sent.headers['encryption'] as string, key)).toEqual({ username: 'alice', password: 'pw1234', type: 'username' });
  });

  it('keeps the login token in the httpOnly cookie and never shows it to the browser', async () => {
    answer = () => ok({ token: 'secret-login-token', id: 7, userName: 'alice', type: 0, firstTimeLogin: false });
    const res = await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"alice","password":"pw1234"}' }));
    const text = await res.text();
    expect(text).not.toContain('secret-login-token');
    expect(JSON.parse(text).value).toEqual({ id: 7, userName: 'alice', type: 0, firstTimeLogin: false });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('wps_session='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toContain('secret-login-token');

    // The next call carries it upstream.
    answer = () => ok(3);
    await bff(browser('/wps/message/unreadCount', { headers: { cookie: setCookie.split(';')[0]! } }));
    expect(seen[1]!.headers.authorization).toBe('secret-login-token');
  });

  it('keeps a remembered login 30 days and an ordinary one for the browser session only', async () => {
    answer = () => ok({ token: 'tok-remember', id: 7, userName: 'alice', type: 0, firstTimeLogin: false });
    const remembered = await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"alice","password":"pw1234","remember":true}' }));
    const long = remembered.headers.getSetCookie().find((c) => c.startsWith('wps_session='))!;
    expect(Number(/Max-Age=(\d+)/i.exec(long)?.[1])).toBeGreaterThanOrEqual(30 * 24 * 3600 - 120);

    const ordinary = await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"alice","password":"pw1234"}' }));
    const short = ordinary.headers.getSetCookie().find((c) => c.startsWith('wps_session='))!;
    expect(short).not.toMatch(/Max-Age|Expires/i);
  });

  it('names the cookie __Host- and marks it Secure under https', async () => {
    answer = () => ok({ token: 'tok-https', id: 7, userName: 'alice', type: 0, firstTimeLogin: false });
    const res = await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: '{"username":"alice","password":"pw1234"}' }));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('__Host-wps_session='))!;
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('ends the session cookie on logout and when the upstream says the session is gone', async () => {
    answer = () => ok(null);
    const cookie = await sessionCookie({ token: 'tok', merchantCode: 'acme' });
    const out = await bff(browser('/wps/session/logout', { method: 'DELETE', headers: { cookie } }));
    expect(out.headers.getSetCookie().some((c) => /^wps_session=;/.test(c) || /Max-Age=0/i.test(c))).toBe(true);

    answer = () => ({ status: 401, body: { success: false, value: null, errorCode: 'login.not.session', message: '' } });
    const gone = await bff(browser('/wps/member/info', { headers: { cookie } }));
    expect(gone.status).toBe(401);
    expect(gone.headers.getSetCookie().some((c) => /Max-Age=0/i.test(c) || /^wps_session=;/.test(c))).toBe(true);
  });

  it('relays the captchaId cookie both ways, and no other upstream cookie', async () => {
    answer = () => ({ ...ok('iVBORw0KGgo='), setCookie: ['captchaId=abc123; Path=/; HttpOnly', 'upstreamTracker=zzz; Path=/'] });
    const res = await bff(browser('/wps/captcha'));
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('captchaId=abc123'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('upstreamTracker'))).toBe(false);

    answer = () => ok(true);
    await bff(browser('/wps/check/username?username=bob', { headers: { cookie: 'captchaId=abc123; somethingElse=1' } }));
    expect(seen[1]!.headers.cookie).toBe('captchaId=abc123');
    expect(seen[1]!.url).toBe('/wps/check/username?username=bob');
  });

  it('normalises an older upstream that answers status instead of success', async () => {
    answer = () => ({ status: 200, body: { status: true, value: 9, errorCode: null } });
    const cookie = await sessionCookie({ token: 'tok', merchantCode: 'acme' });
    const res = await bff(browser('/wps/message/unreadCount', { headers: { cookie } }));
    expect(await res.json()).toEqual({ success: true, status: true, value: 9, errorCode: null, message: '' });
  });

  it("passes the upstream's Retry-After on with its 429, and drops one that is neither seconds nor a date", async () => {
    const limited = { success: false, value: null, errorCode: 'TOO_MANY_REQUESTS', message: '' };
    answer = () => ({ status: 429, body: limited, headers: { 'retry-after': '37' } });
    const res = await bff(browser('/wps/session/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"alice","password":"pw1234"}' }));
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('37');
    expect(await res.json()).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });

    answer = () => ({ status: 429, body: limited, headers: { 'retry-after': 'soon<script>' } });
    const odd = await bff(browser('/wps/check/username?username=bob'));
    expect(odd.status).toBe(429);
    expect(odd.headers.get('retry-after')).toBeNull();
  });

  it('relays no captchaId or language cookie of a foreign shape, and the call still goes through', async () => {
    answer = () => ok(true);
    const res = await bff(browser('/wps/check/username?username=bob', { headers: { cookie: 'captchaId=%01; SHELL_deviceId=dev-1; language=%01' } }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, value: true });
    expect(seen[0]!.headers.cookie).toBe('SHELL_deviceId=dev-1');
    expect(seen[0]!.headers.language).toBeUndefined();

    const login = await bff(browser('/wps/session/login', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: 'captchaId=a%0D%0Ab; language=zh' }, body: '{"username":"alice","password":"pw1234"}',
    }));
    expect(login.status).toBe(200);
    expect(seen[1]!.headers.cookie).toBeUndefined();
    expect(seen[1]!.headers.language).toBe('ZH');
  });

  it('refuses a cross-site launchGame or GCSGAME_addRecentGame with the member cookie before the upstream sees it', async () => {
    answer = () => ok({ content: { game_url: 'https://game.example/play' } });
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    for (const path of ['/wps/game/launchGame?gameId=1', '/wps/relay/GCSGAME_addRecentGame?nodeId=1']) {
      const res = await bff(browser(path, { headers: { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' } }));
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'cross.site.refused' });
    }
    expect(seen).toEqual([]);

    // The site's own fetch goes through, and a cross-site read of a list still does.
    const own = await bff(browser('/wps/game/launchGame?gameId=1', { headers: { cookie, 'sec-fetch-site': 'same-origin' } }));
    expect(own.status).toBe(200);
    const read = await bff(browser('/wps/relay/GCSGAME_recentGames', { headers: { cookie, 'sec-fetch-site': 'cross-site' } }));
    expect(read.status).toBe(200);
    expect(seen.map((s) => s.url.split('?')[0])).toEqual(['/wps/game/launchGame', '/wps/relay/GCSGAME_recentGames']);
  });

  it('refuses JSON nested 20,000 deep on a write call with 400 request.invalid, before the upstream sees it', async () => {
    answer = () => ok(null);
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    for (const [method, path] of [['PUT', '/wps/feedback'], ['POST', '/wps/session/login'], ['POST', '/lgw/orders']]) {
      const res = await bff(browser(path!, { method, headers: { cookie, 'content-type': 'application/json' }, body: '['.repeat(20_000) + ']'.repeat(20_000) }));
      expect([path, res.status]).toEqual([path, 400]);
      expect(await res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
    expect(seen).toEqual([]);
  });

  it('answers 413 request.too.large when the upstream refuses a request for its size, with its code or with a page of its own', async () => {
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    const post = () => bff(browser('/wps/message/read', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{"id":1}' }));
    answer = () => ({ status: 413, body: { success: false, value: null, errorCode: 'request.too.large', message: '' } });
    const coded = await post();
    expect(coded.status).toBe(413);
    expect(await coded.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });

    for (const status of [413, 431]) {
      answer = () => ({ status, body: null, raw: '<html>Request Entity Too Large</html>', headers: { 'content-type': 'text/html' } });
      const page = await post();
      expect(page.status).toBe(413);
      expect(await page.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    }
  });

  it('sends no body the upstream would refuse for its size: 413 request.too.large before the upstream sees it', async () => {
    answer = () => ok(null);
    const cookie = await sessionCookie({ token: 'member-token-1', merchantCode: 'acme' });
    const huge = await bff(browser('/wps/message/read', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ id: 'x'.repeat(300_000) }) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ success: false, errorCode: 'request.too.large' });
    // A form re-encoded for the upstream grows (é is 2 bytes, %C3%A9 is 6): it is measured as sent.
    const form = await bff(browser('/wps/member/email', { method: 'POST', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, body: `email=${'é'.repeat(60_000)}` }));
    expect(form.status).toBe(413);
    expect(seen).toEqual([]);
  });
});

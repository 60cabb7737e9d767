import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';

// unsealData is watched (not replaced) to see how often the BFF pays for a cookie's decryption.
jest.mock('iron-session', () => {
  const actual = jest.requireActual('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});
import { sealData, unsealData } from 'iron-session';

/**
 * The BFF reads the sealed session cookie on every call (lib/bff/session.ts readSessionData):
 * each member's calls carry that member's token, a cookie is decrypted once and then served
 * from memory for at most a minute, and nothing is served past the seal's own expiration or
 * for a cookie that does not unseal.
 */
const secret = 'bff-session-read-secret-0123456789abcdef012';
let server: Server;
let seen: IncomingHttpHeaders[] = [];
let bff: typeof import('@/lib/bff/handler').bff;
const unseals = unsealData as unknown as jest.Mock;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if ((req.url ?? '').startsWith('/wps/system/domainRoute')) {
      return res.end(JSON.stringify({ success: true, value: { host: 'localhost', merchantCode: 'acme', mainDomain: 'localhost' }, errorCode: null, message: '' }));
    }
    seen.push(req.headers);
    res.end(JSON.stringify({ success: true, value: 3, errorCode: null, message: '' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SESSION_SECRET = secret;
  ({ bff } = await import('@/lib/bff/handler'));
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  unseals.mockClear();
});
afterEach(() => jest.restoreAllMocks());

const cookieOf = async (token: string, ttl_s = 3600) => `wps_session=${await sealData({ token, merchantCode: 'acme' }, { password: secret, ttl: ttl_s })}`;
const unread = (cookie: string) => bff(new NextRequest('http://localhost:3000/wps/message/unreadCount', { headers: { host: 'localhost:3000', cookie } }));

describe('BFF session reads', () => {
  it('sends each member their own token, decrypting each cookie once however often it comes', async () => {
    const alice = await cookieOf('alice-token');
    const bob = await cookieOf('bob-token');
    for (let round = 0; round < 3; round++) {
      await unread(alice);
      await unread(bob);
    }
    expect(seen.map((h) => h.authorization)).toEqual(['alice-token', 'bob-token', 'alice-token', 'bob-token', 'alice-token', 'bob-token']);
    expect(unseals).toHaveBeenCalledTimes(2);
  });

  it('sends no token for a tampered cookie, even right after the genuine one was read', async () => {
    const genuine = await cookieOf('carol-token');
    await unread(genuine);
    const value = genuine.slice('wps_session='.length);
    const flipped = `wps_session=${value.slice(0, 40)}${value[40] === 'A' ? 'B' : 'A'}${value.slice(41)}`;
    await unread(flipped);
    expect(seen.map((h) => h.authorization)).toEqual(['carol-token', undefined]);
  });

  it('checks the cookie again after a minute, and sends nothing once the seal has expired', async () => {
    const start = Date.now();
    const short = await cookieOf('dave-token', 120);
    await unread(short);
    jest.spyOn(Date, 'now').mockReturnValue(start + 61_000);
    await unread(short);
    expect(unseals).toHaveBeenCalledTimes(2);
    // Past the seal's expiration (and iron's minute of clock skew), memory must not keep it alive.
    jest.spyOn(Date, 'now').mockReturnValue(start + 120_000 + 61_000);
    await unread(short);
    expect(seen.map((h) => h.authorization)).toEqual(['dave-token', 'dave-token', undefined]);
  });

  it('still clears the cookie when the upstream says the session is gone', async () => {
    const stale = await cookieOf('gone-token');
    server.removeAllListeners('request');
    server.on('request', (req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: false, value: null, errorCode: 'login.not.session', message: '' }));
    });
    const res = await unread(stale);
    expect(res.headers.getSetCookie().find((c) => c.startsWith('wps_session='))).toMatch(/Max-Age=0/i);
  });
});

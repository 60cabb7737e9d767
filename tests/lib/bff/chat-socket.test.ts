import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { sealOpsToken } from '@/lib/bff/ops-session';
import { createWebServer } from '@/scripts/web-server-core';
import { connectSocket, startEchoPlatform, type EchoPlatform } from '@/tests/support/echo-platform';

/**
 * The live chat's sockets through the web origin (lib/bff/chat-socket.ts): the member's session
 * cookie, or the operator's sealed back-office token, becomes Authorization at the platform; the
 * cookies themselves never travel on; no credentials, another merchant's session or another site
 * is refused before the platform is asked. The platform is a stand-in that echoes.
 */
const secret = 'chat-socket-test-session-secret-0123456789abcdef';
let platform: EchoPlatform;
let web: Server;
let webPort: number;
const connect = (path: string, headers: Record<string, string> = {}) => connectSocket(webPort, path, headers);

beforeAll(async () => {
  process.env.SESSION_SECRET = secret;
  platform = await startEchoPlatform();
  web = createWebServer((_req, res) => res.end('next'), null);
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webPort = (web.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((r) => web.close(() => r()));
  await platform.close();
});
beforeEach(() => {
  platform.handshakes.length = 0;
});

const memberCookie = async (merchantCode = 'acme') => `wps_session=${await sealData({ token: 'member-token-123', merchantCode, type: 0 }, { password: secret })}`;

describe('the live chat\'s sockets through the web origin', () => {
  it('opens the member\'s socket with the session cookie\'s token as Authorization, the cookie left behind', async () => {
    const { ws, status } = await connect('/wps/chat/ws', { cookie: `${await memberCookie()}; language=th`, origin: `http://localhost:${webPort}`, authorization: 'forged' });
    expect(status).toBe(101);
    const echo = new Promise<string>((r) => ws.once('message', (d) => r(d.toString())));
    ws.send('{"type":"typing"}');
    expect(await echo).toBe('echo {"type":"typing"}');
    ws.close();
    const h = platform.handshakes[0]!;
    expect(h.url).toBe('/wps/chat/ws');
    expect(h.headers).toMatchObject({ merchant: 'acme', authorization: 'member-token-123', language: 'TH' });
    expect(h.headers.cookie).toBeUndefined();
  });

  it('opens the operators\' socket at /bo/chat/<merchant>/ws with the sealed token as Bearer', async () => {
    const { ws, status } = await connect('/ops/chat/ws', { cookie: `wps_ops=${await sealOpsToken('ops-token-abcdefghijklmnop')}` });
    expect(status).toBe(101);
    ws.close();
    expect(platform.handshakes[0]).toMatchObject({ url: '/bo/chat/acme/ws', headers: { authorization: 'Bearer ops-token-abcdefghijklmnop' } });
  });

  it('refuses without credentials, with another merchant\'s session, a forged operator cookie, or from another site, before the platform hears of it', async () => {
    expect((await connect('/wps/chat/ws')).status).toBe(401);
    expect((await connect('/wps/chat/ws', { cookie: await memberCookie('other') })).status).toBe(401);
    expect((await connect('/ops/chat/ws', { cookie: 'wps_ops=Fe26.2**forged' })).status).toBe(401);
    expect((await connect('/wps/chat/ws', { cookie: await memberCookie(), origin: 'https://evil.example' })).status).toBe(403);
    expect(platform.handshakes).toEqual([]);
  });
});

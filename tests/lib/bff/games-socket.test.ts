import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWebServer } from '@/scripts/web-server-core';
import { connectSocket, startEchoPlatform, type EchoPlatform } from '@/tests/support/echo-platform';

/**
 * The live tables' sockets through the web origin: the web server (scripts/web-server-core.ts)
 * hands upgrades under /games/house/ to lib/bff/games-socket.ts, which opens the same socket at
 * the platform with the headers games-proxy.ts gives its requests. The platform here is a
 * stand-in on loopback that answers the domain route and echoes what a socket sends.
 */
let platform: EchoPlatform;
let web: Server;
let webPort: number;
const connect = (path: string, headers: Record<string, string> = {}) => connectSocket(webPort, path, headers);

beforeAll(async () => {
  platform = await startEchoPlatform({ refuse: (url) => (url.includes('refuse') ? { status: '404 Not Found', body: 'no table!' } : null) });
  // As Next's request handler does on its first request: it adds an upgrade listener of its own to the server.
  web = createWebServer((req, res) => {
    (req.socket as unknown as { server: Server }).server.on('upgrade', (_r: unknown, socket: { destroy(): void }) => socket.destroy());
    res.end('next');
  }, null);
  await new Promise<void>((r) => web.listen(0, '127.0.0.1', r));
  webPort = (web.address() as AddressInfo).port;
  await fetch(`http://127.0.0.1:${webPort}/m/home`);
});
afterAll(async () => {
  await new Promise<void>((r) => web.close(() => r()));
  await platform.close();
});
beforeEach(() => {
  platform.handshakes.length = 0;
});

describe('a game socket through the web origin', () => {
  it('reaches the platform with the merchant of the host, the peer as client IP and the cookie language, and carries frames both ways', async () => {
    const { ws, status } = await connect('/games/house/api/acme/table/ws?game=house-roulette', {
      cookie: 'language=zh; wps_session=secret', origin: `http://localhost:${webPort}`, merchant: 'evil', 'x-wps-peer': '8.8.8.8',
    });
    expect(status).toBe(101);
    const answer = new Promise<string>((r) => ws.once('message', (d) => r(d.toString())));
    ws.send('hello');
    expect(await answer).toBe('echo hello');
    ws.close();
    expect(platform.handshakes).toHaveLength(1);
    const h = platform.handshakes[0]!;
    expect(h.url).toBe('/games/house/api/acme/table/ws?game=house-roulette');
    expect(h.headers).toMatchObject({ merchant: 'acme', 'x-forwarded-for': '127.0.0.1', language: 'ZH', upgrade: 'websocket' });
    // The member's session cookie stays with the web app.
    expect(h.headers.cookie).toBeUndefined();
  });

  it('refuses a socket opened from a page of another site', async () => {
    const r = await connect('/games/house/api/acme/table/ws?game=house-roulette', { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(platform.handshakes).toEqual([]);
  });

  it('passes on the platform’s refusal of a handshake', async () => {
    const r = await connect('/games/house/refuse');
    expect([r.status, r.body]).toEqual([404, 'no table!']);
  });

  it('closes other upgrades when there is no Next handler for them', async () => {
    const r = await connect('/m/home');
    expect(r.status).toBeNull();
    expect(platform.handshakes).toEqual([]);
  });
});

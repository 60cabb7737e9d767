import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { createWebServer } from '@/scripts/web-server-core';

/**
 * The live tables' sockets through the web origin: the web server (scripts/web-server-core.ts)
 * hands upgrades under /games/house/ to lib/bff/games-socket.ts, which opens the same socket at
 * the platform with the headers games-proxy.ts gives its requests. The platform here is a
 * stand-in on loopback that answers the domain route and echoes what a socket sends.
 */
let upstream: Server;
let web: Server;
let webPort: number;
let handshakes: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/wps/system/domainRoute')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ success: true, value: { host: 'localhost', merchantCode: 'acme', mainDomain: 'localhost' }, errorCode: null, message: '' }));
    }
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true });
  upstream.on('upgrade', (req, socket, head) => {
    handshakes.push({ url: req.url ?? '', headers: req.headers });
    if (req.url?.includes('refuse')) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\nConnection: close\r\n\r\nno table!');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo ${data.toString()}`)));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
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
  await new Promise<void>((r) => upstream.close(() => r()));
});
beforeEach(() => {
  handshakes = [];
});

function connect(path: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; status: number | null; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${webPort}${path}`, { headers: { host: `localhost:${webPort}`, ...headers } });
    ws.on('open', () => resolve({ ws, status: 101, body: '' }));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ ws, status: res.statusCode ?? null, body }));
    });
    ws.on('error', () => resolve({ ws, status: null, body: '' }));
  });
}

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
    expect(handshakes).toHaveLength(1);
    const h = handshakes[0]!;
    expect(h.url).toBe('/games/house/api/acme/table/ws?game=house-roulette');
    expect(h.headers).toMatchObject({ merchant: 'acme', 'x-forwarded-for': '127.0.0.1', language: 'ZH', upgrade: 'websocket' });
    // The member's session cookie stays with the web app.
    expect(h.headers.cookie).toBeUndefined();
  });

  it('refuses a socket opened from a page of another site', async () => {
    const r = await connect('/games/house/api/acme/table/ws?game=house-roulette', { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
    expect(handshakes).toEqual([]);
  });

  it('passes on the platform’s refusal of a handshake', async () => {
    const r = await connect('/games/house/refuse');
    expect([r.status, r.body]).toEqual([404, 'no table!']);
  });

  it('closes other upgrades when there is no Next handler for them', async () => {
    const r = await connect('/m/home');
    expect(r.status).toBeNull();
    expect(handshakes).toEqual([]);
  });
});

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';

/**
 * A stand-in platform on loopback for the web server's socket proxies (lib/bff games-socket,
 * chat-socket): it answers the domain route (merchant `acme` on localhost), records every socket
 * handshake it receives, and echoes what a socket sends (`echo <text>`). `refuse` answers an
 * upgrade with a plain HTTP refusal instead (its status line and body), as the platform does
 * for a table that is not there. Sets WPS_UPSTREAM_URL to itself.
 */
export interface EchoPlatform {
  handshakes: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startEchoPlatform(opts: { refuse?: (url: string) => { status: string; body: string } | null } = {}): Promise<EchoPlatform> {
  const handshakes: EchoPlatform['handshakes'] = [];
  const server: Server = createServer((req, res) => {
    if ((req.url ?? '').startsWith('/wps/system/domainRoute')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ success: true, value: { host: 'localhost', merchantCode: 'acme', mainDomain: 'localhost' }, errorCode: null, message: '' }));
    }
    res.writeHead(404).end();
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    handshakes.push({ url: req.url ?? '', headers: req.headers });
    const refusal = opts.refuse?.(req.url ?? '');
    if (refusal) {
      socket.end(`HTTP/1.1 ${refusal.status}\r\nContent-Length: ${Buffer.byteLength(refusal.body)}\r\nConnection: close\r\n\r\n${refusal.body}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => ws.on('message', (data) => ws.send(`echo ${data.toString()}`)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.WPS_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { handshakes, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Opens a socket on the web server at `port` as a phone on localhost would: open (101), or the refusal's status and body. */
export function connectSocket(port: number, path: string, headers: Record<string, string> = {}): Promise<{ ws: WebSocket; status: number | null; body: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers: { host: `localhost:${port}`, ...headers } });
    ws.on('open', () => resolve({ ws, status: 101, body: '' }));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ ws, status: res.statusCode ?? null, body }));
    });
    ws.on('error', () => resolve({ ws, status: null, body: '' }));
  });
}

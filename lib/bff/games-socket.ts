import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { webConfig } from '@/lib/config/web';
import { isCrossSite } from './cross-site';
import { gamesUpstreamHeaders } from './games-headers';

/** The handshake's headers that go on to the platform; cookies and the rest stay here. */
const handshakeHeaders = ['sec-websocket-key', 'sec-websocket-version', 'sec-websocket-extensions', 'sec-websocket-protocol', 'user-agent'];
/** The platform must answer the handshake within this time. */
const handshake_ms = 10_000;

/** Whether an upgrade request is one of the game server's sockets (the live tables). */
export const isGamesSocket = (url: string | undefined): boolean => /^\/games\/house\//.test(url ?? '');

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

function headerOf(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}

/**
 * A WebSocket of the game server through the web origin, as lib/bff/games-proxy.ts forwards its
 * pages and calls: refused from another site (a page elsewhere may not open a socket as the
 * member), sent to the platform with the merchant of this Host, the client's IP (from
 * x-wps-peer, which the web server set from the socket) and the cookie's language, and then
 * spliced byte for byte. The platform checks the rest (the player's token in the first message,
 * its limits on size, count and rate).
 */
export async function gamesSocketProxy(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  socket.on('error', () => socket.destroy());
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  if ((headerOf(req, 'upgrade') ?? '').toLowerCase() !== 'websocket') return refuse(socket, 400, 'not a websocket');
  if (isCrossSite({ method: 'GET', headers }, true)) return refuse(socket, 403, 'cross-site request refused');
  const language = /(?:^|;\s*)language=([^;]*)/.exec(headerOf(req, 'cookie') ?? '')?.[1];
  const forwarded = await gamesUpstreamHeaders((n) => headerOf(req, n), language);
  if (!forwarded) return refuse(socket, 404, 'unknown site');

  const upstream = new URL(webConfig().upstreamUrl);
  const out: Record<string, string> = { ...forwarded, Connection: 'Upgrade', Upgrade: 'websocket', Host: upstream.host };
  for (const h of handshakeHeaders) {
    const v = headerOf(req, h);
    if (v) out[h] = v;
  }
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const up = send(new URL(req.url ?? '/', upstream), { method: 'GET', headers: out, timeout: handshake_ms });
  up.on('timeout', () => up.destroy(new Error('handshake timeout')));
  up.on('error', () => {
    if (!socket.destroyed) refuse(socket, 502, 'the game server is not reachable');
  });
  // Not upgraded (a refusal of the platform): its status and body go back as they are.
  up.on('response', (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => refuse(socket, res.statusCode ?? 502, Buffer.concat(chunks).toString('utf8').slice(0, 512)));
  });
  up.on('upgrade', (res, upSocket, upHead) => {
    const lines = [`HTTP/1.1 101 ${STATUS_CODES[101]}`];
    for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (upHead.length) socket.write(upHead);
    if (head.length) upSocket.write(head);
    const close = () => {
      socket.destroy();
      upSocket.destroy();
    };
    upSocket.on('error', close).on('close', close);
    socket.on('close', close);
    upSocket.pipe(socket);
    socket.pipe(upSocket);
  });
  up.end();
}

import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { webConfig } from '@/lib/config/web';

/** The handshake's headers that go on to the platform; cookies and the rest stay here. */
const handshakeHeaders = ['sec-websocket-key', 'sec-websocket-version', 'sec-websocket-extensions', 'sec-websocket-protocol', 'user-agent'];
/** The platform must answer the handshake within this time. */
const handshake_ms = 10_000;

/** Answers a handshake with a plain HTTP refusal and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`);
}

export function headerOf(req: IncomingMessage, name: string): string | null {
  const v = req.headers[name];
  return v === undefined ? null : Array.isArray(v) ? v.join(', ') : v;
}

/** The value of one cookie of the handshake, or undefined. */
export function cookieOf(req: IncomingMessage, name: string): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}=([^;]*)`).exec(headerOf(req, 'cookie') ?? '');
  return m?.[1];
}

/** The handshake's headers as a fetch Headers object (for the cross-site rule and the caller lookups). */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  return headers;
}

/**
 * Hands an upgrade over to the platform at `path` with `forwarded` headers (the merchant, the
 * client's IP, and whatever the socket's owner needs: a language, a token), then splices the two
 * sockets byte for byte. A refusal of the platform goes back as it is.
 */
export function spliceUpstream(req: IncomingMessage, socket: Duplex, head: Buffer, path: string, forwarded: Record<string, string>): void {
  const upstream = new URL(webConfig().upstreamUrl);
  const out: Record<string, string> = { ...forwarded, Connection: 'Upgrade', Upgrade: 'websocket', Host: upstream.host };
  for (const h of handshakeHeaders) {
    const v = headerOf(req, h);
    if (v) out[h] = v;
  }
  const send = upstream.protocol === 'https:' ? httpsRequest : httpRequest;
  const up = send(new URL(path, upstream), { method: 'GET', headers: out, timeout: handshake_ms });
  up.on('timeout', () => up.destroy(new Error('handshake timeout')));
  up.on('error', () => {
    if (!socket.destroyed) refuseUpgrade(socket, 502, 'the platform is not reachable');
  });
  // Not upgraded (a refusal of the platform): its status and body go back as they are.
  up.on('response', (res) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => refuseUpgrade(socket, res.statusCode ?? 502, Buffer.concat(chunks).toString('utf8').slice(0, 512)));
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

import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { peerHeader } from '@/lib/bff/upstream';
import { answerClientError } from '@/lib/net/client-error';
import { fail } from '@/lib/wps/envelope';
import { errorCatalogue } from '@/lib/wps/errors';
import { request_timeout_ms, requestHead_bytes_max } from '@/lib/wps/limits';

/** The methods any route of the web app answers; others are refused before Next sees them. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'] as const;
const allowed = new Set<string>(allowedMethods);

export interface WebServerOptions {
  /** The time a client has to send a whole request (lib/wps/limits.ts); tests make it short. */
  request_timeout_ms?: number;
  /** How often Node looks for requests past their time; a second, so a limit holds within one. */
  timeoutCheck_ms?: number;
  /** How long a refused connection may go on sending before it is cut. */
  linger_ms?: number;
}

/**
 * The web program's HTTP server around Next's request handler (scripts/web-server.ts passes it;
 * tests pass a trivial one). What it does before Next:
 * - the socket's peer address reaches the app (x-wps-peer, after removing any copy a client
 *   sent): Next alone keeps a client-sent X-Forwarded-For as is, which would let anyone pick
 *   their own IP;
 * - a method outside the allow-list (TRACE, CONNECT, anything made up) is answered 405 with
 *   Allow: Next builds a fetch Request of every request, and undici refuses TRACE, which became
 *   a 500 on every route;
 * - a URL or header block over 16 KiB gets a complete 431, a request whose head or body does not
 *   arrive within the time limit 408 (lib/net/client-error.ts), instead of a reset or a
 *   connection held for minutes.
 */
export function createWebServer(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  upgrade: ((req: IncomingMessage, socket: Duplex, head: Buffer) => unknown) | null,
  opts: WebServerOptions = {},
): Server {
  const timeout_ms = opts.request_timeout_ms ?? request_timeout_ms;
  const server = createServer({
    maxHeaderSize: requestHead_bytes_max,
    requestTimeout: timeout_ms,
    headersTimeout: timeout_ms,
    connectionsCheckingInterval: opts.timeoutCheck_ms ?? 1_000,
  }, (req, res) => {
    if (!allowed.has(req.method ?? '')) return refuseMethod(res);
    delete req.headers[peerHeader];
    req.headers[peerHeader] = req.socket.remoteAddress ?? '';
    void handle(req, res);
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => answerClientError(err, socket, opts.linger_ms));
  // CONNECT never reaches the request handler: Node hands the socket over (and drops it unheard without a listener).
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 ${STATUS_CODES[405]}\r\n${Object.entries(methodRefusal.headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\nConnection: close\r\n\r\n${methodRefusal.body}`);
  });
  if (upgrade) server.on('upgrade', (req, socket, head) => void upgrade(req, socket, head));
  // Longer than the load balancer's idle timeout, so it never sends on a socket we are closing.
  server.keepAliveTimeout = 65_000;
  return server;
}

const methodRefusal = (() => {
  const body = JSON.stringify({ ...fail('method.not.allowed', errorCatalogue['method.not.allowed'].message), status: false });
  return {
    body,
    headers: {
      Allow: allowedMethods.join(', '), 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store',
      'Content-Length': String(Buffer.byteLength(body)),
    },
  };
})();

function refuseMethod(res: ServerResponse): void {
  res.writeHead(405, methodRefusal.headers);
  res.end(methodRefusal.body);
}

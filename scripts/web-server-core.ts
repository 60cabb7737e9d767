import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { chatSocketProxy, isChatSocket } from '@/lib/bff/chat-socket';
import { gamesSocketProxy, isGamesSocket } from '@/lib/bff/games-socket';
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
 *   connection held for minutes;
 * - an upgrade to a WebSocket under /games/house/ (the live tables) goes to the platform through
 *   lib/bff/games-socket.ts, with the headers games-proxy.ts gives its requests; the live chat's
 *   (/wps/chat/ws, /ops/chat/ws) through lib/bff/chat-socket.ts, its cookie made a token; every other
 *   upgrade goes to Next's handler (development's hot reload), or is closed without one.
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
  const route = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    delete req.headers[peerHeader];
    req.headers[peerHeader] = req.socket.remoteAddress ?? '';
    if (isGamesSocket(req.url)) {
      return void gamesSocketProxy(req, socket, head).catch((e: Error) => {
        process.stderr.write(`[web] a game socket failed before its handshake: ${e.message}\n`);
        socket.destroy();
      });
    }
    if (isChatSocket(req.url)) {
      return void chatSocketProxy(req, socket, head).catch((e: Error) => {
        process.stderr.write(`[web] a chat socket failed before its handshake: ${e.message}\n`);
        socket.destroy();
      });
    }
    if (upgrade) return void upgrade(req, socket, head);
    socket.destroy();
  };
  server.on('upgrade', route);
  // Next's request handler adds an upgrade listener of its own to the server of its first request
  // (next/dist/server/next.js, setupWebSocketHandler); it would answer every upgrade as well and
  // close the game sockets handed to the platform. Upgrades go through `route` alone, which
  // gives Next the ones that are its own.
  for (const name of ['on', 'addListener'] as const) {
    const add = server[name].bind(server) as (event: string, listener: (...args: unknown[]) => void) => Server;
    server[name] = ((event: string, listener: (...args: unknown[]) => void) =>
      (event === 'upgrade' && listener !== (route as unknown) ? server : add(event, listener))) as Server['on'];
  }
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

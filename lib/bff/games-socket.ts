import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isCrossSite } from './cross-site';
import { gamesUpstreamHeaders } from './games-headers';
import { cookieOf, headerOf, headersOf, refuseUpgrade, spliceUpstream } from './socket-splice';

/** Whether an upgrade request is one of the game server's sockets (the live tables). */
export const isGamesSocket = (url: string | undefined): boolean => /^\/games\/house\//.test(url ?? '');

/**
 * A WebSocket of the game server through the web origin, as lib/bff/games-proxy.ts forwards its
 * pages and calls: refused from another site (a page elsewhere may not open a socket as the
 * member), sent to the platform with the merchant of this Host, the client's IP (from
 * x-wps-peer, which the web server set from the socket) and the cookie's language, and then
 * spliced byte for byte (socket-splice.ts). The platform checks the rest (the player's token in
 * the first message, its limits on size, count and rate).
 */
export async function gamesSocketProxy(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  socket.on('error', () => socket.destroy());
  if ((headerOf(req, 'upgrade') ?? '').toLowerCase() !== 'websocket') return refuseUpgrade(socket, 400, 'not a websocket');
  if (isCrossSite({ method: 'GET', headers: headersOf(req) }, true)) return refuseUpgrade(socket, 403, 'cross-site request refused');
  const forwarded = await gamesUpstreamHeaders((n) => headerOf(req, n), cookieOf(req, 'language'));
  if (!forwarded) return refuseUpgrade(socket, 404, 'unknown site');
  spliceUpstream(req, socket, head, req.url ?? '/', forwarded);
}

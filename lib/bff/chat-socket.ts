import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { languageShape } from '@/lib/wps/client';
import { isCrossSite } from './cross-site';
import { openOpsToken, opsCookie } from './ops-session';
import { cookieOf, headerOf, headersOf, refuseUpgrade, spliceUpstream } from './socket-splice';
import { callerIp, hostOf, merchantForHost } from './upstream';

/** The member's chat socket and the operators' (the same paths the browser uses). */
export const chatSocketPaths = { member: '/wps/chat/ws', operator: '/ops/chat/ws' } as const;

/** Whether an upgrade request is one of the live chat's sockets. */
export function isChatSocket(url: string | undefined): boolean {
  const path = (url ?? '').split('?')[0];
  return path === chatSocketPaths.member || path === chatSocketPaths.operator;
}

/**
 * The live chat's WebSockets through the web origin (platform/src/modules/chat): refused from
 * another site, then handed to the platform with the merchant of this Host, the client's IP and
 * the caller's credentials taken from their httpOnly cookie, so no token ever reaches the page's
 * JavaScript or a URL. The member's session cookie (the BFF's) becomes `Authorization` on
 * /wps/chat/ws; the operator's sealed back-office token (lib/bff/ops-session.ts) becomes
 * `Authorization: Bearer` on /bo/chat/<merchant>/ws. The platform decides the rest (session,
 * trial refusal, CBS3, limits).
 */
export async function chatSocketProxy(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
  socket.on('error', () => socket.destroy());
  if ((headerOf(req, 'upgrade') ?? '').toLowerCase() !== 'websocket') return refuseUpgrade(socket, 400, 'not a websocket');
  const headers = headersOf(req);
  if (isCrossSite({ method: 'GET', headers }, true)) return refuseUpgrade(socket, 403, 'cross-site request refused');
  const merchant = await merchantForHost(hostOf(headerOf(req, 'x-forwarded-host') ?? headerOf(req, 'host')));
  if (!merchant) return refuseUpgrade(socket, 404, 'unknown site');
  const forwarded: Record<string, string> = { Merchant: merchant, 'X-Forwarded-For': callerIp((n) => headerOf(req, n)) };
  const language = cookieOf(req, 'language');
  if (language && languageShape.test(language)) forwarded.Language = language.toUpperCase();

  if ((req.url ?? '').split('?')[0] === chatSocketPaths.operator) {
    const token = await openOpsToken(cookieOf(req, opsCookie.name));
    if (!token) return refuseUpgrade(socket, 401, 'operator login required');
    return spliceUpstream(req, socket, head, `/bo/chat/${encodeURIComponent(merchant)}/ws`, { ...forwarded, Authorization: `Bearer ${token}` });
  }
  // Loaded on first use, not with the web server: lib/session reaches next/headers, which may only
  // load once Next has set up its request storage (loading it first stopped the server).
  const { readSessionData } = await import('./session');
  const stored = await readSessionData({ headers, cookies: { get: (name) => { const value = cookieOf(req, name); return value === undefined ? undefined : { value }; } } })
    .catch(() => ({}) as { token?: string; merchantCode?: string });
  if (!stored.token || stored.merchantCode !== merchant) return refuseUpgrade(socket, 401, 'login required');
  spliceUpstream(req, socket, head, chatSocketPaths.member, { ...forwarded, Authorization: stored.token });
}

import { NextResponse, type NextRequest } from 'next/server';
import { webConfig } from '@/lib/config/web';
import { isCrossSite } from './cross-site';
import { gamesUpstreamHeaders } from './games-headers';

/** Headers of the game server's answers the browser gets; nothing else (no upstream cookies). */
const passedBack = ['content-type', 'cache-control', 'etag', 'last-modified', 'content-security-policy', 'x-content-type-options'];
const maxBody_bytes = 64 * 1024;
const timeout_ms = 10_000;

/**
 * /games/** through the web origin (DESIGN.md: the in-house vendor's pages live on the platform;
 * the lobby art under /games/art is drawn by the web itself, lib/bff/art.ts): the path, query and body go to the platform as they are, with the merchant of
 * this Host, the client's IP and language; the answer comes back as it is. The platform's own
 * routes check everything (a game session token, a signature); this only forwards. Sockets
 * (the live tables) take the same way through games-socket.ts.
 */
export async function gamesProxy(req: NextRequest): Promise<NextResponse> {
  if (isCrossSite(req)) return new NextResponse('cross-site request refused', { status: 403 });
  const forwarded = await gamesUpstreamHeaders((n) => req.headers.get(n), req.cookies.get('language')?.value);
  if (!forwarded) return new NextResponse('unknown site', { status: 404 });
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await req.arrayBuffer();
  if (body && body.byteLength > maxBody_bytes) return new NextResponse('request too large', { status: 413 });
  const headers: Record<string, string> = { ...forwarded, Accept: req.headers.get('accept') ?? '*/*' };
  const contentType = req.headers.get('content-type');
  if (contentType) headers['Content-Type'] = contentType;
  let res: Response;
  try {
    res = await fetch(`${webConfig().upstreamUrl}${req.nextUrl.pathname}${req.nextUrl.search}`, {
      method: req.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeout_ms),
    });
  } catch {
    return new NextResponse('the game server is not reachable', { status: 502 });
  }
  const out = new Headers();
  for (const h of passedBack) {
    const v = res.headers.get(h);
    if (v) out.set(h, v);
  }
  return new NextResponse(res.body, { status: res.status, headers: out });
}

import type { NextRequest } from 'next/server';
import { artEtag, artHeaders, drawArt, etagMatches } from '@/lib/games/art-request';

/** The query keys of an art path; a key given twice becomes an array, which the schemas refuse. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}

function refuse(status: 400 | 404): Response {
  return new Response(status === 404 ? 'not found' : 'bad art request', {
    status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * GET /games/art/<game|vendor>/<VASSALAGE>/<file>?...: the lobby's art drawn on the web origin
 * (lib/games/art.ts), with the same validation as the platform's route and no trip to it. The
 * tile of the largest paint on /m/home is one of these, so it costs the browser one request to
 * the origin it already has a connection to. A path of another shape is 404, a query the
 * renderer refuses 400; neither draws anything.
 */
export function artRoute(req: NextRequest): Response {
  const segments = req.nextUrl.pathname.split('/');
  // ['', 'games', 'art', kind, vassalage, file]
  if (segments.length !== 6 || segments[1] !== 'games' || segments[2] !== 'art') return refuse(404);
  let decoded: string[];
  try {
    decoded = segments.slice(3).map(decodeURIComponent);
  } catch {
    return refuse(404);
  }
  const [kind, vassalage, file] = decoded as [string, string, string];
  const art = drawArt(kind, vassalage, file, queryOf(req.nextUrl.searchParams));
  if (!art.ok) return refuse(art.reason === 'path' ? 404 : 400);
  const etag = artEtag(art.svg);
  if (etagMatches(req.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': artHeaders['Cache-Control'] } });
  }
  return new Response(req.method === 'HEAD' ? null : art.svg, { status: 200, headers: { ...artHeaders, ETag: etag } });
}

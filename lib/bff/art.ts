import type { NextRequest } from 'next/server';
import { artEtag, artHeaders, drawArt, etagMatches } from '@/lib/games/art-request';
import { rasterArt } from './art-raster';

/** What a `.webp` path is answered with when no raster can be made now: the SVG, asked again a minute later. */
const svgStandIn = { ...artHeaders, 'Cache-Control': 'public, max-age=60' };

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
 * GET /games/art/<game|vendor|banner>/<VASSALAGE or group>/<name>.<webp|svg>?...: the lobby's
 * art drawn on the web origin (lib/games/art.ts, lib/games/banner-art.ts), with the same
 * validation as the platform's route and no trip to it. A `.webp` path gets the drawing as a
 * raster (lib/bff/art-raster.ts), an `.svg` path the drawing itself. The banner and tiles of the
 * largest paint on /m/home are among these, so they cost the browser one request to the origin it
 * already has a connection to. A path of another shape is 404, a query the renderer refuses
 * 400; neither draws anything. A revalidation is answered from the drawing, never rendered.
 */
export async function artRoute(req: NextRequest): Promise<Response> {
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
  const etag = art.format === 'svg' ? artEtag(art.svg) : artEtag(`${art.format}:${art.width}:${art.svg}`);
  if (etagMatches(req.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers: { ETag: etag, 'Cache-Control': artHeaders['Cache-Control'] } });
  }
  const head = req.method === 'HEAD';
  if (art.format === 'svg') return new Response(head ? null : art.svg, { status: 200, headers: { ...artHeaders, ETag: etag } });
  const webp = await rasterArt(art.svg, art.width);
  if (!webp) return new Response(head ? null : art.svg, { status: 200, headers: svgStandIn });
  return new Response(head ? null : new Uint8Array(webp), {
    status: 200,
    headers: {
      'Content-Type': 'image/webp',
      'Content-Length': String(webp.length),
      'Cache-Control': artHeaders['Cache-Control'],
      'X-Content-Type-Options': 'nosniff',
      ETag: etag,
    },
  });
}

import { z } from 'zod';
import { artLimits, artVariants, gameArtSvg, vendorArtSvg } from './art';

/**
 * Serving the lobby art of art.ts: the validation of an art path and its headers, shared by the
 * web origin's route (lib/bff/art.ts) and the platform's (platform/src/modules/games/routes.ts).
 * Server code only: it brings zod, which art.ts (imported by client components) must not.
 */

/**
 * A path is attacker-controlled: these are the only shapes drawn. The file names and
 * vassalage are not drawn, but they are bounded so that no path of any length reaches the
 * renderer or a cache key.
 */
const vassalageSchema = z.string().min(1).max(32);
const gameFileSchema = z.string().regex(/^[^/]{1,70}\.svg$/);
const vendorFileSchema = z.enum(['COLOR.svg', 'WHITE.svg']);
export const gameArtQuerySchema = z.object({
  t: z.string().min(1).max(artLimits.title_chars_max),
  h: z.coerce.number().int().min(0).max(artLimits.hue_max),
  k: z.string().regex(/^[A-Z]{2,10}$/).default('RNG'),
  v: z.enum(artVariants).default('square'),
});
export const vendorArtQuerySchema = z.object({
  t: z.string().min(1).max(artLimits.title_chars_max),
  h: z.coerce.number().int().min(0).max(artLimits.hue_max),
});

/** What drawArt answers: the SVG, or why nothing was drawn (no such art path, or a query the renderer refuses). */
export type DrawnArt = { ok: true; svg: string } | { ok: false; reason: 'path' | 'query' };

/**
 * Draws the art of `/games/art/<game|vendor>/<VASSALAGE>/<file>` from its decoded path
 * segments and query (a repeated query key arrives as an array and is refused).
 */
export function drawArt(kind: string, vassalage: string, file: string, query: Record<string, unknown>): DrawnArt {
  if (kind === 'game') {
    if (!vassalageSchema.safeParse(vassalage).success || !gameFileSchema.safeParse(file).success) return { ok: false, reason: 'path' };
    const q = gameArtQuerySchema.safeParse(query);
    if (!q.success) return { ok: false, reason: 'query' };
    return { ok: true, svg: gameArtSvg({ title: q.data.t, hue: q.data.h, gameType: q.data.k, variant: q.data.v }) };
  }
  if (kind === 'vendor') {
    const f = vendorFileSchema.safeParse(file);
    if (!vassalageSchema.safeParse(vassalage).success || !f.success) return { ok: false, reason: 'path' };
    const q = vendorArtQuerySchema.safeParse(query);
    if (!q.success) return { ok: false, reason: 'query' };
    return { ok: true, svg: vendorArtSvg({ title: q.data.t, hue: q.data.h, variant: f.data === 'COLOR.svg' ? 'COLOR' : 'WHITE' }) };
  }
  return { ok: false, reason: 'path' };
}

/**
 * The headers of drawn art. The URL holds every input of the drawing, so its bytes never
 * change: cached for a year without revalidation. Should the drawing itself change, the paths
 * must change with it (a new query parameter), or browsers keep the old art for that year.
 * The SVG may not load anything or run script, even when opened on its own.
 */
export const artHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const;

/**
 * A strong ETag of the drawn bytes (cyrb53, 53 bits): the same path always gets the same tag,
 * so a revalidation after a forced reload answers 304 without the body.
 */
export function artEtag(svg: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < svg.length; i++) {
    const c = svg.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `"${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}-${svg.length.toString(36)}"`;
}

/** Whether an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

import { z } from 'zod';
import { gameMotifs } from './game-motifs';
import { bannerArtLimits, bannerArtSvg, bannerMotifs } from './banner-art';
import { artFormats, artLimits, artRasterWidths, artVariants, gameArtSvg, vendorArtSvg, type ArtFormat, type ArtRasterKind } from './art';

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
/** `<name>.<format>`: the name is what is drawn for vendors (COLOR, WHITE) and banners, a label for games. */
const fileShape = new RegExp(`^([^/]{1,70})\\.(${artFormats.join('|')})$`);
const vendorFiles = ['COLOR', 'WHITE'] as const;
export const gameArtQuerySchema = z.object({
  t: z.string().min(1).max(artLimits.title_chars_max),
  h: z.coerce.number().int().min(0).max(artLimits.hue_max),
  k: z.string().regex(/^[A-Z]{2,10}$/).default('RNG'),
  a: z.enum(gameMotifs).optional(),
  v: z.enum(artVariants).default('square'),
  w: z.coerce.number().int().optional(),
});
export const vendorArtQuerySchema = z.object({
  t: z.string().min(1).max(artLimits.title_chars_max),
  h: z.coerce.number().int().min(0).max(artLimits.hue_max),
  w: z.coerce.number().int().optional(),
});
export const bannerArtQuerySchema = z.object({
  t: z.string().min(1).max(bannerArtLimits.title_chars_max),
  s: z.string().max(bannerArtLimits.subtitle_chars_max).default(''),
  h: z.coerce.number().int().min(0).max(bannerArtLimits.hue_max),
  k: z.enum(bannerMotifs).default('star'),
  v: z.string().max(8).optional(),
  w: z.coerce.number().int().optional(),
});
const bannerNameSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** The raster width a path asks for (`w`, one of artRasterWidths), the widest when it names none; null for any other width. */
function rasterWidth(kind: ArtRasterKind, w: number | undefined): number | null {
  const widths: readonly number[] = artRasterWidths[kind];
  if (w === undefined) return widths[widths.length - 1]!;
  return widths.includes(w) ? w : null;
}

/** What drawArt answers: the SVG with the form asked for and the raster's width, or why nothing was drawn. */
export type DrawnArt =
  | { ok: true; svg: string; format: ArtFormat; width: number }
  | { ok: false; reason: 'path' | 'query' };

/**
 * Draws the art of `/games/art/<game|vendor|banner>/<VASSALAGE or group>/<name>.<webp|svg>`
 * from its decoded path segments and query (a repeated query key arrives as an array and is
 * refused). The extension picks the form; the drawing is the same.
 */
export function drawArt(kind: string, vassalage: string, file: string, query: Record<string, unknown>): DrawnArt {
  const f = fileShape.exec(file);
  if (!vassalageSchema.safeParse(vassalage).success || !f) return { ok: false, reason: 'path' };
  const [, name, ext] = f;
  const format = ext as ArtFormat;
  if (kind === 'game') {
    const q = gameArtQuerySchema.safeParse(query);
    if (!q.success) return { ok: false, reason: 'query' };
    const width = rasterWidth(q.data.v, q.data.w);
    if (width === null) return { ok: false, reason: 'query' };
    const svg = gameArtSvg({ title: q.data.t, hue: q.data.h, gameType: q.data.k, motif: q.data.a, variant: q.data.v });
    return { ok: true, svg, format, width };
  }
  if (kind === 'vendor') {
    if (!(vendorFiles as readonly string[]).includes(name!)) return { ok: false, reason: 'path' };
    const q = vendorArtQuerySchema.safeParse(query);
    const width = q.success ? rasterWidth('vendor', q.data.w) : null;
    if (!q.success || width === null) return { ok: false, reason: 'query' };
    return { ok: true, svg: vendorArtSvg({ title: q.data.t, hue: q.data.h, variant: name as 'COLOR' | 'WHITE' }), format, width };
  }
  if (kind === 'banner') {
    if (!bannerNameSchema.safeParse(name).success) return { ok: false, reason: 'path' };
    const q = bannerArtQuerySchema.safeParse(query);
    const width = q.success ? rasterWidth('banner', q.data.w) : null;
    if (!q.success || width === null) return { ok: false, reason: 'query' };
    const svg = bannerArtSvg({ title: q.data.t, subtitle: q.data.s, hue: q.data.h, motif: q.data.k });
    return { ok: true, svg, format, width };
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

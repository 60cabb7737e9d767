/**
 * Game and vendor artwork drawn as small SVGs, deterministic from a title, a hue and a game
 * type: no image files, no external images. The web origin draws them itself at the paths
 * built here (`/games/art/...`, app/games/art), so a tile costs no trip to the platform; the
 * platform serves the same paths (platform/src/modules/games/routes.ts) for clients that talk
 * to it directly. Everything the drawing needs is in the path and query, so any server draws
 * the same bytes without reading the database, and the answer never changes: browsers keep it
 * for a year (serving: art-request.ts). The seed stores these paths as the demo catalog's icons;
 * an operator may point a game's icons anywhere else. No dependencies: client code may import it.
 */

import { namedMotif, typeMotif, type GameMotif } from './game-motifs';

export const artVariants = ['large', 'square'] as const;
export type ArtVariant = (typeof artVariants)[number];

/**
 * The forms a drawing is served in, named by the file's extension. `webp` is the drawing as a
 * raster the web origin makes once per URL (lib/bff/art-raster.ts): a phone decodes it off its
 * main thread, where each SVG image is a small document of its own to parse, lay out and paint
 * (40 tiles of /m/home took about a second of a throttled phone's main thread). `svg` is the
 * drawing itself; paths stored before the raster form keep working.
 */
export const artFormats = ['webp', 'svg'] as const;
export type ArtFormat = (typeof artFormats)[number];

/** Limits on what a path may ask the renderer for (a path is attacker-controlled). */
export const artLimits = { title_chars_max: 40, hue_max: 359 } as const;

/** A hue (0-359) from any text: the same text always gets the same colour. */
export function hueOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h % 360;
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

export interface GameArt {
  /** Not drawn (the tile prints the name under the art); kept in the path so each game has its own URL. */
  title: string;
  hue: number;
  gameType: string;
  /** The game's own picture (game-motifs.ts); without one, its type's. */
  motif?: GameMotif;
  variant: ArtVariant;
}

/**
 * The SVG of a game tile: a gradient of the hue and the game's picture, and no text: the tile
 * writes the game's name once, under the art, in the member's language.
 */
export function gameArtSvg(a: GameArt): string {
  const hue = Math.min(Math.max(Math.trunc(a.hue), 0), artLimits.hue_max);
  const w = 240;
  const h = a.variant === 'large' ? 320 : 240;
  const size = 200;
  const picture = a.motif ? namedMotif(a.motif, w / 2, h / 2, size) : typeMotif(a.gameType, w / 2, h / 2, size);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/>`
    + `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 28%)"/></linearGradient></defs>`
    // A title element names the drawing (and makes each game's its own) without printing it.
    + `<title>${escapeXml(a.title.slice(0, artLimits.title_chars_max))}</title>`
    + `<rect width="${w}" height="${h}" rx="18" fill="url(#g)"/>`
    + `<circle cx="${w - 30}" cy="30" r="70" fill="#fff" fill-opacity=".08"/>`
    + picture
    + '</svg>';
}

/** The SVG of a vendor logo: COLOR on a coloured badge, WHITE as white lettering for dark bars. */
export function vendorArtSvg(a: { title: string; hue: number; variant: 'COLOR' | 'WHITE' }): string {
  const title = escapeXml(a.title.slice(0, artLimits.title_chars_max));
  const hue = Math.min(Math.max(Math.trunc(a.hue), 0), artLimits.hue_max);
  const w = 200;
  const h = 80;
  const fontSize = title.length > 12 ? 18 : 24;
  const badge = a.variant === 'COLOR' ? `<rect width="${w}" height="${h}" rx="14" fill="hsl(${hue} 70% 45%)"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${badge}`
    + `<text x="${w / 2}" y="${h / 2 + fontSize / 3}" font-size="${fontSize}" font-weight="800" text-anchor="middle" fill="#fff" font-family="sans-serif">${title}</text></svg>`;
}

const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** Where a game's tile is drawn: `/games/art/game/<VASSALAGE>/<gameId>.<webp|svg>?t=&h=&k=[&a=]&v=`. */
export function gameArtPath(
  g: { vassalage: string; gameId: string; title: string; hue: number; gameType: string; motif?: GameMotif | string; variant: ArtVariant }, format: ArtFormat = 'webp',
): string {
  const motif: Record<string, string> = g.motif ? { a: g.motif } : {};
  return `/games/art/game/${encodeURIComponent(g.vassalage)}/${encodeURIComponent(g.gameId)}.${format}?${q({ t: g.title.slice(0, artLimits.title_chars_max), h: g.hue, k: g.gameType, ...motif, v: g.variant })}`;
}

/** Where a vendor's logo is drawn: `/games/art/vendor/<VASSALAGE>/<COLOR|WHITE>.<webp|svg>?t=&h=`. */
export function vendorArtPath(v: { vassalage: string; title: string; hue: number; variant: 'COLOR' | 'WHITE' }, format: ArtFormat = 'webp'): string {
  return `/games/art/vendor/${encodeURIComponent(v.vassalage)}/${v.variant}.${format}?${q({ t: v.title.slice(0, artLimits.title_chars_max), h: v.hue })}`;
}

/**
 * The widths a raster of each drawing is made at, in pixels, narrowest first (`w=` in the
 * query; the widest without it): a tile a third of a 360-480 px screen or a banner its whole
 * width, at about 2 and 3 device pixels per CSS pixel. Two each, as every candidate is a whole
 * URL in the srcset of every tile, in the HTML and again in the RSC payload (three took /m/home
 * from 145 to 182 KB). A fixed set, so a path cannot ask the renderer for a raster of any other size.
 */
export const artRasterWidths = { square: [240, 320], large: [360, 480], vendor: [400], banner: [750, 1125] } as const;
export type ArtRasterKind = keyof typeof artRasterWidths;

const drawnWebp = /^\/games\/art\/(game|banner)\/[^?#]+\.webp\?([^#]*)$/;

/**
 * A `srcset` offering a drawn tile or banner (a `.webp` path of this module or banner-art.ts)
 * at each width it is made at, so a phone fetches the pixels it shows and no more; null for
 * any other image (an operator's CDN, whose sizes we do not know).
 */
export function artSrcSet(url: string): string | null {
  const m = drawnWebp.exec(url);
  const query = m && new URLSearchParams(m[2]);
  if (!m || !query || query.has('w')) return null;
  const kind: ArtRasterKind = m[1] === 'banner' ? 'banner' : query.get('v') === 'large' ? 'large' : 'square';
  return artRasterWidths[kind].map((w) => `${url}&w=${w} ${w}w`).join(', ');
}

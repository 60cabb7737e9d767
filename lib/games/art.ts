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

/** Splits a title into at most three lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && (line + ' ' + word).length > width) {
      out.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) out.push(line);
  if (out.length > 3) return [...out.slice(0, 2), `${out.slice(2).join(' ').slice(0, width - 1)}…`];
  return out;
}

/** A motif per game type, drawn in the upper half: reels, a fish, cards, a ball, balls... */
function motif(gameType: string, w: number, y: number): string {
  const cx = w / 2;
  const s = 'fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="4"';
  switch (gameType) {
    case 'RNG':
      return [0, 1, 2].map((i) => `<rect x="${cx - 54 + i * 38}" y="${y - 26}" width="32" height="52" rx="6" ${s}/>`).join('')
        + `<text x="${cx}" y="${y + 10}" font-size="26" text-anchor="middle" fill="#fff" font-family="sans-serif">7 7 7</text>`;
    case 'FISH':
      return `<path d="M${cx - 50} ${y}q40 -40 80 0q-40 40 -80 0zM${cx + 30} ${y}l22 -18v36z" ${s}/><circle cx="${cx - 28}" cy="${y - 5}" r="4" fill="#fff"/>`;
    case 'LIVE':
      return `<circle cx="${cx}" cy="${y}" r="38" ${s}/><circle cx="${cx}" cy="${y}" r="14" ${s}/>`
        + [0, 60, 120, 180, 240, 300].map((a) => `<line x1="${cx}" y1="${y - 38}" x2="${cx}" y2="${y - 14}" transform="rotate(${a} ${cx} ${y})" ${s}/>`).join('');
    case 'PVP':
      return `<rect x="${cx - 44}" y="${y - 34}" width="46" height="64" rx="6" transform="rotate(-10 ${cx} ${y})" ${s}/>`
        + `<rect x="${cx - 2}" y="${y - 34}" width="46" height="64" rx="6" transform="rotate(10 ${cx} ${y})" ${s}/>`;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return `<circle cx="${cx}" cy="${y}" r="36" ${s}/><path d="M${cx - 36} ${y}h72M${cx} ${y - 36}v72" ${s}/>`;
    case 'LOTT':
    case 'ELOTT':
      return [-40, 0, 40].map((dx, i) => `<circle cx="${cx + dx}" cy="${y}" r="17" ${s}/><text x="${cx + dx}" y="${y + 7}" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${(i * 3 + 2) % 10}</text>`).join('');
    default:
      return `<circle cx="${cx}" cy="${y}" r="34" ${s}/>`;
  }
}

export interface GameArt {
  title: string;
  hue: number;
  gameType: string;
  variant: ArtVariant;
}

/** The SVG of a game tile: a gradient of the hue, the type's motif, the title. */
export function gameArtSvg(a: GameArt): string {
  const title = a.title.slice(0, artLimits.title_chars_max);
  const hue = Math.min(Math.max(Math.trunc(a.hue), 0), artLimits.hue_max);
  const w = 240;
  const h = a.variant === 'large' ? 320 : 240;
  const text = lines(title, a.variant === 'large' ? 14 : 16);
  const fontSize = 24;
  const textTop = h - 24 - (text.length - 1) * (fontSize + 4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 52%)"/>`
    + `<stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 28%)"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" rx="18" fill="url(#g)"/>`
    + `<circle cx="${w - 30}" cy="30" r="70" fill="#fff" fill-opacity=".08"/>`
    + motif(a.gameType, w, a.variant === 'large' ? 110 : 85)
    + text.map((l, i) => `<text x="${w / 2}" y="${textTop + i * (fontSize + 4)}" font-size="${fontSize}" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">${escapeXml(l)}</text>`).join('')
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

/** Where a game's tile is drawn: `/games/art/game/<VASSALAGE>/<gameId>.<webp|svg>?t=&h=&k=&v=`. */
export function gameArtPath(g: { vassalage: string; gameId: string; title: string; hue: number; gameType: string; variant: ArtVariant }, format: ArtFormat = 'webp'): string {
  return `/games/art/game/${encodeURIComponent(g.vassalage)}/${encodeURIComponent(g.gameId)}.${format}?${q({ t: g.title.slice(0, artLimits.title_chars_max), h: g.hue, k: g.gameType, v: g.variant })}`;
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

import type { ArtFormat } from './art';

/**
 * Banner artwork drawn as SVG, deterministic from a headline, a subline, a hue and a motif, like
 * the game tiles of lib/games/art.ts: no image files, nothing external. It is served with them at
 * the path built here (`/games/art/banner/<group>/<name>.<webp|svg>`, lib/games/art-request.ts):
 * by the web origin itself, as a raster by default (the first m_home banner is the home screen's
 * largest paint). Everything is in the URL, so the answer never changes for a URL and may be
 * cached for a year; `bannerArtVersion` changes the URLs when the drawing does. Banners stored
 * before that path existed point at `/games/content/banner/<name>.svg`, which the platform
 * still draws (platform/src/modules/content/routes.ts).
 */

export const bannerArtVersion = 1;
export const bannerMotifs = ['coins', 'gift', 'cards', 'trophy', 'star'] as const;
export type BannerMotif = (typeof bannerMotifs)[number];

/** The SPEC banner box: 750 × 300 (the m_home slot keeps this ratio). */
export const bannerArtSize = { width: 750, height: 300 } as const;

/** Limits on what a path may ask the renderer for (a path is attacker-controlled). */
export const bannerArtLimits = { title_chars_max: 40, subtitle_chars_max: 60, hue_max: 359 } as const;

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function motif(kind: BannerMotif, x: number, y: number): string {
  const s = 'fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="6"';
  switch (kind) {
    case 'coins':
      return [0, 1, 2].map((i) => `<ellipse cx="${x}" cy="${y + 40 - i * 34}" rx="70" ry="22" ${s}/>`).join('')
        + `<text x="${x}" y="${y - 22}" font-size="30" font-weight="700" text-anchor="middle" fill="#fff" font-family="sans-serif">$</text>`;
    case 'gift':
      return `<rect x="${x - 70}" y="${y - 30}" width="140" height="100" rx="8" ${s}/><rect x="${x - 80}" y="${y - 60}" width="160" height="34" rx="6" ${s}/>`
        + `<line x1="${x}" y1="${y - 60}" x2="${x}" y2="${y + 70}" ${s}/><path d="M${x} ${y - 60}c-30 -40 -70 -20 -40 0M${x} ${y - 60}c30 -40 70 -20 40 0" ${s}/>`;
    case 'cards':
      return `<rect x="${x - 80}" y="${y - 70}" width="90" height="130" rx="10" transform="rotate(-12 ${x} ${y})" ${s}/>`
        + `<rect x="${x - 20}" y="${y - 70}" width="90" height="130" rx="10" transform="rotate(10 ${x} ${y})" ${s}/>`
        + `<text x="${x + 26}" y="${y + 10}" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">A</text>`;
    case 'trophy':
      return `<path d="M${x - 50} ${y - 70}h100v40a50 50 0 0 1 -100 0z" ${s}/><path d="M${x - 50} ${y - 55}h-24a24 24 0 0 0 24 34M${x + 50} ${y - 55}h24a24 24 0 0 1 -24 34" ${s}/>`
        + `<line x1="${x}" y1="${y + 20}" x2="${x}" y2="${y + 50}" ${s}/><rect x="${x - 40}" y="${y + 50}" width="80" height="20" rx="4" ${s}/>`;
    case 'star':
    default: {
      const pts = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 ? 34 : 80;
        const a = (Math.PI / 5) * i - Math.PI / 2;
        return `${(x + r * Math.cos(a)).toFixed(1)},${(y + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${pts}" ${s}/>`;
    }
  }
}

export interface BannerArt {
  title: string;
  subtitle: string;
  hue: number;
  motif: BannerMotif;
}

/** The banner as SVG text, sized 750 × 300. */
export function bannerArtSvg({ title, subtitle, hue, motif: kind }: BannerArt): string {
  const { width: w, height: h } = bannerArtSize;
  const h2 = (hue + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`
    + `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${h2},75%,22%)"/></linearGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#g)"/>`
    + `<circle cx="${w - 120}" cy="${h / 2}" r="130" fill="#fff" fill-opacity=".08"/><circle cx="${w - 40}" cy="40" r="70" fill="#fff" fill-opacity=".06"/>`
    + motif(kind, w - 140, h / 2)
    + `<text x="44" y="${h / 2 - 10}" font-size="46" font-weight="800" fill="#fff" font-family="sans-serif">${escapeXml(title)}</text>`
    + `<text x="46" y="${h / 2 + 36}" font-size="24" fill="#fff" fill-opacity=".85" font-family="sans-serif">${escapeXml(subtitle)}</text>`
    + `<rect x="44" y="${h / 2 + 62}" width="150" height="44" rx="22" fill="#fff" fill-opacity=".92"/>`
    + `<text x="119" y="${h / 2 + 91}" font-size="20" font-weight="700" text-anchor="middle" fill="hsl(${hue},70%,30%)" font-family="sans-serif">PLAY NOW</text>`
    + '</svg>';
}

/** The path a banner of a group (m_home, m_login...) is drawn at. */
export function bannerArtPath(group: string, name: string, art: BannerArt, format: ArtFormat = 'webp'): string {
  const q = new URLSearchParams({ t: art.title, s: art.subtitle, h: String(art.hue), k: art.motif, v: String(bannerArtVersion) });
  return `/games/art/banner/${encodeURIComponent(group)}/${encodeURIComponent(name)}.${format}?${q}`;
}

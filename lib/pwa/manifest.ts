import type { Theme } from '@/lib/wps/schemas/system';

/** Sizes of the app icon the site serves (/app-icon/<size>): the home-screen icons and Apple's touch icon. */
export const appIconSizes = [180, 192, 512] as const;
export type AppIconSize = (typeof appIconSizes)[number];
export const appIconPath = (size: AppIconSize) => `/app-icon/${size}`;

/** The installed app's start page and the address of its manifest. */
export const appStartPath = '/m/home';
export const manifestPath = '/manifest.webmanifest';

const defaults = { dark: { background: '#0c111b', primary: '#f2c14e' }, light: { background: '#f6f7fa', primary: '#c9921c' } };
const colour = (v: string | undefined) => (v && /^#[0-9a-fA-F]{3,8}$/.test(v) ? v : undefined);

/**
 * The brand's colours for the installed app: the background the screens are drawn on (the
 * splash screen and the system bars, so they meet the header without a seam) and the primary
 * colour (the icon's art); the theme's defaults where the merchant set none.
 */
export function appColours(theme: Theme | null | undefined): { background: string; primary: string } {
  const d = defaults[theme?.mode === 'light' ? 'light' : 'dark'];
  return { background: colour(theme?.colors.background) ?? d.background, primary: colour(theme?.colors.primary) ?? d.primary };
}

/** Home screens show a dozen characters under an icon: a longer name is cut at a word where it can be. */
export function shortName(name: string): string {
  const n = name.trim();
  if ([...n].length <= 12) return n;
  const cut = [...n].slice(0, 12).join('');
  const space = cut.lastIndexOf(' ');
  return (space > 3 ? cut.slice(0, space) : cut).trim();
}

/**
 * The web app manifest of a merchant's domain: its brand name, description, colours and icons,
 * opening /m/home standalone. The same merchant on two domains gets two apps, as a browser keys
 * an installed app by its origin anyway.
 */
export function webManifest(brand: { name: string; description: string; theme: Theme | null | undefined; language: string }) {
  const { background } = appColours(brand.theme);
  return {
    id: appStartPath,
    name: brand.name,
    short_name: shortName(brand.name),
    description: brand.description,
    lang: brand.language,
    start_url: appStartPath,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: background,
    theme_color: background,
    categories: ['games', 'entertainment'],
    icons: [
      { src: appIconPath(192), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: appIconPath(512), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: appIconPath(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The app icon as SVG in the brand's colours: the site's chip emblem (app/icon.svg) on a
 * full-bleed square, the emblem inside the centre 80 % a maskable icon keeps.
 */
export function appIconSvg(theme: Theme | null | undefined): string {
  const { background, primary } = appColours(theme);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>`
    + `<circle cx="32" cy="32" r="16" fill="none" stroke="${primary}" stroke-width="5" stroke-dasharray="6.5 4"/>`
    + `<circle cx="32" cy="32" r="8" fill="${primary}"/></svg>`;
}

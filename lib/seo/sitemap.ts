import type { CatalogueLanguage } from '@/lib/i18n/locale';
import { isIndexable } from './pages';
import { pageAddresses } from './urls';

/** sitemaps.org: at most 50,000 addresses per file; promotions and help items are capped well below. */
export const sitemapItemCap = 1_000;

/** A page of the site: its path and the query that makes it (a promotion's id, a help item's index). */
export interface SitemapPage {
  path: string;
  search?: string;
}

export interface SiteContent {
  /** The lobby's category list paths, in the merchant's order (may carry a query: bingo, cockfight). */
  categoryPaths: readonly string[];
  /** Ids of the promotions a visitor sees. */
  promotionIds: readonly (string | number)[];
  /** How many help-centre items there are. */
  helpCount: number;
}

/** Other public pages every merchant has. */
const fixedPages = ['/m/hot-games', '/m/gameCenter', '/m/slotsCenter', '/m/notice', '/m/app', '/m/register', '/m/login'];

/**
 * The pages of a merchant's sitemap: home, every category list, hot games, promotions and each
 * promotion, each help item, and the other public pages; only pages that are indexed
 * (lib/seo/pages.ts), each once.
 */
export function sitemapPages(content: SiteContent): SitemapPage[] {
  const out: SitemapPage[] = [{ path: '/m/home' }];
  for (const href of content.categoryPaths) {
    const [path, search = ''] = href.split('?') as [string, string?];
    out.push({ path, search });
  }
  out.push({ path: '/m/activity' });
  for (const id of content.promotionIds.slice(0, sitemapItemCap)) out.push({ path: '/m/activityDetail', search: `id=${encodeURIComponent(String(id))}` });
  for (let i = 0; i < Math.min(content.helpCount, sitemapItemCap); i++) out.push({ path: '/m/help', search: `i=${i}` });
  for (const path of fixedPages) out.push({ path });
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = `${p.path}?${p.search ?? ''}`;
    if (!isIndexable(p.path) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * sitemap.xml of a domain: every page in every language the merchant offers, each address with
 * all its language alternates (xhtml:link hreflang, x-default included), so a crawler reaches
 * each language version from the sitemap alone.
 */
export function sitemapXml(origin: string, pages: readonly SitemapPage[], languages: readonly CatalogueLanguage[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const page of pages) {
    const { canonical, alternates } = pageAddresses(origin, page.path, page.search ?? '', languages);
    const links = Object.entries(alternates).map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`);
    const locs = Object.keys(alternates).length ? Object.values(alternates) : [canonical];
    for (const loc of locs) lines.push(`<url><loc>${xmlEscape(loc)}</loc>${links.join('')}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

import type { Metadata } from 'next';
import type { CatalogueLanguage } from '@/lib/i18n/locale';
import { openGraphLocale } from './brand';
import { isIndexable } from './pages';
import { pageAddresses } from './urls';

export interface PageMetaInput {
  /** The screen's title and description in the page's language. */
  title: string;
  description: string;
  siteName: string;
  /** The site's origin (null when the Host is not usable: no absolute addresses). */
  origin: string | null;
  /** The path and query the page was asked for (null when unknown). */
  path: string | null;
  search: string;
  /** The languages the merchant offers, and the one the page is rendered in. */
  languages: readonly CatalogueLanguage[];
  language: CatalogueLanguage;
  /** An absolute image for link previews (the brand's icon). */
  image: string | null;
}

/**
 * A page's metadata: its title and description; for an indexed landing page (lib/seo/pages.ts)
 * the canonical address, the hreflang alternates of every language and Open Graph; for any other
 * screen (a member's own, an action, a placeholder) `noindex`, and no canonical to point at it.
 * A page whose address is unknown is not indexed either: it cannot say which page it is.
 */
export function pageMeta(m: PageMetaInput): Metadata {
  const base: Metadata = { title: m.title, description: m.description };
  if (!m.origin || !m.path || !isIndexable(m.path)) return { ...base, robots: { index: false, follow: true } };
  const { canonical, alternates } = pageAddresses(m.origin, m.path, m.search, m.languages);
  return {
    ...base,
    alternates: { canonical, ...(Object.keys(alternates).length ? { languages: alternates } : {}) },
    openGraph: {
      type: 'website',
      siteName: m.siteName,
      title: `${m.title} · ${m.siteName}`,
      description: m.description,
      url: canonical,
      locale: openGraphLocale(m.language),
      alternateLocale: m.languages.filter((l) => l !== m.language).map(openGraphLocale),
      ...(m.image ? { images: [{ url: m.image, width: 512, height: 512, alt: m.siteName }] } : {}),
    },
    twitter: { card: 'summary', title: `${m.title} · ${m.siteName}`, description: m.description },
  };
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A description from operator HTML (a promotion's text): the words without tags, entities read,
 * spaces folded, cut at a word to what a result page shows (155 characters).
 */
export function htmlSummary(html: string, max_chars = 155): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') {
        const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return entities[e.toLowerCase()] ?? m;
    })
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...text];
  if (chars.length <= max_chars) return text;
  const cut = chars.slice(0, max_chars - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max_chars * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

import { catalogueLanguages, htmlLang, type CatalogueLanguage } from '@/lib/i18n/locale';
import { pageParams } from './pages';

/** The query parameter a crawler (or a shared link) names a language with: `?lang=zh`. */
export const langParam = 'lang';

const hostPattern = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as the visitor reached it (each merchant domain is its own site, so a page's
 * canonical address stays on the domain it was found on): the Host header, port included, and
 * the forwarded protocol when a proxy in front says https. A Host that is not a host name gives
 * null: no absolute address is made from it.
 */
export function siteOrigin(hostHeader: string | null | undefined, forwardedProto: string | null | undefined, fallbackProto: 'http' | 'https' = 'http'): string | null {
  const host = (hostHeader ?? '').split(',')[0]!.trim().toLowerCase();
  if (!host || !hostPattern.test(host)) return null;
  const p = (forwardedProto ?? '').split(',')[0]!.trim().toLowerCase();
  const proto = p === 'https' || p === 'http' ? p : fallbackProto;
  return `${proto}://${host}`;
}

/** The catalogue language a `?lang=` value names (`zh`, `ZH`, `zh-CN`), or null. */
export function languageOfParam(value: string | null | undefined): CatalogueLanguage | null {
  const v = (value ?? '').trim().toUpperCase().split(/[-_]/)[0];
  return (catalogueLanguages as readonly string[]).includes(v ?? '') ? (v as CatalogueLanguage) : null;
}

/** The `?lang=` value of a language: its lower-case code. */
export const paramOfLanguage = (l: CatalogueLanguage) => l.toLowerCase();

/** The hreflang of a language (the same BCP 47 tag as <html lang>). */
export const hreflangOf = (l: CatalogueLanguage) => htmlLang(l);

/**
 * The address of a page in one language (or without one: the default, x-default): the path, the
 * parameters that make the page (pageParams, in their fixed order), then `lang`.
 */
export function pageUrl(origin: string, path: string, search: string | URLSearchParams, language: CatalogueLanguage | null): string {
  const given = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = new URLSearchParams();
  for (const name of pageParams[path] ?? []) {
    const v = given.get(name);
    if (v !== null && v !== '') q.set(name, v);
  }
  if (language) q.set(langParam, paramOfLanguage(language));
  const s = q.toString();
  return `${origin}${path}${s ? `?${s}` : ''}`;
}

export interface PageAddresses {
  canonical: string;
  /** hreflang → address, with x-default; empty when the site has one language. */
  alternates: Record<string, string>;
}

/**
 * A page's canonical address and its language alternates. A page asked for with a valid
 * `?lang=` is the page in that language and its own canonical (each language version names
 * itself and all the others, as hreflang wants); without one it is the default version.
 * With one language there are no alternates and no `lang` in any address.
 */
export function pageAddresses(origin: string, path: string, search: string, languages: readonly CatalogueLanguage[]): PageAddresses {
  const asked = languageOfParam(new URLSearchParams(search).get(langParam));
  const several = languages.length > 1;
  const own = several && asked && languages.includes(asked) ? asked : null;
  const alternates: Record<string, string> = {};
  if (several) {
    for (const l of languages) alternates[hreflangOf(l)] = pageUrl(origin, path, search, l);
    alternates['x-default'] = pageUrl(origin, path, search, null);
  }
  return { canonical: pageUrl(origin, path, search, own), alternates };
}

/**
 * Request headers the proxy sets on every /m page (overwriting whatever a client sent), so a
 * page's metadata knows the address it was asked for: Next gives generateMetadata no URL.
 */
export const pathHeader = 'x-wps-path';
export const searchHeader = 'x-wps-search';

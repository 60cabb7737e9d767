import type { CatalogueLanguage } from '@/lib/i18n/locale';

/** Open Graph's locale of a language (og:locale wants language_TERRITORY). */
export function openGraphLocale(l: CatalogueLanguage): string {
  return { EN: 'en_US', ZH: 'zh_CN', TH: 'th_TH', VI: 'vi_VN', ID: 'id_ID' }[l];
}

/**
 * The brand as schema.org JSON-LD (an Organization and its WebSite), from the merchant's
 * white-label configuration: name, logo, its official social profiles (sameAs) and languages.
 * Safe to put inside <script>: no `<` survives, so content cannot close the element.
 */
export function brandJsonLd(brand: { origin: string; name: string; logoUrl: string | null; socialUrls: readonly string[]; languages: readonly string[] }): string {
  const url = `${brand.origin}/m/home`;
  const doc = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${brand.origin}/#organization`,
        name: brand.name,
        url,
        ...(brand.logoUrl ? { logo: new URL(brand.logoUrl, brand.origin).href } : {}),
        ...(brand.socialUrls.length ? { sameAs: brand.socialUrls.filter((u) => /^https:\/\//.test(u)) } : {}),
      },
      {
        '@type': 'WebSite',
        '@id': `${brand.origin}/#website`,
        name: brand.name,
        url,
        inLanguage: brand.languages,
        publisher: { '@id': `${brand.origin}/#organization` },
      },
    ],
  };
  return JSON.stringify(doc).replace(/</g, '\\u003c');
}

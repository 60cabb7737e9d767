import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { selectableLanguages } from '@/lib/i18n/languages';
import { requestLanguage } from '@/lib/i18n/server';
import { appIconPath } from '@/lib/pwa';
import { pageMeta, pathHeader, searchHeader, siteOrigin } from '@/lib/seo';
import { defaultSiteName } from './frame';
import type { PageKey } from './coming-soon';

/**
 * A screen's metadata in the visitor's language (the root layout adds the site name to the
 * title): title and description (`seo.descriptions.<page>`, else the site's), and for an indexed
 * landing page its canonical address, language alternates and Open Graph; `noindex` elsewhere
 * (lib/seo/metadata.ts). The address comes from the proxy's headers. A page of one item (a
 * promotion) passes its own title and description, so no two such pages look alike in results.
 */
export async function pageMetadata(page: PageKey, item?: { title: string; description?: string } | null): Promise<Metadata> {
  const [t, seo, h, status, language] = await Promise.all([
    getTranslations('pages'), getTranslations('seo'), headers(), getSystemStatus(), requestLanguage(),
  ]);
  const wl = status?.info.whitelabel;
  const siteName = wl?.name || defaultSiteName;
  const origin = siteOrigin(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'));
  const key = `descriptions.${page}` as 'descriptions.default';
  return pageMeta({
    title: item?.title || t(page),
    description: item?.description || (seo.has(key) ? seo(key, { site: siteName }) : seo('descriptions.default', { site: siteName })),
    siteName,
    origin: status ? origin : null,
    path: h.get(pathHeader),
    search: h.get(searchHeader) ?? '',
    languages: selectableLanguages(wl?.languages.supported),
    language,
    image: origin ? `${origin}${appIconPath(512)}` : null,
  });
}

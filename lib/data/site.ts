import 'server-only';
import { headers } from 'next/headers';
import { footerCategories } from '@/lib/frame/categories';
import { comingSoonScreens } from '@/lib/routes/coming-soon';
import { selectableLanguages } from '@/lib/i18n/languages';
import type { CatalogueLanguage } from '@/lib/i18n/locale';
import { siteOrigin, type SiteContent } from '@/lib/seo';
import { getHelpCenter, getHomeContent } from './content';
import { getVendorData } from './games';
import { getSystemStatus } from './system';

export interface Site {
  /** The origin the domain was reached at, or null for a Host that is not a host name. */
  origin: string | null;
  /** Whether a merchant owns this domain (its system status answered). */
  merchantKnown: boolean;
  name: string;
  languages: CatalogueLanguage[];
}

/** The merchant site of this request's domain, for robots.txt, the sitemap and the manifest. */
export async function getSite(): Promise<Site> {
  const [h, status] = await Promise.all([headers(), getSystemStatus()]);
  const wl = status?.info.whitelabel;
  return {
    origin: siteOrigin(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto')),
    merchantKnown: status !== null,
    name: wl?.name ?? '',
    languages: selectableLanguages(wl?.languages.supported),
  };
}

/**
 * What the sitemap lists besides the fixed pages: the lobby's category lists in the merchant's
 * order, the promotions a visitor sees (ids; only once /m/activity is built) and the help items
 * (GET /wps/system/helpCenter, device MOBILE; only once /m/help is built). A failed call lists
 * nothing of its kind rather than failing the sitemap.
 */
export async function getSiteContent(): Promise<SiteContent> {
  const built = (path: string) => !Object.hasOwn(comingSoonScreens, path);
  const [vendors, content, help] = await Promise.all([
    getVendorData(),
    built('/m/activity') ? getHomeContent() : null,
    built('/m/help') ? getHelpCenter() : null,
  ]);
  return {
    categoryPaths: footerCategories(vendors?.sorting.gameCategory).map((c) => c.href),
    promotionIds: content?.promotion.map((p) => p.id) ?? [],
    helpCount: help?.length ?? 0,
  };
}

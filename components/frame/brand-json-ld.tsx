import { headers } from 'next/headers';
import type { SystemStatusValue } from '@/lib/wps/schemas/system';
import { selectableLanguages } from '@/lib/i18n/languages';
import { htmlLang } from '@/lib/i18n/locale';
import { brandJsonLd, siteOrigin } from '@/lib/seo';

/** The brand as schema.org JSON-LD (lib/seo/brand.ts) for search engines; nothing for a host no merchant owns. */
export async function BrandJsonLd({ status }: { status: SystemStatusValue | null }) {
  const h = await headers();
  const origin = siteOrigin(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'));
  const wl = status?.info.whitelabel;
  if (!wl || !origin) return null;
  const json = brandJsonLd({
    origin,
    name: wl.name,
    logoUrl: wl.logoUrl,
    socialUrls: wl.socialLinks.map((l) => l.url),
    languages: selectableLanguages(wl.languages.supported).map(htmlLang),
  });
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

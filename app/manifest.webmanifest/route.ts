import { getTranslations } from 'next-intl/server';
import { getSystemStatus } from '@/lib/data/system';
import { htmlLang } from '@/lib/i18n/locale';
import { requestLanguage } from '@/lib/i18n/server';
import { webManifest } from '@/lib/pwa';
import { defaultSiteName } from '@/components/frame/frame';

// GET /manifest.webmanifest – the merchant's installable app for this domain: brand name, colours, icons
export async function GET(): Promise<Response> {
  const [status, language, seo] = await Promise.all([getSystemStatus(), requestLanguage(), getTranslations('seo')]);
  const wl = status?.info.whitelabel;
  const name = wl?.name || defaultSiteName;
  const manifest = webManifest({ name, description: seo('descriptions.default', { site: name }), theme: wl?.theme, language: htmlLang(language) });
  return new Response(JSON.stringify(manifest), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

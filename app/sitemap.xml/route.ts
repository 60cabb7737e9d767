import { getSite, getSiteContent } from '@/lib/data/site';
import { sitemapPages, sitemapXml } from '@/lib/seo';

// GET /sitemap.xml – per domain: every public page of the merchant in every language it offers
export async function GET(): Promise<Response> {
  const site = await getSite();
  if (!site.merchantKnown || !site.origin) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const xml = sitemapXml(site.origin, sitemapPages(await getSiteContent()), site.languages);
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

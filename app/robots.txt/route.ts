import { getSite } from '@/lib/data/site';
import { robotsTxt } from '@/lib/seo';

// GET /robots.txt – per domain: the merchant's crawl rules and sitemap, or closed for a host no merchant owns
export async function GET(): Promise<Response> {
  const site = await getSite();
  return new Response(robotsTxt(site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

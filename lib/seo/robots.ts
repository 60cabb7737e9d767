/**
 * Paths no crawler has business in: the BFF and lottery gateway (JSON for screens), the game
 * clients, sign-in callbacks and the status pages. /_next stays open: a crawler needs the CSS
 * and scripts to render a page. Member screens are not listed: they answer `noindex`, which a
 * crawler only sees when it may fetch them.
 */
export const closedPaths = ['/wps/', '/lgw/', '/games/', '/auth/', '/status/'] as const;

/**
 * robots.txt of a domain. A host no merchant owns is closed to every crawler; a merchant's
 * domain is open apart from closedPaths and names its own sitemap.
 */
export function robotsTxt(site: { origin: string | null; merchantKnown: boolean }): string {
  if (!site.merchantKnown || !site.origin) return 'User-agent: *\nDisallow: /\n';
  return [
    'User-agent: *',
    'Allow: /',
    ...closedPaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${site.origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Cross-site requests, decided from headers alone (no Next import, so the web server's own
 * socket handling shares it with the route handlers).
 */
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request that changes state is same-site when the browser says so (Sec-Fetch-Site) or its
 * Origin matches the Host. Requests without either come from non-browser clients, which cannot
 * ride on a visitor's cookies, so they pass. Whether it changes state is the method's (GET, HEAD
 * and OPTIONS read) unless the caller knows better: a GET of the call table marked
 * `changesState` (launchGame, GCSGAME_addRecentGame) is held to the same rule.
 */
export function isCrossSite(req: { method: string; headers: Headers }, changes = !readOnlyMethods.has(req.method)): boolean {
  if (!changes) return false;
  const site = req.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.headers.get('origin');
  if (!origin) return false;
  try {
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host');
    return new URL(origin).host.toLowerCase() !== (host ?? '').toLowerCase();
  } catch {
    return true;
  }
}

import { NextResponse, type NextRequest } from 'next/server';
import { callerIp, hostOf, merchantForHost, systemStatusFor } from '@/lib/bff/upstream';
import { languageCookie } from '@/lib/i18n/locale';
import { routeRedirect } from '@/lib/routes';
import { langParam, languageOfParam, pathHeader, searchHeader } from '@/lib/seo';
import { systemStatusCodes } from '@/lib/wps/schemas/system';

/** A language asked for by `?lang=` is kept as the visitor's choice, like a pick in the language menu. */
const languageMaxAge_s = 365 * 24 * 3600;

/**
 * Runs before every page: home aliases and unknown /m paths, then the maintenance and
 * 'Access restricted' pages per the merchant's system status (cached, refreshed in the
 * background). A page then renders in the language of its `?lang=` (how a crawler, which keeps
 * no cookie, reaches each language version), and learns its own address (pathHeader).
 */
export async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname } = req.nextUrl;
  const target = routeRedirect(pathname);
  if (target) {
    const url = req.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 307);
  }

  const asked = languageOfParam(req.nextUrl.searchParams.get(langParam));
  if (asked) req.cookies.set(languageCookie, asked);

  if (pathname.startsWith('/m/')) {
    const merchant = await merchantForHost(hostOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host')));
    if (merchant) {
      const status = await systemStatusFor({
        merchant,
        ip: callerIp((n) => req.headers.get(n)),
        language: req.cookies.get(languageCookie)?.value ?? null,
      });
      if (status?.status === systemStatusCodes.maintenance || status?.status === systemStatusCodes.regionRestricted) {
        const url = req.nextUrl.clone();
        url.pathname = status.status === systemStatusCodes.maintenance ? '/status/maintenance' : '/status/restricted';
        url.search = '';
        // 503 tells monitors and search engines the outage is temporary; the restricted page is a 403.
        const res = NextResponse.rewrite(url, { status: status.status === systemStatusCodes.maintenance ? 503 : 403 });
        res.headers.set('Cache-Control', 'no-store');
        return res;
      }
    }
  }
  const headers = new Headers(req.headers);
  headers.set(pathHeader, pathname);
  headers.set(searchHeader, req.nextUrl.search);
  // req.cookies.set rewrote the request's cookie header: the page reads the asked language.
  if (asked) headers.set('cookie', req.cookies.toString());
  const res = NextResponse.next({ request: { headers } });
  if (asked) {
    res.cookies.set(languageCookie, asked, {
      path: '/', maxAge: languageMaxAge_s, sameSite: 'lax', secure: req.headers.get('x-forwarded-proto') === 'https',
    });
  }
  return res;
}

export const config = {
  matcher: ['/', '/m', '/m/:path*'],
};

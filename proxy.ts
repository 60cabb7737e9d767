import { NextResponse, type NextRequest } from 'next/server';
import { callerIp, hostOf, merchantForHost, systemStatusFor } from '@/lib/bff/upstream';
import { routeRedirect } from '@/lib/routes';
import { systemStatusCodes } from '@/lib/wps/schemas/system';

/**
 * Runs before every page: home aliases and unknown /m paths, then the maintenance and
 * 'Access restricted' pages per the merchant's system status (cached, refreshed in the
 * background).
 */
export async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname } = req.nextUrl;
  const target = routeRedirect(pathname);
  if (target) {
    const url = req.nextUrl.clone();
    url.pathname = target;
    return NextResponse.redirect(url, 307);
  }

  if (pathname.startsWith('/m/')) {
    const merchant = await merchantForHost(hostOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host')));
    if (merchant) {
      const status = await systemStatusFor({
        merchant,
        ip: callerIp((n) => req.headers.get(n)),
        language: req.cookies.get('language')?.value ?? null,
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
  return NextResponse.next();
}

export const config = {
  matcher: ['/', '/m', '/m/:path*'],
};

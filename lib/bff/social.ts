import { NextResponse, type NextRequest } from 'next/server';
import {
  isSocialProvider, loginErrorPath, requestOrigin, socialCallbackBody, socialCallbackUrl, socialLoginDone, socialStateCookie,
  socialStateMaxAge_s, stateOfAuthorizationUrl, statesMatch, telegramWidgetCsp, telegramWidgetPage,
} from '@/lib/auth/social';
import { wpsCalls } from '@/lib/wps/calls';
import { cookieSecureFor, openSession, saveIssuedSession } from './session';
import { call, callerIp, hostOf, merchantForHost } from './upstream';

/**
 * The two browser-facing ends of social one-click login (app/auth/[provider]/...). Both talk
 * to the upstream server-side like the BFF does, so the browser never holds a token: start
 * asks for the provider's authorization URL and sends the browser there; callback hands what
 * the provider sent back to the platform and keeps the session in the sealed cookie.
 */
function redirect(req: NextRequest, path: string): NextResponse {
  const res = NextResponse.redirect(new URL(path, requestOrigin((n) => req.headers.get(n), req.nextUrl)), 303);
  res.headers.set('Cache-Control', 'no-store');
  return res;
}

function stateCookie(req: NextRequest, value: string, maxAge_s: number) {
  return {
    name: socialStateCookie, value, httpOnly: true, sameSite: 'lax' as const, secure: cookieSecureFor(req), path: '/auth', maxAge: maxAge_s,
  };
}

async function merchantOf(req: NextRequest): Promise<string | null> {
  return merchantForHost(hostOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host')));
}

function callerOf(req: NextRequest, merchant: string, token: string | null = null) {
  return {
    merchant,
    ip: callerIp((n) => req.headers.get(n)),
    language: req.cookies.get('language')?.value ?? null,
    device: 'web',
    // The platform records it with the login (the member's login history).
    userAgent: req.headers.get('user-agent'),
    token,
  };
}

/** GET /auth/:provider/start */
export async function socialStart(req: NextRequest, provider: string): Promise<NextResponse> {
  if (!isSocialProvider(provider)) return redirect(req, loginErrorPath('request.invalid'));
  const merchant = await merchantOf(req);
  if (!merchant) return redirect(req, loginErrorPath('merchant.unknown'));
  const redirectUri = socialCallbackUrl(requestOrigin((n) => req.headers.get(n), req.nextUrl), provider);
  const r = await call(wpsCalls.sessionSocialStart, callerOf(req, merchant), { query: { provider, redirectUri } });
  if (!r.envelope.success) return redirect(req, loginErrorPath(r.envelope.errorCode));
  const parsed = wpsCalls.sessionSocialStart.value.safeParse(r.envelope.value);
  const value: { url?: string; botName?: string } | null = parsed.success ? parsed.data : null;

  if (provider === 'telegram') {
    if (typeof value?.botName !== 'string') return redirect(req, loginErrorPath('upstream.bad.response'));
    return new NextResponse(telegramWidgetPage({ botName: value.botName, authUrl: redirectUri, title: 'Telegram' }), {
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': telegramWidgetCsp },
    });
  }
  const url = typeof value?.url === 'string' ? value.url : null;
  const state = url ? stateOfAuthorizationUrl(url) : null;
  if (!url || !state) return redirect(req, loginErrorPath('upstream.bad.response'));
  const res = NextResponse.redirect(url, 303);
  res.headers.set('Cache-Control', 'no-store');
  res.cookies.set(stateCookie(req, state, socialStateMaxAge_s));
  return res;
}

/** GET /auth/:provider/callback */
export async function socialCallback(req: NextRequest, provider: string): Promise<NextResponse> {
  // The state cookie is spent whatever happens. Set first: ResponseCookies rewrites every
  // Set-Cookie header it knows of, so the session cookie is appended after it.
  const done = (res: NextResponse, sessionCookies: string[] = []) => {
    res.cookies.set(stateCookie(req, '', 0));
    for (const c of sessionCookies) res.headers.append('Set-Cookie', c);
    return res;
  };
  if (!isSocialProvider(provider)) return done(redirect(req, loginErrorPath('request.invalid')));
  const merchant = await merchantOf(req);
  if (!merchant) return done(redirect(req, loginErrorPath('merchant.unknown')));
  const parsed = socialCallbackBody(provider, req.nextUrl.searchParams);
  if (!parsed.ok) return done(redirect(req, loginErrorPath(parsed.error)));
  if (parsed.body.provider !== 'telegram' && !statesMatch(req.cookies.get(socialStateCookie)?.value, parsed.body.state)) {
    return done(redirect(req, loginErrorPath('social.login.failed')));
  }

  const sessionRes = new NextResponse();
  const session = await openSession(req, sessionRes);
  const token = session.token && session.merchantCode === merchant ? session.token : null;
  const r = await call(wpsCalls.sessionSocialCallback, callerOf(req, merchant, token), { body: parsed.body });
  if (!r.envelope.success) return done(redirect(req, loginErrorPath(r.envelope.errorCode)));
  if (!(await saveIssuedSession(req, session, { merchant, callName: 'sessionSocialCallback', value: r.envelope.value, remember: false }))) {
    return done(redirect(req, loginErrorPath('upstream.bad.response')));
  }
  return done(redirect(req, socialLoginDone), sessionRes.headers.getSetCookie());
}

import { isSocialProvider, telegramWidgetFields, type SocialProvider } from '@/lib/wps/words';

/**
 * Social one-click login in the browser (SPEC §2 login icons, §7), as pure functions: the
 * callback address, the body the callback route sends to the platform, the cookie that ties
 * a provider's answer to the browser that started it, where to go afterwards, and the page
 * that shows Telegram's login widget. Routes: app/auth/[provider]/{start,callback}.
 */
export { isSocialProvider, type SocialProvider };

/** The login screen's one-click icons link here; it redirects to the provider. */
export const socialStartPath = (provider: SocialProvider) => `/auth/${provider}/start`;
export const socialCallbackPath = (provider: SocialProvider) => `/auth/${provider}/callback`;
export const socialCallbackUrl = (origin: string, provider: SocialProvider) => `${origin}${socialCallbackPath(provider)}`;

/** Where a member goes after a social login. */
export const socialLoginDone = '/m/home';

/**
 * The state of an authorization, kept in an httpOnly cookie by the start route and compared
 * with the one the provider sends back: a callback link made in another browser (login CSRF,
 * which would sign the victim into the attacker's account) does not match it.
 */
export const socialStateCookie = 'wps_social_state';
export const socialStateMaxAge_s = 10 * 60;

/** The origin the browser sees: the proxy's X-Forwarded-Proto/Host when present, else the request URL's. */
export function requestOrigin(get: (name: string) => string | null, url: URL): string {
  const proto = get('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = (get('x-forwarded-host') ?? get('host'))?.split(',')[0]?.trim();
  const scheme = proto === 'https' || proto === 'http' ? proto : url.protocol.replace(':', '');
  return host && /^[A-Za-z0-9.\-:[\]]{1,260}$/.test(host) ? `${scheme}://${host}` : url.origin;
}

/** `/m/login?error=<code>`, the code reduced to what an error code may look like. */
export function loginErrorPath(code: string | null | undefined): string {
  const safe = typeof code === 'string' && /^[A-Za-z0-9._-]{1,64}$/.test(code) ? code : 'unknown.error';
  return `/m/login?error=${encodeURIComponent(safe)}`;
}

export type SocialCallbackBody =
  | { provider: 'google' | 'facebook'; code: string; state: string; iss?: string }
  | ({ provider: 'telegram' } & Record<string, string>);

/**
 * The body of POST /wps/session/social/callback from the query the provider redirected with,
 * or the error code to show: a provider that reports an error (the person cancelled) or a
 * query without the fields is a failed social login.
 */
export function socialCallbackBody(provider: SocialProvider, query: URLSearchParams): { ok: true; body: SocialCallbackBody } | { ok: false; error: string } {
  if (provider === 'telegram') {
    const fields: Record<string, string> = {};
    for (const k of telegramWidgetFields) {
      const v = query.get(k);
      if (v !== null) fields[k] = v;
    }
    if (!fields.id || !fields.auth_date || !fields.hash || fields.first_name === undefined) return { ok: false, error: 'social.login.failed' };
    return { ok: true, body: { provider, ...fields } };
  }
  const code = query.get('code');
  const state = query.get('state');
  if (query.has('error') || !code || !state) return { ok: false, error: 'social.login.failed' };
  const iss = query.get('iss');
  return { ok: true, body: { provider, code, state, ...(iss !== null ? { iss } : {}) } };
}

/** The state parameter of an authorization URL the platform answered, or null. */
export function stateOfAuthorizationUrl(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.searchParams.get('state');
  } catch {
    return null;
  }
}

/** True when the state cookie of this browser is the state the provider sent back. */
export function statesMatch(fromCookie: string | null | undefined, fromQuery: string | null | undefined): boolean {
  if (!fromCookie || !fromQuery || fromCookie.length !== fromQuery.length) return false;
  let diff = 0;
  for (let i = 0; i < fromCookie.length; i++) diff |= fromCookie.charCodeAt(i) ^ fromQuery.charCodeAt(i);
  return diff === 0;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A page with Telegram's login widget: Telegram shows its button, signs the person's fields
 * with the bot token, and sends the browser to `authUrl` (our callback) with them in the query.
 */
export function telegramWidgetPage(a: { botName: string; authUrl: string; title: string }): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(a.title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#14161b}</style></head>
<body><script async src="https://telegram.org/js/telegram-widget.js?22" data-telegram-login="${escapeHtml(a.botName)}" data-size="large" data-auth-url="${escapeHtml(a.authUrl)}" data-request-access="write"></script></body></html>`;
}

/** What the Telegram widget page may load: Telegram's script and its login frame, nothing else. */
export const telegramWidgetCsp = "default-src 'none'; script-src https://telegram.org; frame-src https://oauth.telegram.org; style-src 'unsafe-inline'; img-src https://telegram.org; base-uri 'none'; form-action 'none'";

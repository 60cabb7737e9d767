import { NextResponse, type NextRequest } from 'next/server';
import { changesState, findCall, secretValueKeys, type WpsCallName } from '@/lib/wps/calls';
import { fail, type Envelope } from '@/lib/wps/envelope';
import { errorCatalogue, type ErrorCode } from '@/lib/wps/errors';
import { jsonTooDeep } from '@/lib/wps/json-depth';
import { requestBody_bytes_max } from '@/lib/wps/limits';
import { isCrossSite } from './cross-site';
import { openSession, readSessionData, saveIssuedSession } from './session';
import { call, callerIp, hostOf, merchantForHost } from './upstream';

/** Cookies the upstream binds state to; the BFF carries them between browser and upstream, no others. */
const relayedCookies = ['captchaId', 'SHELL_deviceId'] as const;
/**
 * The shape of the ids upstreams put in those cookies (base64url, hex, UUID). A value of any
 * other shape is not relayed: `captchaId=%01` decodes to a control character, which would make
 * the upstream request's Cookie header invalid and fail every call of that browser.
 */
const relayedCookieValue = /^[A-Za-z0-9._~+/=-]{1,256}$/;

/** Calls whose success hands out a session: the BFF keeps the token in the sealed cookie. */
const sessionIssuers = new Set<WpsCallName>([
  'sessionLogin', 'sessionLoginAgent', 'sessionLoginVerification', 'sessionLoginFreeplay', 'memberRegister', 'memberRegisterMobile',
  'memberPasswordSms', 'memberPasswordVerification', 'memberPasswordReset', 'sessionSocialCallback',
]);
const sessionEnders = new Set<WpsCallName>(['sessionLogout', 'sessionLogoutPost']);
/** Keys never passed to the browser, at any depth. */
const secretKeys = new Set<string>(secretValueKeys);

function answer(envelope: Envelope, status: number): NextResponse {
  return NextResponse.json({ ...envelope, status: envelope.success }, { status, headers: { 'Cache-Control': 'no-store' } });
}

function refuse(code: ErrorCode): NextResponse {
  return answer(fail(code, errorCatalogue[code].message), errorCatalogue[code].status);
}

export function stripSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => stripSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!secretKeys.has(k)) out[k] = stripSecrets(v, depth + 1);
  return out;
}


/** The body as text, or null past the call's body limit: it is never read further than that. */
async function readText(req: NextRequest, bytes_max: number): Promise<string | null> {
  if (Number(req.headers.get('content-length') ?? 0) > bytes_max) return null;
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size_bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size_bytes += value.byteLength;
    if (size_bytes > bytes_max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function readBody(req: NextRequest, form: boolean, bytes_max: number): Promise<unknown | NextResponse> {
  const text = await readText(req, bytes_max);
  if (text === null) return refuse('request.too.large');
  if (text === '') return {};
  if (form || req.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  // Nesting deeper than any call needs parses, but overflows the stack when forwarded: refused first.
  if (jsonTooDeep(text)) return refuse('request.invalid');
  try {
    return JSON.parse(text);
  } catch {
    return refuse('request.invalid');
  }
}

/**
 * The BFF: the browser calls /wps/... and /lgw/... on the web origin with plain JSON; this
 * forwards only calls of the lib/wps table to the upstream, adding Merchant (by Host),
 * Authorization (from the sealed session cookie), body encryption, the client IP, Language
 * and Device, and answers the upstream's envelope without any token in it.
 */
export async function bff(req: NextRequest): Promise<NextResponse> {
  const path = req.nextUrl.pathname;
  const wpsCall = findCall(req.method, path);
  if (!wpsCall) return refuse('not.found');
  if (isCrossSite(req, changesState(wpsCall))) return refuse('cross.site.refused');

  const host = hostOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host'));
  const merchant = await merchantForHost(host);
  if (!merchant) return refuse('merchant.unknown');

  const stored = await readSessionData(req);
  const token = stored.token && stored.merchantCode === merchant ? stored.token : null;

  let body: unknown;
  if (wpsCall.method !== 'GET') {
    const b = await readBody(req, !!wpsCall.form, wpsCall.bodyBytes_max ?? requestBody_bytes_max);
    if (b instanceof NextResponse) return b;
    body = b;
  }
  const cookie = relayedCookies
    .flatMap((name) => {
      const value = req.cookies.get(name)?.value;
      return value !== undefined && relayedCookieValue.test(value) ? [`${name}=${value}`] : [];
    })
    .join('; ');

  // A path with parameters (`/lgw/orders/detail/:id/info`) goes upstream as the browser sent it,
  // findCall having checked each parameter is one id-like segment.
  const upstreamCall = wpsCall.path.includes('/:') ? { ...wpsCall, path: path.replace(/\/+$/, '') } : wpsCall;
  const r = await call(upstreamCall, {
    merchant,
    ip: callerIp((n) => req.headers.get(n)),
    language: req.headers.get('language') ?? req.cookies.get('language')?.value ?? null,
    device: req.headers.get('device') ?? 'web',
    // The platform records it with a login (the member's login history); other calls ignore it.
    userAgent: req.headers.get('user-agent'),
    token,
    cookie: cookie || null,
    // The platform builds links (password-reset e-mails) on the origin the visitor used.
    forwardedHost: req.headers.get('x-forwarded-host') ?? req.headers.get('host'),
    forwardedProto: req.headers.get('x-forwarded-proto') ?? req.nextUrl.protocol.replace(':', ''),
  }, { query: req.nextUrl.searchParams, body });

  const env = r.envelope;
  // The cookie is opened for writing only by the calls that change it.
  const res = new NextResponse();
  if (env.success && sessionIssuers.has(wpsCall.name)) {
    // Remember me keeps the cookie 30 days; otherwise it ends with the browser session.
    const remember = (body as { remember?: unknown } | undefined)?.remember === true;
    await saveIssuedSession(req, await openSession(req, res), { merchant, callName: wpsCall.name, value: env.value, remember });
  }
  if (sessionEnders.has(wpsCall.name) || (token && (env.errorCode === 'login.not.session' || env.errorCode === 'user.or.token.invalid'))) {
    (await openSession(req, res)).destroy();
  }

  const out = answer({ ...env, value: stripSecrets(env.value) as Envelope['value'] }, r.httpStatus);
  // A rate-limited member is told how long to wait, as the platform told us.
  if (r.retryAfter) out.headers.set('Retry-After', r.retryAfter);
  for (const c of res.headers.getSetCookie()) out.headers.append('Set-Cookie', c);
  for (const c of r.setCookie) {
    const name = c.split('=', 1)[0]?.trim();
    if ((relayedCookies as readonly string[]).includes(name ?? '')) out.headers.append('Set-Cookie', c);
  }
  return out;
}

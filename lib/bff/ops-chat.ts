import { NextResponse, type NextRequest } from 'next/server';
import { webConfig } from '@/lib/config/web';
import { fail } from '@/lib/wps/envelope';
import { errorCatalogue, type ErrorCode } from '@/lib/wps/errors';
import { imageUploadBody_bytes_max, requestBody_bytes_max } from '@/lib/wps/limits';
import { isCrossSite } from './cross-site';
import { openOpsToken, opsCookie, opsCookieHeader, opsTokenShape, sealOpsToken } from './ops-session';
import { cookieSecureFor } from './session';
import { upstreamFetch } from './transport';
import { callerIp, hostOf, merchantForHost } from './upstream';

/**
 * The operator chat page's backend on the web origin (app/ops/chat): the operator signs in with
 * their back-office token (checked against the platform, then kept sealed in an httpOnly cookie,
 * lib/bff/ops-session.ts), and the page's calls go to the platform's /bo/chat/<merchant>/...
 * for the merchant of this Host, with the token as Bearer. Only the chat's own routes are
 * relayed (the rest of /bo stays with the ops command line).
 */

/** The /bo/chat routes the page may reach, after /bo/chat/<merchant>/. */
const relayed: { method: string; path: RegExp; bytes_max: number }[] = [
  { method: 'GET', path: /^conversations$/, bytes_max: 0 },
  { method: 'GET', path: /^conversations\/\d{1,18}\/messages$/, bytes_max: 0 },
  { method: 'POST', path: /^conversations\/\d{1,18}\/(?:messages|read|assign|status)$/, bytes_max: requestBody_bytes_max },
  { method: 'POST', path: /^conversations\/\d{1,18}\/image$/, bytes_max: imageUploadBody_bytes_max },
  { method: 'GET', path: /^images\/\d{1,18}$/, bytes_max: 0 },
  { method: 'GET', path: /^canned$/, bytes_max: 0 },
  { method: 'POST', path: /^canned$/, bytes_max: requestBody_bytes_max },
  { method: 'DELETE', path: /^canned\/\d{1,18}$/, bytes_max: 0 },
];

const answer = (body: unknown, status: number, extra: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...extra } });
const refuse = (code: ErrorCode) => answer({ ...fail(code, errorCatalogue[code].message), status: false }, errorCatalogue[code].status);

async function boFetch(req: NextRequest, merchant: string, token: string, method: string, rest: string, body?: string): Promise<Response> {
  const url = new URL(`/bo/chat/${encodeURIComponent(merchant)}/${rest}${req.nextUrl.search}`, webConfig().upstreamUrl);
  return upstreamFetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`, 'x-forwarded-for': callerIp((n) => req.headers.get(n)),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body } : {}),
    signal: AbortSignal.timeout(webConfig().upstreamTimeout_ms),
  });
}

async function merchantOf(req: NextRequest): Promise<string | null> {
  return merchantForHost(hostOf(req.headers.get('x-forwarded-host') ?? req.headers.get('host')));
}

/** POST /ops/chat/session {token}: signs the operator in (the platform must accept the token); DELETE signs out. */
export async function opsSession(req: NextRequest): Promise<NextResponse> {
  if (isCrossSite(req)) return refuse('cross.site.refused');
  const secure = cookieSecureFor(req);
  if (req.method === 'DELETE') return answer({ success: true, errorCode: null, value: null, status: true }, 200, { 'Set-Cookie': opsCookieHeader(null, secure) });
  const merchant = await merchantOf(req);
  if (!merchant) return refuse('merchant.unknown');
  const text = await req.text().catch(() => '');
  let token: unknown;
  try {
    token = (JSON.parse(text) as { token?: unknown }).token;
  } catch {
    return refuse('request.invalid');
  }
  if (typeof token !== 'string' || !opsTokenShape.test(token.trim())) return refuse('user.or.token.invalid');
  const check = await boFetch(req, merchant, token.trim(), 'GET', 'canned').catch(() => null);
  if (!check) return refuse('upstream.unavailable');
  if (check.status === 401) return refuse('user.or.token.invalid');
  if (!check.ok) return refuse('upstream.bad.response');
  const sealed = await sealOpsToken(token.trim());
  return answer({ success: true, errorCode: null, value: { merchant }, status: true }, 200, { 'Set-Cookie': opsCookieHeader(sealed, secure) });
}

/** GET|POST|DELETE /ops/chat/api/<route>: one of the relayed /bo/chat routes, as the signed-in operator. */
export async function opsChatApi(req: NextRequest, rest: string): Promise<NextResponse> {
  const route = relayed.find((r) => r.method === req.method && r.path.test(rest));
  if (!route) return refuse('not.found');
  if (isCrossSite(req)) return refuse('cross.site.refused');
  const token = await openOpsToken(req.cookies.get(opsCookie.name)?.value);
  if (!token) return refuse('login.not.session');
  const merchant = await merchantOf(req);
  if (!merchant) return refuse('merchant.unknown');
  let body: string | undefined;
  if (req.method === 'POST') {
    if (Number(req.headers.get('content-length') ?? 0) > route.bytes_max) return refuse('request.too.large');
    body = await req.text();
    if (Buffer.byteLength(body) > route.bytes_max) return refuse('request.too.large');
  }
  const res = await boFetch(req, merchant, token, req.method, rest, body).catch(() => null);
  if (!res) return refuse('upstream.unavailable');
  const json: unknown = await res.json().catch(() => null);
  if (!json || typeof json !== 'object') return refuse('upstream.bad.response');
  const out = answer({ ...(json as object), status: (json as { success?: boolean }).success === true }, res.status);
  // A token the platform no longer accepts ends the page's sign-in.
  if (res.status === 401) out.headers.set('Set-Cookie', opsCookieHeader(null, cookieSecureFor(req)));
  return out;
}

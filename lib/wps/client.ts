import type { WpsCall } from './calls';
import { encryptRequestBody } from './crypto';
import { fail, normaliseEnvelope, type Envelope } from './envelope';
import { errorCatalogue, type ErrorCode } from './errors';
import { encryptedPayload_bytes_max, requestBody_bytes_max } from './limits';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  baseUrl: string;
  merchant: string;
  token?: string | null;
  /** The client's address, sent as X-Forwarded-For (the platform trusts its loopback peer). */
  ip?: string | null;
  language?: string | null;
  device?: string | null;
  /** The browser's User-Agent, relayed for the member's login history (at most 512 characters). */
  userAgent?: string | null;
  moduleId?: string | null;
  query?: Record<string, QueryValue | QueryValue[]> | URLSearchParams;
  body?: unknown;
  /** The web origin the visitor used (for links the upstream builds, such as password-reset e-mails). */
  forwardedHost?: string | null;
  forwardedProto?: string | null;
  /** Cookies the upstream binds state to (captchaId), as a Cookie header value. */
  cookie?: string | null;
  timeout_ms: number;
  fetchImpl?: typeof fetch;
}

export interface CallResult {
  httpStatus: number;
  envelope: Envelope;
  setCookie: string[];
  /** The upstream's Retry-After on a 429 or 503 (seconds or an HTTP date), for the browser to wait as long. */
  retryAfter: string | null;
}

/**
 * A language code (EN, zh, pt-BR). The language often comes from a cookie the browser may hold
 * in any form; one of another shape is not sent, and the upstream answers in the merchant's default.
 */
export const languageShape = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

const rsaKeys = new Map<string, { modulus: string; at_ms: number }>();
const rsaKeyTtl_ms = 5 * 60 * 1000;

function failure(code: ErrorCode): CallResult {
  return { httpStatus: errorCatalogue[code].status, envelope: fail(code, errorCatalogue[code].message), setCookie: [], retryAfter: null };
}

function buildUrl(base: string, path: string, query: CallOptions['query']): string {
  const url = new URL(base + path);
  if (query instanceof URLSearchParams) {
    query.forEach((v, k) => url.searchParams.append(k, v));
  } else if (query) {
    for (const [k, v] of Object.entries(query)) {
      for (const item of Array.isArray(v) ? v : [v]) if (item !== undefined && item !== null) url.searchParams.append(k, String(item));
    }
  }
  return url.toString();
}

/** A Retry-After worth passing on: delay seconds or an HTTP date, nothing else (it becomes a header of ours). */
function retryAfterOf(value: string | null): string | null {
  const v = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(v)) return v;
  return v.length <= 64 && /^[A-Za-z0-9 ,:]+$/.test(v) && !Number.isNaN(Date.parse(v)) ? v : null;
}

/** HTTP statuses by which a server refuses a request for its size (body, URL, header block). */
const tooLargeStatuses = new Set([413, 414, 431]);
const utf8 = new TextEncoder();

async function send(call: WpsCall, o: CallOptions, extraHeaders: Record<string, string>, body: string | undefined): Promise<CallResult> {
  // The upstream reads no more than this; a body it would refuse is refused here with the same answer.
  if (body !== undefined && utf8.encode(body).length > (call.bodyBytes_max ?? requestBody_bytes_max)) return failure('request.too.large');
  const headers: Record<string, string> = {
    Merchant: o.merchant,
    'X-Gateway-Version': '3',
    ModuleId: o.moduleId ?? call.module,
    Device: o.device ?? 'web',
    Accept: 'application/json',
    ...extraHeaders,
  };
  if (o.token) headers.Authorization = o.token;
  if (o.ip) headers['X-Forwarded-For'] = o.ip;
  if (o.language && languageShape.test(o.language)) headers.Language = o.language.toUpperCase();
  if (o.cookie) headers.Cookie = o.cookie;
  // Printable ASCII only: anything else is not a browser's and would make the header invalid.
  const userAgent = o.userAgent?.replace(/[^\x20-\x7e]/g, '').slice(0, 512);
  if (userAgent) headers['User-Agent'] = userAgent;
  if (o.forwardedHost) headers['X-Forwarded-Host'] = o.forwardedHost;
  if (o.forwardedProto) headers['X-Forwarded-Proto'] = o.forwardedProto;
  let res: Response;
  try {
    res = await (o.fetchImpl ?? fetch)(buildUrl(o.baseUrl, call.path, o.query), {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.timeout(o.timeout_ms),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch (e) {
    const name = (e as Error).name;
    return failure(name === 'TimeoutError' || name === 'AbortError' ? 'upstream.timeout' : 'upstream.unavailable');
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    // A server or proxy in front of the upstream that refuses a request for its size answers a page of its own.
    if (tooLargeStatuses.has(res.status)) return failure('request.too.large');
    return failure(res.status >= 500 ? 'upstream.unavailable' : 'upstream.bad.response');
  }
  const envelope = normaliseEnvelope(json);
  if (envelope.errorCode === 'upstream.bad.response') {
    if (tooLargeStatuses.has(res.status)) return failure('request.too.large');
    return failure(res.status >= 500 ? 'upstream.unavailable' : 'upstream.bad.response');
  }
  const setCookie = typeof res.headers.getSetCookie === 'function' ? res.headers.getSetCookie() : [];
  return { httpStatus: res.status, envelope, setCookie, retryAfter: retryAfterOf(res.headers.get('retry-after')) };
}

async function modulusFor(o: CallOptions, refresh: boolean): Promise<string | null> {
  const key = `${o.baseUrl}|${o.merchant}`;
  const hit = rsaKeys.get(key);
  if (hit && !refresh && Date.now() - hit.at_ms < rsaKeyTtl_ms) return hit.modulus;
  const r = await send({ method: 'GET', path: '/wps/session/key/rsa', module: 'COMM3', session: 'none' }, { ...o, query: undefined, token: null }, {}, undefined);
  const modulus = r.envelope.success && typeof r.envelope.value === 'string' ? r.envelope.value.replace(/["\s]/g, '') : null;
  if (modulus && /^[0-9a-fA-F]+$/.test(modulus)) {
    rsaKeys.set(key, { modulus, at_ms: Date.now() });
    return modulus;
  }
  return null;
}

/**
 * Calls the WPS upstream for one call of the table and answers our envelope, whatever
 * happens: a timeout, an unreachable host, a 5xx page or a non-JSON answer become
 * upstream.* codes. Encrypted calls fetch the merchant's RSA modulus (cached), and retry
 * once with a fresh key when the upstream rejects the body (its key may have rotated).
 */
export async function callWps(call: WpsCall, o: CallOptions): Promise<CallResult> {
  if (call.method === 'GET' || o.body === undefined) return send(call, o, {}, undefined);
  if (call.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((o.body ?? {}) as Record<string, unknown>)) if (v !== undefined && v !== null) form.append(k, String(v));
    return send(call, o, { 'Content-Type': 'application/x-www-form-urlencoded' }, form.toString());
  }
  if (!call.encrypted) return send(call, o, { 'Content-Type': 'application/json;charset=UTF-8' }, JSON.stringify(o.body));
  // The ciphertext goes in a header too (X-Digest): a payload whose headers the upstream could not read is refused here.
  if (utf8.encode(JSON.stringify(o.body)).length > encryptedPayload_bytes_max) return failure('request.too.large');
  for (const refresh of [false, true]) {
    const modulus = await modulusFor(o, refresh);
    if (!modulus) return failure('upstream.unavailable');
    const enc = encryptRequestBody(o.body, modulus);
    const r = await send(call, o, { 'Content-Type': 'application/json;charset=UTF-8', ...enc.headers }, JSON.stringify(enc.body));
    if (r.envelope.errorCode !== 'request_body_required' || refresh) return r;
  }
  return failure('upstream.unavailable');
}

import type { FastifyInstance } from 'fastify';
import type { Response } from 'light-my-request';
import { wpsCalls, type WpsCallName } from '@/lib/wps/calls';
import { encryptRequestBody } from '@/lib/wps/crypto';

export interface WpsCallOptions {
  /** The request payload; encrypted when the call is, form-encoded when it is a form call. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** The raw session token, sent as Authorization. */
  token?: string | null;
  /** A Cookie header value, e.g. `captchaId=...`. */
  cookie?: string | null;
  /** The client's address: sent as X-Forwarded-For from a loopback (trusted) peer, as the BFF does. */
  ip?: string;
  /** Merchant code (default `demo`, the seeded merchant). */
  merchant?: string;
  headers?: Record<string, string>;
}

// One modulus per app and merchant: the RSA key of a merchant does not change within a test file.
const moduli = new WeakMap<FastifyInstance, Map<string, string>>();

/** The merchant's RSA modulus, as a WPS client learns it: GET /wps/session/key/rsa. */
export async function rsaModulus(app: FastifyInstance, merchant = 'demo'): Promise<string> {
  let perApp = moduli.get(app);
  if (!perApp) moduli.set(app, (perApp = new Map()));
  const hit = perApp.get(merchant);
  if (hit) return hit;
  const r = await app.inject({ method: 'GET', url: wpsCalls.sessionKeyRsa.path, headers: { merchant } });
  const v: unknown = r.json().value;
  if (typeof v !== 'string') throw new Error(`no RSA modulus for merchant ${merchant}: ${r.body}`);
  perApp.set(merchant, v);
  return v;
}

/**
 * One call of the lib/wps table through app.inject, as a real client makes it: the Merchant
 * header, the token in Authorization, and the body encrypted with the merchant's RSA key
 * when the call is encrypted (form-encoded for form calls, JSON otherwise).
 */
export async function wpsCall(app: FastifyInstance, name: WpsCallName, o: WpsCallOptions = {}): Promise<Response> {
  const call = wpsCalls[name];
  const merchant = o.merchant ?? 'demo';
  const headers: Record<string, string> = { merchant, ...(o.headers ?? {}) };
  if (o.token) headers.authorization = o.token;
  if (o.cookie) headers.cookie = o.cookie;
  if (o.ip) headers['x-forwarded-for'] = o.ip;
  let payload: string | undefined;
  if (call.method !== 'GET' && o.body !== undefined) {
    if ('encrypted' in call && call.encrypted) {
      const enc = encryptRequestBody(o.body, await rsaModulus(app, merchant));
      Object.assign(headers, enc.headers, { 'content-type': 'application/json;charset=UTF-8' });
      payload = JSON.stringify(enc.body);
    } else if ('form' in call && call.form) {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(o.body as Record<string, unknown>)) if (v !== undefined && v !== null) form.append(k, String(v));
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = form.toString();
    } else {
      headers['content-type'] = 'application/json;charset=UTF-8';
      payload = JSON.stringify(o.body);
    }
  }
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(o.query ?? {})) if (v !== undefined) query[k] = String(v);
  return app.inject({
    method: call.method,
    url: call.path,
    query,
    headers,
    remoteAddress: '127.0.0.1',
    ...(payload !== undefined ? { payload } : {}),
  });
}

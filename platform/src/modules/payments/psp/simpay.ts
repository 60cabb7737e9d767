import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { PspError, PspSignatureError, type PspAdapter, type PspAdapterFactory, type PspCallback, type PspChannelSettings } from './adapter';

/**
 * simpay: a small PSP protocol (documented in ../README.md). Every message is JSON; the sender
 * signs the exact bytes of the body with HMAC-SHA256 under the secret shared per merchant
 * account, hex in the `X-Simpay-Signature` header, and names the account in
 * `X-Simpay-Merchant`. Bodies carry a `timestamp` (ms) so two messages never sign the same.
 *
 * - Create: POST <baseUrl>/v1/payments {merchantId, orderId, amount_minor (string), currency,
 *   notifyUrl, timestamp} → 200 {pspReference, payUrl?, qrContent?}.
 * - Callback: POST <notifyUrl> {merchantId, orderId, pspReference, amount_minor (string),
 *   currency, status: 'paid'|'failed', timestamp} → 2xx with body `OK` stops the retries.
 */
export const simpayHeaders = { signature: 'x-simpay-signature', merchant: 'x-simpay-merchant' } as const;

export function simpaySign(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a hex signature over rawBody. */
export function simpayVerify(secret: string, rawBody: string, signature: string | undefined): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(simpaySign(secret, rawBody), 'hex');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const minorText = z.string().regex(/^[0-9]{1,18}$/);

export const simpayCreateRequestSchema = z.object({
  merchantId: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  amount_minor: minorText,
  currency: z.string().regex(/^[A-Z]{3}$/),
  notifyUrl: z.string().url().max(2048),
  timestamp: z.number().int(),
});

const createAnswerSchema = z.object({
  pspReference: z.string().min(1).max(128),
  payUrl: z.string().url().max(2048).optional(),
  qrContent: z.string().min(1).max(2048).optional(),
}).refine((a) => a.payUrl || a.qrContent, 'payUrl or qrContent');

export const simpayCallbackSchema = z.object({
  merchantId: z.string().min(1).max(64),
  orderId: z.string().regex(/^[0-9]{1,18}$/),
  pspReference: z.string().min(1).max(128),
  amount_minor: minorText,
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'failed']),
  timestamp: z.number().int(),
});

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const v = headers[name];
  return Array.isArray(v) ? undefined : v;
}

export const simpay: PspAdapterFactory = (s: PspChannelSettings): PspAdapter => ({
  callbackAck: { contentType: 'text/plain; charset=utf-8', body: 'OK' },

  async createPayment(order) {
    const body = JSON.stringify({
      merchantId: s.merchantId, orderId: order.orderId, amount_minor: order.amount_minor.toString(), currency: order.currency,
      notifyUrl: order.notifyUrl, timestamp: Date.now(),
    });
    let res: Response;
    try {
      res = await fetch(new URL('/v1/payments', s.baseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json', [simpayHeaders.merchant]: s.merchantId, [simpayHeaders.signature]: simpaySign(s.secret, body),
        },
        body,
        signal: AbortSignal.timeout(s.timeout_ms),
      });
    } catch (e) {
      throw new PspError(`simpay unreachable: ${(e as Error).name}`);
    }
    const text = await res.text().catch(() => '');
    if (!res.ok) throw new PspError(`simpay answered HTTP ${res.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new PspError('simpay answered something that is not JSON');
    }
    const a = createAnswerSchema.safeParse(parsed);
    if (!a.success) throw new PspError('simpay answered an unexpected shape');
    return { pspReference: a.data.pspReference, payUrl: a.data.payUrl, qrContent: a.data.qrContent };
  },

  verifyCallback(rawBody, headers): PspCallback {
    if (!simpayVerify(s.secret, rawBody, header(headers, simpayHeaders.signature))) throw new PspSignatureError('bad simpay signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new PspSignatureError('simpay callback is not JSON');
    }
    const c = simpayCallbackSchema.safeParse(parsed);
    if (!c.success) throw new PspSignatureError('simpay callback has an unexpected shape');
    if (c.data.merchantId !== s.merchantId) throw new PspSignatureError('simpay callback for another merchant account');
    return { orderId: c.data.orderId, pspReference: c.data.pspReference, amount_minor: BigInt(c.data.amount_minor), status: c.data.status };
  },
});

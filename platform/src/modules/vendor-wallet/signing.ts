import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * X-Signature of a vendor call: lower-case hex HMAC-SHA256 of the raw body bytes, keyed with
 * the vendor's secret as UTF-8 text (so `openssl dgst -sha256 -hmac "$SECRET"` computes it).
 */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const hexSignature = /^[0-9a-fA-F]{64}$/;

/** True when header is the signature of body under secret; compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  if (header === undefined || !hexSignature.test(header)) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

import { generateKeyPairSync } from 'node:crypto';

export interface RsaKeyPair {
  /** The public modulus as hex, what GET /wps/session/key/rsa answers. */
  n: string;
  e: number;
  /** The private exponent as hex; stays on the platform. */
  d: string;
}

function base64UrlToHex(text: string | undefined): string {
  if (!text) throw new Error('generateRsaKeyPair: the JWK lacks a component');
  return Buffer.from(text, 'base64url').toString('hex');
}

/**
 * A merchant's RSA key pair for the Encryption header (lib/wps/crypto.ts). 1024 bits is
 * what the existing clients expect; the scheme is compatibility, not security.
 */
export function generateRsaKeyPair(bits = 1024): RsaKeyPair {
  if (!Number.isInteger(bits) || bits < 512 || bits > 4096) throw new Error('generateRsaKeyPair: bits out of range');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits, publicExponent: 65537 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { n: base64UrlToHex(jwk.n), e: 65537, d: base64UrlToHex(jwk.d) };
}

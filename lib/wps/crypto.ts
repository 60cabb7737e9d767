import CryptoJS from 'crypto-js';
import { WpsError } from './errors';
import { jsonTooDeep } from './json-depth';

/**
 * WPS request-body encryption (WPS-PROTOCOL.md, "Body encryption"): a fresh 16-character
 * key per request, the body under single DES/ECB/PKCS#7 with the key's first 8 bytes, and
 * the key itself under textbook RSA (no padding) in the `Encryption` header. This scheme is
 * compatibility with the existing clients, not security: TLS protects the hop, and the RSA
 * here is neither padded nor constant-time. Nothing in this file may log a body or a key.
 *
 * Pure TypeScript on crypto-js and BigInt, because the same code runs in the Next.js server,
 * in the platform and in jest; Node's OpenSSL 3 has no DES without the legacy provider.
 */

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const keyLength = 16;
/** The largest Encryption header we look at: a 4096-bit ciphertext is 1024 hex digits. */
export const maxEncryptionHeaderLength = 1024;
/** The largest encrypted body we decrypt, in characters of request text. */
export const maxEncryptedBodyLength = 256 * 1024;
/** A broken random source must not spin forever; 8 rounds of 32 bytes is ample for 16 chars. */
const maxRandomRounds = 8;

type RandomBytes = (n: number) => Uint8Array;

const defaultRandomBytes: RandomBytes = (n) => globalThis.crypto.getRandomValues(new Uint8Array(n));

/**
 * A fresh body key: 16 characters from [A-Za-z0-9]. Bytes at or above 248 (4 × 62) are
 * thrown away, so every character is equally likely (no modulo bias).
 */
export function randomKey(randomBytes: RandomBytes = defaultRandomBytes): string {
  const limit = 256 - (256 % keyAlphabet.length);
  let key = '';
  for (let round = 0; round < maxRandomRounds && key.length < keyLength; round++) {
    for (const byte of randomBytes(2 * keyLength)) {
      if (byte >= limit) continue;
      key += keyAlphabet[byte % keyAlphabet.length];
      if (key.length === keyLength) return key;
    }
  }
  throw new Error('randomKey: the random source gave too few usable bytes');
}

// ---------------------------------------------------------------------------------------
// Bytes, text and hex

const utf8Encoder = new TextEncoder();
const utf8Decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function bytesToWordArray(bytes: Uint8Array): CryptoJS.lib.WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function wordArrayToBytes(wa: CryptoJS.lib.WordArray): Uint8Array {
  const out = new Uint8Array(wa.sigBytes);
  for (let i = 0; i < wa.sigBytes; i++) out[i] = (wa.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return out;
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let v = 0n;
  for (const b of bytes) v = (v << 8n) | BigInt(b);
  return v;
}

function bigIntToBytes(v: bigint): Uint8Array {
  const out: number[] = [];
  for (let x = v; x > 0n; x >>= 8n) out.push(Number(x & 0xffn));
  return Uint8Array.from(out.reverse());
}

function parseHex(text: string, what: string): bigint {
  if (!/^[0-9a-fA-F]+$/.test(text)) throw new Error(`${what} is not hex`);
  return BigInt(`0x${text}`);
}

/** Some hosts answer the modulus as a JSON string or with a trailing newline. */
function cleanModulusHex(modulusHex: string): string {
  return modulusHex.trim().replace(/^["']+|["']+$/g, '').trim();
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

// ---------------------------------------------------------------------------------------
// DES (CryptoJS semantics)

function desKey(key: string): CryptoJS.lib.WordArray {
  const bytes = utf8Encoder.encode(key);
  // CryptoJS would silently read missing key bytes as zero; a short key is a caller's mistake.
  if (bytes.length < 8) throw new Error('des: the key has fewer than 8 bytes');
  return bytesToWordArray(bytes.subarray(0, 8));
}

const desOptions = { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 };

/** DES/ECB/PKCS#7 of the UTF-8 plaintext under the first 8 bytes of `key`, as Base64. */
export function desEncrypt(plaintext: string, key: string): string {
  return CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plaintext), desKey(key), desOptions).ciphertext.toString(
    CryptoJS.enc.Base64,
  );
}

/**
 * The inverse of desEncrypt. Stricter than CryptoJS, whose PKCS#7 unpadding trusts the last
 * byte blindly: here the Base64, the block length, the padding and the UTF-8 are all checked,
 * and any failure throws.
 */
export function desDecrypt(base64: string, key: string): string {
  if (base64.length === 0 || base64.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) {
    throw new Error('des: the ciphertext is not Base64');
  }
  const ciphertext = CryptoJS.enc.Base64.parse(base64);
  if (ciphertext.sigBytes === 0 || ciphertext.sigBytes % 8 !== 0) throw new Error('des: the ciphertext is not whole blocks');
  const params = CryptoJS.lib.CipherParams.create({ ciphertext });
  const padded = wordArrayToBytes(
    CryptoJS.DES.decrypt(params, desKey(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.NoPadding }),
  );
  const pad = padded[padded.length - 1]!;
  if (pad < 1 || pad > 8) throw new Error('des: bad padding');
  for (let i = padded.length - pad; i < padded.length; i++) {
    if (padded[i] !== pad) throw new Error('des: bad padding');
  }
  return utf8Decoder.decode(padded.subarray(0, padded.length - pad));
}

// ---------------------------------------------------------------------------------------
// RSA without padding

/**
 * Textbook RSA of the key: m is the integer whose big-endian bytes are the UTF-8 bytes of
 * `key` (what RSA.js gives for the reversed key packed little-endian), c = m^e mod n, as
 * lower-case hex padded to the modulus length (so it equals a raw RSA block in hex).
 */
export function rsaWrapKey(key: string, modulusHex: string, exponent = 65537): string {
  const hex = cleanModulusHex(modulusHex);
  const n = parseHex(hex, 'rsa: the modulus');
  if (n < 3n) throw new Error('rsa: the modulus is too small');
  if (!Number.isSafeInteger(exponent) || exponent < 3) throw new Error('rsa: bad exponent');
  const m = bytesToBigInt(utf8Encoder.encode(key));
  if (m === 0n || m >= n) throw new Error('rsa: the key does not fit the modulus');
  const c = modPow(m, BigInt(exponent), n);
  const width = Math.ceil(n.toString(16).length / 2) * 2;
  return c.toString(16).padStart(width, '0');
}

/** m = c^d mod n, leading zero bytes dropped, read as UTF-8. Throws on any malformed input. */
export function rsaUnwrapKey(hex: string, key: { n: string; d: string }): string {
  const c = parseHex(hex, 'rsa: the ciphertext');
  const n = parseHex(key.n, 'rsa: the modulus');
  const d = parseHex(key.d, 'rsa: the private exponent');
  if (c === 0n || c >= n) throw new Error('rsa: the ciphertext is out of range');
  const bytes = bigIntToBytes(modPow(c, d, n));
  if (bytes.length === 0) throw new Error('rsa: empty key');
  return utf8Decoder.decode(bytes);
}

// ---------------------------------------------------------------------------------------
// Request bodies

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/** The body and headers of an encrypted call, in the form all recent clients send. */
export function encryptRequestBody(payload: unknown, modulusHex: string, key = randomKey()): EncryptedRequest {
  const plaintext = JSON.stringify(payload);
  if (plaintext === undefined) throw new Error('encryptRequestBody: the payload is not JSON');
  const modulus = cleanModulusHex(modulusHex);
  const value = desEncrypt(plaintext, key);
  return {
    body: { value },
    headers: { Encryption: rsaWrapKey(key, modulus), 'X-Digest': value, 'X-RSA': modulus },
  };
}

function asText(raw: unknown): string | null {
  if (typeof raw === 'string') return raw;
  if (raw instanceof Uint8Array) {
    if (raw.length > maxEncryptedBodyLength) return null;
    return utf8Decoder.decode(raw);
  }
  return null;
}

function valueOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const value = (body as { value?: unknown }).value;
  return typeof value === 'string' && value.length <= maxEncryptedBodyLength ? value.trim() : null;
}

/**
 * The Base64 ciphertext out of one of the three body forms, or null: the raw Base64 text,
 * a JSON string literal of it, or `{"value": "<base64>"}` (as text or already parsed).
 * Base64 never starts with `{` or `"`, so the forms cannot be confused.
 */
function ciphertextOf(raw: unknown): string | null {
  const text = asText(raw);
  if (text === null) return valueOf(raw);
  if (text.length > maxEncryptedBodyLength) return null;
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return valueOf(JSON.parse(trimmed));
  if (trimmed.startsWith('"')) {
    const literal: unknown = JSON.parse(trimmed);
    return typeof literal === 'string' ? literal.trim() : null;
  }
  return trimmed;
}

/**
 * The payload of an encrypted request. `raw` is the request text (or what a body parser
 * made of it); every failure, whatever its cause, is `request_body_required`, so a caller
 * learns nothing about which check failed.
 */
export function decryptRequestBody(
  raw: unknown,
  encryptionHeader: string | undefined,
  key: { n: string; d: string },
): unknown {
  try {
    const header = encryptionHeader?.trim() ?? '';
    if (header.length === 0 || header.length > maxEncryptionHeaderLength) throw new Error('bad header');
    const ciphertext = ciphertextOf(raw);
    if (ciphertext === null) throw new Error('no ciphertext');
    const plaintext = desDecrypt(ciphertext, rsaUnwrapKey(header, key));
    if (jsonTooDeep(plaintext)) throw new Error('nested too deep');
    const payload = JSON.parse(plaintext) as unknown;
    if (typeof payload !== 'object' || payload === null) throw new Error('not an object');
    return payload;
  } catch {
    throw new WpsError('request_body_required');
  }
}

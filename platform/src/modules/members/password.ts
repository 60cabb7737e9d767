import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (memory-hard) from node:crypto. A hash carries its own
 * parameters and salt, so the cost can be raised later without breaking stored hashes:
 *
 *   $scrypt$ln=15,r=8,p=1$<salt, base64url>$<hash, base64url>
 *
 * ln is log2(N). Nothing here logs a password or returns one.
 */
export interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  ln: number;
  r: number;
  p: number;
}

export const defaultScryptParams: ScryptParams = { ln: 15, r: 8, p: 1 };

const salt_bytes = 16;
const hash_bytes = 32;
/** A password longer than this is refused before hashing: scrypt's cost must not grow with input. */
export const maxPassword_chars = 128;

// Limits on parameters read back from a stored hash: a corrupt row must not make one login
// allocate gigabytes. ln 20 with r 8 is 1 GiB; we stay well below.
const limits = { lnMin: 10, lnMax: 18, rMax: 16, pMax: 4 };

function assertParams(p: ScryptParams): void {
  const ok = Number.isInteger(p.ln) && p.ln >= limits.lnMin && p.ln <= limits.lnMax
    && Number.isInteger(p.r) && p.r >= 1 && p.r <= limits.rMax
    && Number.isInteger(p.p) && p.p >= 1 && p.p <= limits.pMax;
  if (!ok) throw new Error(`scrypt parameters out of range: ln=${p.ln} r=${p.r} p=${p.p}`);
}

function derive(password: string, salt: Buffer, p: ScryptParams, keylen: number): Promise<Buffer> {
  const N = 2 ** p.ln;
  // scrypt needs about 128·N·r bytes; Node refuses anything at or above maxmem (default 32 MiB,
  // which N=2^15, r=8 reaches exactly), so maxmem is set from the parameters with headroom.
  const opts: ScryptOptions = { N, r: p.r, p: p.p, maxmem: 128 * N * p.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, params: ScryptParams = defaultScryptParams): Promise<string> {
  if (password.length === 0 || password.length > maxPassword_chars) throw new Error('password length out of range');
  assertParams(params);
  const salt = randomBytes(salt_bytes);
  const key = await derive(password, salt, params, hash_bytes);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const hashPattern = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{16,128})$/;

/** The parameters of a stored hash, or null when it is not one of ours. */
export function parsePasswordHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const m = hashPattern.exec(stored);
  if (!m) return null;
  return {
    params: { ln: Number(m[1]), r: Number(m[2]), p: Number(m[3]) },
    salt: Buffer.from(m[4]!, 'base64url'),
    key: Buffer.from(m[5]!, 'base64url'),
  };
}

/** True when password matches the stored hash; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length === 0 || password.length > maxPassword_chars) return false;
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  assertParams(parsed.params);
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no account to check, so that the answer
 * time of a login does not tell an unknown username from a wrong password.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-password-of-anyone');
  await verifyPassword(password.slice(0, maxPassword_chars) || 'x', await dummyHash);
  return false;
}

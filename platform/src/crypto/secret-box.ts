import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (customer-service paths, RSA private exponents): AES-256-GCM under a key
 * derived from PLATFORM_SECRET with HKDF-SHA256. A sealed value is one text column:
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. The version prefix lets a later key or cipher
 * live beside this one while rows are re-sealed.
 *
 * Changing PLATFORM_SECRET makes every sealed value unreadable: open() then throws, and the
 * service refuses to load the merchant rather than serve garbage.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const version = 'v1';
const iv_bytes = 12;
const tag_bytes = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

export function deriveKey(secret: string): Buffer {
  if (secret.length < 16) throw new SecretBoxError('platform secret too short');
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('wps-secret-box'), Buffer.from('v1 at-rest'), 32));
}

export function secretBox(secret: string, random: (n: number) => Buffer = randomBytes): SecretBox {
  const key = deriveKey(secret);
  return {
    seal(plain) {
      const iv = random(iv_bytes);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [version, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== version) throw new SecretBoxError('not a sealed value');
      const iv = Buffer.from(parts[1]!, 'base64url');
      const tag = Buffer.from(parts[2]!, 'base64url');
      if (iv.length !== iv_bytes || tag.length !== tag_bytes) throw new SecretBoxError('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(parts[3]!, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('sealed value does not open with this platform secret');
      }
    },
  };
}

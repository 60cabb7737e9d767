import { generateRsaKeyPair, type RsaKeyPair } from '@/lib/wps/rsa-keys';

/** A merchant's RSA key pair (the WPS protocol's encrypted calls), made once, when the merchant is created. */

/** The production key maker: 1024-bit keys, as the WPS clients expect. */
export const generateMerchantKeyPair = (): RsaKeyPair => generateRsaKeyPair(1024);

/** A new key pair from `generate`, refused unless its exponent is 65537 (WPS clients assume it). */
export function newMerchantKey(generate: () => RsaKeyPair): RsaKeyPair {
  const key = generate();
  if (key.e !== 65537) throw new Error('merchant RSA keys must use exponent 65537 (WPS clients assume it)');
  return key;
}

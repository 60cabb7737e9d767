/**
 * Exact fractions of bigints for the games' proofs: an RTP or a house edge counted over every
 * outcome is a ratio of integers, and a test compares it digit for digit, not as a float.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  a = a < 0n ? -a : a;
  while (b) [a, b] = [b, a % b];
  return a;
};

/** num / den in lowest terms, the denominator positive. */
export function fraction(num: bigint | number, den: bigint | number): Fraction {
  let n = BigInt(num);
  let d = BigInt(den);
  if (d === 0n) throw new Error('fraction: zero denominator');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { num: n / g, den: d / g };
}

/** 1 - f: the house edge of a return to player, and back. */
export const complement = (f: Fraction): Fraction => fraction(f.den - f.num, f.den);

export const sameFraction = (a: Fraction, b: Fraction): boolean => a.num * b.den === b.num * a.den;

/** A fraction as a decimal string with this many digits after the point (truncated toward zero). */
export function fractionToDecimal(f: Fraction, digits: number): string {
  const sign = f.num < 0n ? '-' : '';
  const scaled = ((f.num < 0n ? -f.num : f.num) * 10n ** BigInt(digits)) / f.den;
  const s = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${s}` : `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** A fraction as a percentage rounded half up to this many decimals ("2.70" for 1/37 and 2). */
export function fractionToPercent(f: Fraction, digits: number): string {
  const scale = 10n ** BigInt(digits);
  const abs = f.num < 0n ? -f.num : f.num;
  const scaled = (abs * 100n * scale * 2n + f.den) / (2n * f.den);
  const s = scaled.toString().padStart(digits + 1, '0');
  const sign = f.num < 0n && scaled > 0n ? '-' : '';
  return digits === 0 ? `${sign}${s}` : `${sign}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

export const toNumber = (f: Fraction): number => Number(f.num * 10n ** 18n / f.den) / 1e18;

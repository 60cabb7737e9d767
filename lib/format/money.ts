/**
 * Money for display and at the edges. Amounts inside the platform are integer minor units
 * (`amount_minor`, bigint); the wire carries decimal numbers. Everything here is exact:
 * numbers are rounded from their shortest decimal text (what the wire said), never by
 * float arithmetic, and bigints never pass through a float at all.
 *
 * The one conversion between minor units and the wire, used by the platform, the web app and
 * the scripts alike (nothing else multiplies or divides by 10^minorDigits):
 * - decimal text: minorToDecimalString / decimalStringToMinor, exact over the whole bigint range;
 * - decimal number: minorToWireNumber / wireNumberToMinor, through that same text, exact (the
 *   round trip gives back the same bigint) for amounts of up to 15 significant digits, i.e.
 *   |minor| < 10^15 (wireNumberExact_minor); larger amounts become the nearest number.
 * The database's one copy is minor_to_decimal (platform/sql/functions), which the vendor
 * wallet's answers need; tests/platform/sql/minor-to-decimal.test.ts keeps the two in step.
 */

export interface MoneyFormat {
  /** Written before the amount, e.g. '¥'. */
  symbol: string;
  /** '#,##0.00', '#,##0' or '#,##0.000': grouping from the commas, decimals from the zeros after '.'. */
  pattern: string;
  /** Digits of the minor unit (2 for cents, 0 for VND). */
  minorDigits: number;
}

export interface FormatOptions {
  /** Write the currency symbol first; true unless told otherwise. */
  withSymbol?: boolean;
  /** Decimals to show instead of the pattern's. */
  decimals?: number;
}

/** Money edges take short strings; anything longer is not an amount. */
const maxDecimalStringLength = 64;
const maxDecimals = 18;

interface ParsedPattern {
  grouping: number;
  decimals: number;
}

const patternCache = new Map<string, ParsedPattern>();

function parsePattern(pattern: string): ParsedPattern {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  const match = /^([#,]*0+)(?:\.(0+))?$/.exec(pattern);
  if (!match) throw new RangeError(`money pattern not supported: ${pattern}`);
  const intPart = match[1]!;
  const comma = intPart.lastIndexOf(',');
  const grouping = comma === -1 ? 0 : intPart.length - comma - 1;
  if (comma !== -1 && grouping === 0) throw new RangeError(`money pattern not supported: ${pattern}`);
  const parsed = { grouping, decimals: match[2]?.length ?? 0 };
  if (patternCache.size < 64) patternCache.set(pattern, parsed);
  return parsed;
}

function checkDigits(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0 || n > maxDecimals) throw new RangeError(`${what} must be an integer from 0 to ${maxDecimals}`);
}

function group(digits: string, size: number): string {
  if (size === 0 || digits.length <= size) return digits;
  const head = digits.length % size || size;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += size) out += `,${digits.slice(i, i + size)}`;
  return out;
}

/** Integer `scaled` (≥ 0) with `decimals` implied decimals, as text. */
function placeDecimals(scaled: bigint, decimals: number): string {
  const digits = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

function present(negative: boolean, absScaled: bigint, decimals: number, currency: MoneyFormat, opts: FormatOptions, grouping: number): string {
  const text = placeDecimals(absScaled, decimals);
  const [intDigits, frac] = text.split('.');
  const body = group(intDigits!, grouping) + (frac === undefined ? '' : `.${frac}`);
  // A value that rounds to zero is shown as zero, never '-0.00'.
  const sign = negative && absScaled !== 0n ? '-' : '';
  return sign + (opts.withSymbol === false ? '' : currency.symbol) + body;
}

/** |a| / 10^k rounded half away from zero, for a ≥ 0. */
function roundDown10(abs: bigint, k: number): bigint {
  if (k <= 0) return abs * 10n ** BigInt(-k);
  const divisor = 10n ** BigInt(k);
  const q = abs / divisor;
  return 2n * (abs % divisor) >= divisor ? q + 1n : q;
}

/** The shortest decimal text of a finite number, without exponent and without sign. */
function plainDecimal(value: number): string {
  const text = String(Math.abs(value));
  const exp = /^(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exp) return text;
  const digits = exp[1]! + (exp[2] ?? '');
  const point = exp[1]!.length + Number(exp[3]);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A decimal amount from the wire, e.g. formatMoney(1234567.891, CNY) → '¥1,234,567.89'.
 * Rounds half away from zero on the number's shortest decimal text, so 1.005 → '1.01'.
 */
export function formatMoney(value: number, currency: MoneyFormat, opts: FormatOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError('formatMoney: the amount is not a finite number');
  const { grouping, decimals: patternDecimals } = parsePattern(currency.pattern);
  const decimals = opts.decimals ?? patternDecimals;
  checkDigits(decimals, 'decimals');
  const [intDigits, frac = ''] = plainDecimal(value).split('.');
  // Keep one digit past the shown decimals (plus all integer digits), then round on it.
  const kept = BigInt(intDigits! + frac.slice(0, decimals + 1).padEnd(decimals + 1, '0'));
  return present(value < 0, roundDown10(kept, 1), decimals, currency, opts, grouping);
}

/** Integer minor units, exactly: formatMinor(-123456n, CNY) → '-¥1,234.56'. */
export function formatMinor(amountMinor: bigint, currency: MoneyFormat, opts: FormatOptions = {}): string {
  checkDigits(currency.minorDigits, 'minorDigits');
  const { grouping, decimals: patternDecimals } = parsePattern(currency.pattern);
  const decimals = opts.decimals ?? patternDecimals;
  checkDigits(decimals, 'decimals');
  const negative = amountMinor < 0n;
  const abs = negative ? -amountMinor : amountMinor;
  return present(negative, roundDown10(abs, currency.minorDigits - decimals), decimals, currency, opts, grouping);
}

/** Minor units as a plain decimal string for the wire: 12345n, 2 → '123.45'; -5n, 2 → '-0.05'. */
export function minorToDecimalString(minor: bigint, minorDigits: number): string {
  checkDigits(minorDigits, 'minorDigits');
  const negative = minor < 0n;
  return (negative ? '-' : '') + placeDecimals(negative ? -minor : minor, minorDigits);
}

/**
 * A decimal string from the wire as minor units: '123.45', 2 → 12345n. Throws on anything
 * that is not plain decimal notation (signs other than a leading '-', exponents, spaces,
 * grouping commas) and on more fraction digits than the currency has, rather than round
 * money silently.
 */
export function decimalStringToMinor(s: string, minorDigits: number): bigint {
  checkDigits(minorDigits, 'minorDigits');
  if (s.length > maxDecimalStringLength) throw new RangeError('decimalStringToMinor: the amount is too long');
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!match) throw new RangeError(`decimalStringToMinor: not a decimal amount: ${JSON.stringify(s)}`);
  const frac = match[3] ?? '';
  if (frac.length > minorDigits) throw new RangeError(`decimalStringToMinor: more than ${minorDigits} decimals: ${s}`);
  const abs = BigInt(match[2]! + frac.padEnd(minorDigits, '0'));
  return match[1] === '-' ? -abs : abs;
}

/**
 * The largest |minor| whose wire number is exact: 15 significant digits, the most every
 * decimal text keeps through a float64 and back.
 */
export const wireNumberExact_minor = 10n ** 15n - 1n;

/** Minor units as the wire's decimal number: 12345n, 2 → 123.45 (the number its decimal text parses to). */
export function minorToWireNumber(minor: bigint, minorDigits: number): number {
  return Number(minorToDecimalString(minor, minorDigits));
}

export interface WireNumberOptions {
  /**
   * More decimals than the currency has: 'refuse' (the default) throws, as decimalStringToMinor
   * does; 'truncate' drops them towards zero (a filter bound, never money that moves).
   */
  excessDecimals?: 'refuse' | 'truncate';
}

/**
 * A decimal number from the wire as minor units, from its shortest decimal text, never by
 * multiplying floats: 123.45, 2 → 12345n (123.45 * 100 is 12345.000000000002). Throws a
 * RangeError on a number that is not finite and, unless told to truncate, on more decimals
 * than the currency has.
 */
export function wireNumberToMinor(value: number, minorDigits: number, opts: WireNumberOptions = {}): bigint {
  if (!Number.isFinite(value)) throw new RangeError('wireNumberToMinor: the amount is not a finite number');
  checkDigits(minorDigits, 'minorDigits');
  let text = plainDecimal(value);
  if (opts.excessDecimals === 'truncate') {
    const point = text.indexOf('.');
    if (point !== -1) text = text.slice(0, point + 1 + minorDigits).replace(/\.$/, '');
  }
  const minor = decimalStringToMinor(text, minorDigits);
  return value < 0 ? -minor : minor;
}

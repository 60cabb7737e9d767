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

/** SPEC §1/§9 default currency, for a screen whose merchant is unknown: CNY with pattern #,##0.00. */
export const defaultCurrency: MoneyFormat = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };

function checkDigits(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0 || n > maxDecimals) throw new RangeError(`${what} must be an integer from 0 to ${maxDecimals}`);
}

/** Integer `scaled` (≥ 0) with `decimals` implied decimals, as text. */
function placeDecimals(scaled: bigint, decimals: number): string {
  const digits = scaled.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return digits;
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
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
 * The one money formatter of the product: a plain decimal text ('-1234567.891', what the wire
 * and the ledger's exact conversions give) in a money format, e.g. '-¥1,234,567.89'. Grouping
 * comes from the pattern's commas, decimals from its zeros (or `opts.decimals`); it rounds half
 * away from zero on the text, never through a float, and never writes a negative zero.
 *
 * Self-contained on purpose: no helper outside its body and no function inside it, because the
 * house games' client pages (platform/src/vendors/house/page.ts) ship its source to the browser,
 * so a game shows money exactly as the lobby, the header and the wallet do
 * (tests/lib/format/money.test.ts runs that source on its own).
 */
export function formatDecimalText(decimal: string, currency: MoneyFormat, opts: FormatOptions = {}): string {
  const amount = /^(-?)(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!amount) throw new RangeError(`money: not a decimal amount: ${JSON.stringify(decimal)}`);
  const pattern = /^([#,]*0+)(?:\.(0+))?$/.exec(currency.pattern);
  if (!pattern) throw new RangeError(`money pattern not supported: ${currency.pattern}`);
  const intPattern = pattern[1]!;
  const comma = intPattern.lastIndexOf(',');
  const grouping = comma === -1 ? 0 : intPattern.length - comma - 1;
  if (comma !== -1 && grouping === 0) throw new RangeError(`money pattern not supported: ${currency.pattern}`);
  const decimals = opts.decimals ?? (pattern[2] ?? '').length;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 18) throw new RangeError('decimals must be an integer from 0 to 18');
  // Keep the shown decimals, then round on the first digit past them.
  const frac = amount[3] ?? '';
  let scaled = BigInt(amount[2]! + frac.slice(0, decimals).padEnd(decimals, '0'));
  if ((frac[decimals] ?? '0') >= '5') scaled += 1n;
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const intDigits = decimals === 0 ? digits : digits.slice(0, -decimals);
  let grouped = intDigits;
  if (grouping > 0 && intDigits.length > grouping) {
    const head = intDigits.length % grouping || grouping;
    grouped = intDigits.slice(0, head);
    for (let i = head; i < intDigits.length; i += grouping) grouped += `,${intDigits.slice(i, i + grouping)}`;
  }
  const body = decimals === 0 ? grouped : `${grouped}.${digits.slice(-decimals)}`;
  // A value that rounds to zero is shown as zero, never '-0.00'.
  const sign = amount[1] === '-' && scaled !== 0n ? '-' : '';
  return sign + (opts.withSymbol === false ? '' : currency.symbol) + body;
}

/**
 * A decimal amount from the wire, e.g. formatMoney(1234567.891, CNY) → '¥1,234,567.89'.
 * Rounds half away from zero on the number's shortest decimal text, so 1.005 → '1.01'.
 */
export function formatMoney(value: number, currency: MoneyFormat, opts: FormatOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError('formatMoney: the amount is not a finite number');
  return formatDecimalText((value < 0 ? '-' : '') + plainDecimal(value), currency, opts);
}

/** Integer minor units, exactly: formatMinor(-123456n, CNY) → '-¥1,234.56'. */
export function formatMinor(amountMinor: bigint, currency: MoneyFormat, opts: FormatOptions = {}): string {
  return formatDecimalText(minorToDecimalString(amountMinor, currency.minorDigits), currency, opts);
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

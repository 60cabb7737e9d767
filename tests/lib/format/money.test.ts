import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import {
  decimalStringToMinor, formatDecimalText, formatMinor, formatMoney, minorToDecimalString, minorToWireNumber, wireNumberExact_minor, wireNumberToMinor,
  type MoneyFormat,
} from '@/lib/format';

const cny: MoneyFormat = { symbol: '¥', pattern: '#,##0.00', minorDigits: 2 };
const vnd: MoneyFormat = { symbol: '₫', pattern: '#,##0', minorDigits: 0 };
const kwd: MoneyFormat = { symbol: 'KD', pattern: '#,##0.000', minorDigits: 3 };
const plain = { withSymbol: false };

describe('formatMoney', () => {
  it('groups by three and rounds to the pattern decimals', () => {
    expect(formatMoney(1234567.891, cny)).toBe('¥1,234,567.89');
    expect(formatMoney(1234567.891, cny, plain)).toBe('1,234,567.89');
  });

  it('writes zero and negative amounts', () => {
    expect(formatMoney(0, cny, plain)).toBe('0.00');
    expect(formatMoney(-0, cny, plain)).toBe('0.00');
    expect(formatMoney(-5, cny, plain)).toBe('-5.00');
    expect(formatMoney(-5, cny)).toBe('-¥5.00');
    expect(formatMoney(-1234.5, cny)).toBe('-¥1,234.50');
  });

  it('rounds half away from zero on the decimal the wire sent', () => {
    expect(formatMoney(1.005, cny, plain)).toBe('1.01');
    expect(formatMoney(-1.005, cny, plain)).toBe('-1.01');
    expect(formatMoney(0.125, cny, plain)).toBe('0.13');
    expect(formatMoney(0.124999, cny, plain)).toBe('0.12');
    expect(formatMoney(999.995, cny)).toBe('¥1,000.00');
    expect(formatMoney(2.5, vnd)).toBe('₫3');
    expect(formatMoney(-2.5, vnd)).toBe('-₫3');
  });

  it('never writes a negative zero', () => {
    expect(formatMoney(-0.001, cny, plain)).toBe('0.00');
    expect(formatMoney(-0.004, cny)).toBe('¥0.00');
  });

  it('supports patterns with no and with three decimals', () => {
    expect(formatMoney(1234567.5, vnd)).toBe('₫1,234,568');
    expect(formatMoney(999, vnd)).toBe('₫999');
    expect(formatMoney(1234.5678, kwd)).toBe('KD1,234.568');
    expect(formatMoney(1000, { ...cny, pattern: '0.00' })).toBe('¥1000.00');
  });

  it('takes decimals from the options over the pattern', () => {
    expect(formatMoney(1234.5678, cny, { decimals: 0 })).toBe('¥1,235');
    expect(formatMoney(1234.5, cny, { decimals: 4, withSymbol: false })).toBe('1,234.5000');
  });

  it('writes numbers whose text has an exponent in full', () => {
    expect(formatMoney(1e21, cny, plain)).toBe('1,000,000,000,000,000,000,000.00');
    expect(formatMoney(1.5e-7, cny, plain)).toBe('0.00');
    expect(formatMoney(5e-7, cny, { withSymbol: false, decimals: 6 })).toBe('0.000001');
  });

  it('refuses non-finite amounts and unknown patterns', () => {
    expect(() => formatMoney(Number.NaN, cny)).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, cny)).toThrow(RangeError);
    expect(() => formatMoney(1, { ...cny, pattern: '#,##0.##' })).toThrow(RangeError);
    expect(() => formatMoney(1, { ...cny, pattern: '¤#,##0.00' })).toThrow(RangeError);
    expect(() => formatMoney(1, cny, { decimals: -1 })).toThrow(RangeError);
  });
});

describe('formatMinor', () => {
  it('writes minor units exactly', () => {
    expect(formatMinor(123456789n, cny)).toBe('¥1,234,567.89');
    expect(formatMinor(0n, cny, plain)).toBe('0.00');
    expect(formatMinor(-500n, cny, plain)).toBe('-5.00');
    expect(formatMinor(-5n, cny)).toBe('-¥0.05');
  });

  it('keeps every digit of a huge amount', () => {
    expect(formatMinor(123456789012345678901n, cny, plain)).toBe('1,234,567,890,123,456,789.01');
    expect(formatMinor(-123456789012345678901n, cny)).toBe('-¥1,234,567,890,123,456,789.01');
  });

  it('rounds half away from zero when showing fewer decimals than the minor unit', () => {
    expect(formatMinor(150n, cny, { decimals: 0 })).toBe('¥2');
    expect(formatMinor(149n, cny, { decimals: 0 })).toBe('¥1');
    expect(formatMinor(-150n, cny, { decimals: 0 })).toBe('-¥2');
    expect(formatMinor(-49n, cny, { decimals: 0 })).toBe('¥0');
    expect(formatMinor(1234565n, kwd, { decimals: 2, withSymbol: false })).toBe('1,234.57');
  });

  it('pads when showing more decimals than the minor unit', () => {
    expect(formatMinor(1234567n, vnd)).toBe('₫1,234,567');
    expect(formatMinor(1234567n, vnd, { decimals: 2 })).toBe('₫1,234,567.00');
    expect(formatMinor(1234n, cny, { ...plain, decimals: 3 })).toBe('12.340');
  });
});

describe('minorToDecimalString', () => {
  it('places the decimal point without grouping', () => {
    expect(minorToDecimalString(12345n, 2)).toBe('123.45');
    expect(minorToDecimalString(-5n, 2)).toBe('-0.05');
    expect(minorToDecimalString(0n, 2)).toBe('0.00');
    expect(minorToDecimalString(12345n, 0)).toBe('12345');
    expect(minorToDecimalString(7n, 3)).toBe('0.007');
    expect(minorToDecimalString(123456789012345678901n, 2)).toBe('1234567890123456789.01');
  });
});

describe('decimalStringToMinor', () => {
  it('reads plain decimals as minor units', () => {
    expect(decimalStringToMinor('123.45', 2)).toBe(12345n);
    expect(decimalStringToMinor('123.4', 2)).toBe(12340n);
    expect(decimalStringToMinor('123', 2)).toBe(12300n);
    expect(decimalStringToMinor('-0.05', 2)).toBe(-5n);
    expect(decimalStringToMinor('0', 0)).toBe(0n);
    expect(decimalStringToMinor('1234567890123456789.01', 2)).toBe(123456789012345678901n);
  });

  it('round-trips with minorToDecimalString', () => {
    for (const minor of [0n, 1n, -1n, 99n, 100n, -12345n, 10n ** 30n + 7n]) {
      expect(decimalStringToMinor(minorToDecimalString(minor, 2), 2)).toBe(minor);
    }
  });

  it('refuses more decimals than the currency has', () => {
    expect(() => decimalStringToMinor('1.234', 2)).toThrow(RangeError);
    expect(() => decimalStringToMinor('1.5', 0)).toThrow(RangeError);
  });

  it('refuses anything but plain decimal notation', () => {
    for (const s of ['', 'abc', '1e3', '1E3', '1.2e-1', '+1', ' 1', '1 ', '1,000.00', '.5', '5.', '--1', '0x10', 'NaN', 'Infinity']) {
      expect(() => decimalStringToMinor(s, 2)).toThrow(RangeError);
    }
  });

  it('refuses absurdly long input', () => {
    expect(() => decimalStringToMinor('1'.repeat(65), 2)).toThrow(RangeError);
  });
});

/** Every amount the ledger can hold (PostgreSQL bigint), and the digits a currency may have. */
const int8 = fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n });
const exactForNumbers = fc.bigInt({ min: -wireNumberExact_minor, max: wireNumberExact_minor });
const digits = fc.integer({ min: 0, max: 4 });

describe('the one conversion between minor units and the wire', () => {
  it('round-trips every bigint amount through decimal text exactly', () => {
    fc.assert(
      fc.property(int8, fc.integer({ min: 0, max: 18 }), (minor, d) => {
        expect(decimalStringToMinor(minorToDecimalString(minor, d), d)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips every amount below 10^15 minor units through a wire number exactly', () => {
    fc.assert(
      fc.property(exactForNumbers, digits, (minor, d) => {
        const n = minorToWireNumber(minor, d);
        expect(wireNumberToMinor(n, d)).toBe(minor);
        // The number is the one the exact text denotes: no drift from arithmetic on floats.
        expect(n).toBe(Number(minorToDecimalString(minor, d)));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads wire numbers where multiplying floats would drift', () => {
    // 1.005 * 100 is 100.49999999999999 and 0.29 * 100 is 28.999999999999996.
    expect(wireNumberToMinor(1.005, 3)).toBe(1005n);
    expect(wireNumberToMinor(0.29, 2)).toBe(29n);
    expect(wireNumberToMinor(123.45, 2)).toBe(12345n);
    expect(wireNumberToMinor(-0.07, 2)).toBe(-7n);
    expect(wireNumberToMinor(1e21, 0)).toBe(10n ** 21n);
    expect(wireNumberToMinor(5e-7, 7)).toBe(5n);
    expect(minorToWireNumber(-5n, 2)).toBe(-0.05);
    expect(minorToWireNumber(9999999999999999n, 0)).toBe(9999999999999999);
  });

  it('refuses more decimals than the currency has, or truncates them towards zero when told', () => {
    expect(() => wireNumberToMinor(1.234, 2)).toThrow(RangeError);
    expect(() => wireNumberToMinor(0.5, 0)).toThrow(RangeError);
    expect(wireNumberToMinor(1.999, 2, { excessDecimals: 'truncate' })).toBe(199n);
    expect(wireNumberToMinor(-1.999, 2, { excessDecimals: 'truncate' })).toBe(-199n);
    expect(wireNumberToMinor(7.9, 0, { excessDecimals: 'truncate' })).toBe(7n);
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), digits, (x, d) => {
        const minor = wireNumberToMinor(x, d, { excessDecimals: 'truncate' });
        // Never more than the number says, and less by under one minor unit.
        const text = minorToDecimalString(minor < 0n ? -minor : minor, d);
        expect(Number(text)).toBeLessThanOrEqual(Math.abs(x));
        expect(Math.abs(x) - Number(text)).toBeLessThan(10 ** -d + 1e-3);
      }),
    );
  });

  it('refuses numbers that are not finite', () => {
    expect(() => wireNumberToMinor(Number.NaN, 2)).toThrow(RangeError);
    expect(() => wireNumberToMinor(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
  });
});

describe('formatDecimalText (the one formatter, also shipped to the house games\' pages)', () => {
  it('formats decimal text as formatMoney and formatMinor do', () => {
    expect(formatDecimalText('-1234567.891', cny)).toBe('-¥1,234,567.89');
    expect(formatDecimalText('100.00', cny)).toBe('¥100.00');
    expect(formatDecimalText('2.5', vnd)).toBe('₫3');
    expect(formatDecimalText('-0.004', cny)).toBe('¥0.00');
    expect(() => formatDecimalText('1e5', cny)).toThrow(RangeError);
    expect(() => formatDecimalText(' 1', cny)).toThrow(RangeError);
  });

  it('works from its source alone, in a context that has nothing of this module', () => {
    // What page.ts does: the function's text, evaluated where none of money.ts's helpers exist.
    const shipped = runInNewContext(`(${formatDecimalText.toString()})`, {}) as typeof formatDecimalText;
    for (const c of [cny, vnd, kwd]) {
      fc.assert(fc.property(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), (minor) => {
        const text = minorToDecimalString(minor, c.minorDigits);
        expect(shipped(text, c)).toBe(formatMinor(minor, c));
        expect(shipped(text, c, { decimals: 0, withSymbol: false })).toBe(formatMinor(minor, c, { decimals: 0, withSymbol: false }));
      }), { numRuns: 200 });
    }
  });
});

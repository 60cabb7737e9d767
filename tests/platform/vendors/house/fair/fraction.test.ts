import {
  complement, fraction, fractionToDecimal, fractionToPercent, sameFraction, toNumber,
} from '@/platform/src/vendors/house/fair/fraction';

describe('fractions', () => {
  it('keep lowest terms with a positive denominator', () => {
    expect(fraction(36n, 74n)).toEqual({ num: 18n, den: 37n });
    expect(fraction(3, -6)).toEqual({ num: -1n, den: 2n });
    expect(() => fraction(1, 0)).toThrow('zero denominator');
  });

  it('print as truncated decimals and rounded percentages, signs included', () => {
    expect(fractionToDecimal(fraction(1, 37), 6)).toBe('0.027027');
    expect(fractionToDecimal(fraction(-43, 415), 4)).toBe('-0.1036');
    expect(fractionToPercent(fraction(1, 37), 2)).toBe('2.70');
    expect(fractionToPercent(fraction(-43, 415), 2)).toBe('-10.36');
    expect(fractionToPercent(fraction(1, 8), 1)).toBe('12.5');
    expect(fractionToPercent(fraction(1, 2), 0)).toBe('50');
  });

  it('take complements and compare by value', () => {
    expect(complement(fraction(36, 37))).toEqual(fraction(1, 37));
    expect(sameFraction(fraction(2, 74), fraction(1, 37))).toBe(true);
    expect(toNumber(fraction(1, 4))).toBe(0.25);
  });
});

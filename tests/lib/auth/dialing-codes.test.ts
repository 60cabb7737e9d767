import { defaultDialingCode, dialingCodes, isDialingCode } from '@/lib/auth/dialing-codes';

describe('dialing codes', () => {
  it('lists the product’s markets with well-formed, unique codes', () => {
    const codes = dialingCodes.map((d) => d.code);
    for (const c of ['+86', '+1', '+44', '+60', '+62', '+63', '+66', '+84', '+855', '+91']) expect(codes).toContain(c);
    expect(codes.every(isDialingCode)).toBe(true);
    expect(new Set(dialingCodes.map((d) => d.country)).size).toBe(dialingCodes.length);
    expect(dialingCodes.every((d) => /^[A-Z]{2}$/.test(d.country))).toBe(true);
  });

  it('prefers the remembered code, then the visitor’s country, then the first', () => {
    expect(defaultDialingCode('TH', '+84')).toBe('+84');
    expect(defaultDialingCode('th')).toBe('+66');
    expect(defaultDialingCode('ZZ')).toBe('+86');
    expect(defaultDialingCode(null, 'bogus')).toBe('+86');
  });

  it('accepts + and 1 to 4 digits only', () => {
    expect(isDialingCode('+1')).toBe(true);
    expect(isDialingCode('+1234')).toBe(true);
    expect(isDialingCode('+12345')).toBe(false);
    expect(isDialingCode('86')).toBe(false);
    expect(isDialingCode(86)).toBe(false);
  });
});

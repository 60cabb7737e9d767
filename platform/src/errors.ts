import { WpsError } from '@/lib/wps/errors';
import { decimalStringToMinor } from '@/lib/format/money';

/**
 * A field-level input error: 400 request.invalid with the fields an operator must fix. A leaf,
 * so services and the /bo toolkit (http/bo-route.ts) share one shape without importing a module.
 */
export function invalidInput(issues: { field: string; message: string }[]): WpsError {
  return new WpsError('request.invalid', { fields: issues.map((i) => i.field), issues });
}

/**
 * An operator's amount (a decimal string of the wire) in the merchant's minor units, or 400
 * request.invalid naming the field: at most `digits` decimals; `min` 'positive' refuses zero and
 * below, 'nonNegative' below zero, 'any' takes what the text holds. One rule for every /bo amount.
 */
export function minorField(field: string, text: string, digits: number, min: 'any' | 'nonNegative' | 'positive' = 'any'): bigint {
  let v: bigint;
  try {
    v = decimalStringToMinor(text, digits);
  } catch {
    throw invalidInput([{ field, message: `an amount with at most ${digits} decimals` }]);
  }
  if (min === 'positive' && v <= 0n) throw invalidInput([{ field, message: 'above zero' }]);
  if (min === 'nonNegative' && v < 0n) throw invalidInput([{ field, message: 'zero or more' }]);
  return v;
}

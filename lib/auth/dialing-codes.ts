/**
 * Country dialing codes of the SMS login picker, until GET /wps/system/country serves the
 * merchant's list. `country` is the ISO 3166 code (flag and default by the visitor's location).
 * The markets of this product first, then a few common others.
 */
export interface DialingCode {
  code: string;
  country: string;
}

export const dialingCodes: readonly DialingCode[] = [
  { code: '+86', country: 'CN' },
  { code: '+1', country: 'US' },
  { code: '+44', country: 'GB' },
  { code: '+60', country: 'MY' },
  { code: '+62', country: 'ID' },
  { code: '+63', country: 'PH' },
  { code: '+66', country: 'TH' },
  { code: '+84', country: 'VN' },
  { code: '+855', country: 'KH' },
  { code: '+856', country: 'LA' },
  { code: '+95', country: 'MM' },
  { code: '+91', country: 'IN' },
  { code: '+92', country: 'PK' },
  { code: '+880', country: 'BD' },
  { code: '+65', country: 'SG' },
  { code: '+852', country: 'HK' },
  { code: '+853', country: 'MO' },
  { code: '+886', country: 'TW' },
  { code: '+81', country: 'JP' },
  { code: '+82', country: 'KR' },
  { code: '+61', country: 'AU' },
  { code: '+55', country: 'BR' },
];

/** A dialing code looks like '+' and 1 to 4 digits (ITU E.164 country codes). */
export function isDialingCode(x: unknown): x is string {
  return typeof x === 'string' && /^\+[0-9]{1,4}$/.test(x);
}

/**
 * The code to preselect: a remembered one when valid, else the visitor's country (from the
 * system status location), else the first of the list.
 */
export function defaultDialingCode(country: string | null | undefined, remembered?: string | null): string {
  if (isDialingCode(remembered)) return remembered;
  const c = country?.trim().toUpperCase();
  return dialingCodes.find((d) => d.country === c)?.code ?? dialingCodes[0]!.code;
}

import { z } from 'zod';

/**
 * Captcha and SMS-code calls (SPEC §7, WPS-PROTOCOL.md). The request shapes are loose on
 * purpose: clients send extra fields (slider verification, captcha) and number-or-string
 * dialing codes; the platform checks the number's format itself and answers mobile.invalid.
 */
const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max));

/** GET /wps/captcha: value is the PNG as base64 (no data: prefix); the captchaId cookie binds it. */
export const captchaValueSchema = z.string().regex(/^[A-Za-z0-9+/]+=*$/);

export const smsPurposes = ['register', 'login', 'reset'] as const;
export type SmsCodePurpose = (typeof smsPurposes)[number];

/** POST /wps/verification/sms/register: mobileNo (mobileNum accepted too). */
export const smsRegisterRequestSchema = z.object({
  mobileNo: text(32).optional(),
  mobileNum: text(32).optional(),
  countryDialingCode: text(8),
});
export type SmsRegisterRequest = z.infer<typeof smsRegisterRequestSchema>;

/**
 * POST /wps/verification/sms/noLogin: mobileNum (mobileNo accepted too), for logging in by SMS
 * or resetting a password by phone; `purpose` is ours and defaults to login.
 */
export const smsNoLoginRequestSchema = z.object({
  mobileNum: text(32).optional(),
  mobileNo: text(32).optional(),
  countryDialingCode: text(8),
  purpose: z.enum(['login', 'reset']).optional(),
});
export type SmsNoLoginRequest = z.infer<typeof smsNoLoginRequestSchema>;

/** Both SMS calls: when the code expires, epoch milliseconds (the get-code button counts down to it). */
export const smsCodeValueSchema = z.object({ expirationTime: z.number().int() });
export type SmsCodeValue = z.infer<typeof smsCodeValueSchema>;

/** Digits only; SPEC §5 and §9: mobile max 20, SMS code max 10. */
export const mobileNumPattern = /^\d{1,20}$/;
export const countryDialingCodePattern = /^\+?\d{1,4}$/;
export const smsCodePattern = /^\d{1,10}$/;

import type { ErrorCode } from '@/lib/wps/errors';
import type { RegisterFieldName } from '@/lib/wps/schemas/system';
import { defaultAgeLimit, type AgeLimit } from '@/lib/validation';
import type { RateRule } from '../../http/rate-limit';

export {
  registerRequestSchema, checkUsernameQuerySchema, affiliateQuerySchema, affiliateCheckQuerySchema, affiliateCodePattern,
  type RegisterRequest, type RegisterRequestInput, type AffiliateValue, type AgentDefaultValue,
} from '@/lib/wps/schemas/registration';
export { loginValueSchema, type LoginValue } from '@/lib/wps/schemas/session';
/** Dialing codes as clients send them: 1 to 4 digits, '+' optional (shared with the SMS calls). */
export { countryDialingCodePattern } from '@/lib/wps/schemas/verification';

/**
 * The SPEC §8 error of each register field. Fields SPEC names no error for (birthday and the
 * contact fields) answer request.invalid; `value.field` and `value.key` still say which and why.
 */
export const fieldErrorCodes: Record<RegisterFieldName, ErrorCode> = {
  username: 'account.format.invalid',
  password: 'password.format.invalid',
  confirmPassword: 'password.confirm.mismatch',
  paymentPassword: 'password.format.invalid',
  affiliateCode: 'affiliate.invalid',
  recommenderId: 'referrer.invalid',
  nickname: 'name.format.invalid',
  payeeName: 'name.format.invalid',
  email: 'email.format.invalid',
  mobileNum: 'mobile.invalid',
  idNumber: 'request.invalid',
  qqNum: 'request.invalid',
  facebook: 'request.invalid',
  wechat: 'request.invalid',
  line: 'request.invalid',
  whatsapp: 'request.invalid',
  zalo: 'request.invalid',
  birthday: 'request.invalid',
  captcha: 'captcha.invalid',
  verificationCode: 'verification.code.invalid',
};

/**
 * SPEC §5 "Age 18 (21 in some variants)". The merchant's register settings are a map of field
 * settings on the wire, with no place for a number of another kind, so the limit is one
 * constant for every merchant where the birthday field is enabled: a per-merchant 21 needs a
 * setting of its own first.
 */
export const registerAgeLimit: AgeLimit = defaultAgeLimit;

export type RegistrationLimitName = 'checkUsername' | 'register' | 'affiliate';

/**
 * Per client IP and merchant. The username check is the one call that tells whether a
 * username exists: 30 a minute serves a person typing and stops a crawl. Registering is
 * 10 an hour per IP (a family or an office behind one address still fits). Affiliate code
 * lookups, 60 a minute, so codes cannot be guessed in bulk.
 */
export const registrationLimits: Record<RegistrationLimitName, RateRule> = {
  checkUsername: { limit: 30, window_ms: 60_000 },
  register: { limit: 10, window_ms: 60 * 60_000 },
  affiliate: { limit: 60, window_ms: 60_000 },
};

/** Tries at making a free username for a mobile registration before giving up. */
export const generatedUsernameTries = 5;

import type { RateRule } from '../../http/rate-limit';

export {
  captchaValueSchema, smsCodeValueSchema, smsNoLoginRequestSchema, smsRegisterRequestSchema,
  type SmsCodeValue, type SmsNoLoginRequest, type SmsRegisterRequest,
} from '@/lib/wps/schemas/verification';

/**
 * Rate limits of the verification calls, one table (fixed windows; refused requests count).
 * Checked in this order for an SMS: the number first (a double tap costs nothing else), then
 * the IP, then the merchant, so one visitor's refusals do not spend the merchant's budget.
 */
export const verificationRateRules = {
  /** GET /wps/captcha per client IP. */
  captchaPerIp: { limit: 30, window_ms: 60_000 },
  /** One SMS per number (and merchant) per minute... */
  smsNumberCooldown: { limit: 1, window_ms: 60_000 },
  /** ...and five an hour. */
  smsNumberHourly: { limit: 5, window_ms: 60 * 60_000 },
  /** Ten SMS an hour per client IP, whatever the numbers. */
  smsPerIp: { limit: 10, window_ms: 60 * 60_000 },
  /** A ceiling per merchant against SMS pumping (paid messages to premium numbers). */
  smsPerMerchant: { limit: 500, window_ms: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

export type VerificationRateRule = keyof typeof verificationRateRules;

import type { RateRule } from '../../http/rate-limit';

export {
  passwordEmailRequestSchema, passwordResetRequestSchema, passwordResetCheckQuerySchema, passwordResetCheckValueSchema,
  passwordSmsRequestSchema, resetTokenPattern,
  type PasswordEmailRequest, type PasswordResetRequest, type PasswordResetCheckQuery, type PasswordResetCheckValue,
  type PasswordSmsRequest,
} from '@/lib/wps/schemas/recovery';

const minute_ms = 60_000;

/**
 * Rate limits of forgot password (fixed windows per merchant; refused requests count; 429
 * TOO_MANY_REQUESTS with Retry-After). The e-mail limits count every request whether or not
 * the account matched, so a refusal says nothing about the account either.
 */
export const recoveryRateRules = {
  /** Reset e-mails asked for from one client IP. */
  'passwordEmail.ip': { limit: 5, window_ms: 15 * minute_ms },
  /** Reset e-mails asked for one username (any case): a mailbox is not flooded. */
  'passwordEmail.username': { limit: 3, window_ms: 60 * minute_ms },
  /** Following reset links: each success costs a password hash. Tokens are 256-bit, so this is not about guessing. */
  'passwordReset.ip': { limit: 10, window_ms: 15 * minute_ms },
  /** Checking a link when the screen opens. */
  'passwordResetCheck.ip': { limit: 30, window_ms: 15 * minute_ms },
  /** Resets by phone; the SMS code itself locks after 5 wrong answers (modules/verification). */
  'passwordSms.ip': { limit: 10, window_ms: 15 * minute_ms },
} as const satisfies Record<string, RateRule>;

export type RecoveryRateRule = keyof typeof recoveryRateRules;

/** How long a reset link works, and how long a dead one is kept before it is deleted. */
export const resetLinkLimits = {
  validFor_ms: 30 * minute_ms,
  keepExpired_ms: 24 * 60 * minute_ms,
  token_bytes: 32,
} as const;

import { z } from 'zod';

/**
 * Wire shapes of forgot password (SPEC §2, §3, §7): the reset link by e-mail, following the
 * link, and the reset by phone. The reset and phone calls answer the login value
 * (schemas/session.ts `loginValueSchema`): a member who set a new password is logged in.
 */

/** Clients send numbers for numeric fields at times; both are read as text. */
const text = (max: number) => z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().max(max));

/**
 * POST /wps/member/password/email, form-encoded (SPEC §3: username, email). The e-mail's
 * format is checked by lib/validation (email.format.invalid); the answer is success whether
 * or not the account matched (SPEC §7: response not read, success assumed).
 */
export const passwordEmailRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(320),
});
export type PasswordEmailRequest = z.infer<typeof passwordEmailRequestSchema>;

/** The token of a reset link: 32 random bytes, base64url without padding. */
export const resetTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** POST /wps/member/password/reset (ours), encrypted: the token of the e-mailed link and the new password. */
export const passwordResetRequestSchema = z.object({
  token: z.string().trim().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** GET /wps/member/password/reset?token= (ours): whether the link can still be followed. */
export const passwordResetCheckQuerySchema = z.object({
  token: z.string().max(128).optional(),
});
export type PasswordResetCheckQuery = z.infer<typeof passwordResetCheckQuerySchema>;

export const passwordResetCheckValueSchema = z.object({ valid: z.boolean() });
export type PasswordResetCheckValue = z.infer<typeof passwordResetCheckValueSchema>;

/**
 * POST /wps/member/password/sms, encrypted (SPEC §7: newPassword, mobileNum, verificationCode,
 * optional firebaseIdToken, which this platform does not use and drops). The code was sent by
 * POST /wps/verification/sms/noLogin with purpose reset. confirmNewPassword is checked when sent.
 */
export const passwordSmsRequestSchema = z.object({
  mobileNum: text(32),
  countryDialingCode: text(8),
  verificationCode: text(16),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128).optional(),
});
export type PasswordSmsRequest = z.infer<typeof passwordSmsRequestSchema>;

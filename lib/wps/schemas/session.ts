import { z } from 'zod';

/**
 * Wire shapes of the session calls (log in, trial, log out, touch) and of the calls about the
 * logged-in member (member info, change password): SPEC §3 and WPS-PROTOCOL.md "Session".
 */

/** Clients send blank optional fields as empty strings (SPEC §3); blank means absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

export const loginUsernameRequestSchema = z.object({
  type: z.literal('username'),
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Needed once a failed login answered `captchaRequired: true`; checked against the captchaId cookie. */
  captcha: optionalText(16),
  loginDeviceId: optionalText(128),
  /** Ours: remember me keeps the session for 30 days instead of one. */
  remember: z.boolean().optional(),
});

export const loginSmsRequestSchema = z.object({
  type: z.literal('sms'),
  mobileNum: z.string().trim().regex(/^[0-9]{1,20}$/),
  countryDialingCode: z.string().trim().min(1).max(8),
  messageCode: z.string().trim().min(1).max(10),
  captcha: optionalText(16),
  loginDeviceId: optionalText(128),
  remember: z.boolean().optional(),
});

/** POST /wps/session/login (and /login/agent), encrypted. A body without `type` is a username login. */
export const loginRequestSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && !Array.isArray(v) && !('type' in v) ? { ...v, type: 'username' } : v),
  z.discriminatedUnion('type', [loginUsernameRequestSchema, loginSmsRequestSchema]),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  userName: z.string(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/**
 * The value of a failed login (login.failed, captcha.invalid): once an account or an IP has
 * failed too often, the next attempts need a captcha, and the client shows one.
 */
export const loginFailureValueSchema = z.object({ captchaRequired: z.boolean() });
export type LoginFailureValue = z.infer<typeof loginFailureValueSchema>;

/** POST /wps/session/login/freeplay: a trial (type 4) member, logged in. `trail` is SPEC's spelling. */
export const freeplayValueSchema = loginValueSchema.extend({ trail: z.literal(true) });
export type FreeplayValue = z.infer<typeof freeplayValueSchema>;

/** GET/POST /wps/member/info. Mobile number and e-mail are masked. */
export const memberInfoValueSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  userName: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  clubLabel: z.object({ labelName: z.string() }),
  firstTimeLogin: z.boolean(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
});
export type MemberInfoValue = z.infer<typeof memberInfoValueSchema>;

/** POST /wps/v2/member/password and /wps/member/password, encrypted. */
export const passwordChangeRequestSchema = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().max(128),
});
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;

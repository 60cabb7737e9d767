import { z } from 'zod';
import { countryDialingCodePattern, mobileNumPattern, smsCodePattern } from './verification';

/**
 * The member's own profile picture and safety tools (issue 19: /m/member/home, /m/securityCenter).
 * SPEC §7 names "head icon POST form-encoded and GET (PROFPIC3)" and "Email POST form-encoded";
 * their shapes, and every other call here, are ours (WPS-PROTOCOL.md, Our decisions):
 * platform/src/modules/members/README.md and platform/src/modules/sessions/README.md.
 */

/** A picture as the screens show it: a data: URL of the platform's own re-encoding (PNG or JPEG, at most 256 px a side). */
const pictureUrl = z.string().regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/);

/** GET /wps/member/headIcon: the member's picture, null before the first upload. */
export const headIconValueSchema = z.object({ headIcon: pictureUrl.nullable() });
export type HeadIconValue = z.infer<typeof headIconValueSchema>;

/**
 * POST /wps/member/headIcon, form-encoded: `headIcon` is the picture as Base64 (plain or a
 * data: URL). PNG or JPEG by its bytes, at most 5 MB, decoded whole (image.invalid,
 * image.too.large); the answer is what is kept.
 */
export const headIconRequestSchema = z.object({ headIcon: z.string().min(1).max(8 * 1024 * 1024) }).strict();
export type HeadIconRequest = z.infer<typeof headIconRequestSchema>;

/** SPEC §5 / §9: an e-mail address is at most 254 characters; its pattern is checked by the platform (email.format.invalid). */
const email = z.string().trim().max(254);

/** A code as the member types it: digits, at most 10 (SPEC §5 SMS code). */
const code = z.string().trim().regex(smsCodePattern);

/** POST /wps/verification/email/bind (ours): a code to the address the member wants to bind. */
export const emailCodeRequestSchema = z.object({ email }).strict();
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

/**
 * POST /wps/member/email, form-encoded (SPEC §7 "Email POST form-encoded"): binds the address
 * with the code e-mailed to it. `email.format.invalid` by SPEC §5's rule, `verification.code.invalid`
 * for a wrong, used or expired code (the fifth wrong one spends it).
 */
export const emailBindRequestSchema = z.object({
  email,
  verificationCode: code,
}).strict();
export type EmailBindRequest = z.infer<typeof emailBindRequestSchema>;

/** POST /wps/verification/sms/bind (ours): a code to the number the member wants to bind. */
export const mobileCodeRequestSchema = z.object({
  countryDialingCode: z.string().trim().regex(countryDialingCodePattern),
  mobileNum: z.string().trim().regex(mobileNumPattern),
}).strict();
export type MobileCodeRequest = z.infer<typeof mobileCodeRequestSchema>;

/** POST /wps/member/mobile (ours): binds the number with the code sent to it; `mobile.taken` when another member of the merchant holds it. */
export const mobileBindRequestSchema = mobileCodeRequestSchema.extend({ verificationCode: code }).strict();
export type MobileBindRequest = z.infer<typeof mobileBindRequestSchema>;

/**
 * GET /wps/member/security (ours): what the security centre shows. Address and number are masked
 * as member info masks them; `…Verified` says the member proved them by a code.
 */
export const securityValueSchema = z.object({
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  mobileVerified: z.boolean(),
  hasPaymentPassword: z.boolean(),
});
export type SecurityValue = z.infer<typeof securityValueSchema>;

/** POST /wps/member/email and /wps/member/mobile: the bound address or number, masked. */
export const contactBoundValueSchema = z.object({ email: z.string().nullable(), mobileNum: z.string().nullable() });
export type ContactBoundValue = z.infer<typeof contactBoundValueSchema>;

/** Where and on what a login happened. Times are epoch milliseconds; `country` ISO 3166 alpha-2 when known. */
const loginPlace = {
  ip: z.string().nullable(),
  country: z.string().nullable(),
  /** The WPS Device header: `web`, or `OTHERS` from the installed app. */
  device: z.string().nullable(),
  userAgent: z.string().nullable(),
};

/** Logins the history lists: the newest first, at most this many. */
export const loginHistory_max = 20;

/** GET /wps/session/logins (ours): the member's latest logins, newest first (kept 90 days). */
export const loginHistoryValueSchema = z.object({
  list: z.array(z.object({ loginTime: z.number().int(), ...loginPlace })).max(loginHistory_max),
});
export type LoginHistoryValue = z.infer<typeof loginHistoryValueSchema>;
export type LoginHistoryEntry = LoginHistoryValue['list'][number];

/** Open sessions listed, at most (a member rarely has more; older ones are still signed out by "sign out the others"). */
export const openSessions_max = 50;

/** GET /wps/session/list (ours): the member's sessions still open, the current one first, then by last use. */
export const openSessionsValueSchema = z.object({
  list: z.array(z.object({
    /** `ses_<n>`: names the session to sign it out; the token never leaves the platform. */
    id: z.string().regex(/^ses_\d{1,18}$/),
    loginTime: z.number().int(),
    lastSeenTime: z.number().int(),
    current: z.boolean(),
    ...loginPlace,
  })).max(openSessions_max),
});
export type OpenSessionsValue = z.infer<typeof openSessionsValueSchema>;
export type OpenSession = OpenSessionsValue['list'][number];

/** POST /wps/session/signOut (ours): ends one other session of the member (`not.found` for anything else, the current one included). */
export const signOutSessionRequestSchema = z.object({ id: z.string().regex(/^ses_\d{1,18}$/) }).strict();
export type SignOutSessionRequest = z.infer<typeof signOutSessionRequestSchema>;

/** POST /wps/session/signOut and /wps/session/signOutOthers: how many sessions ended. */
export const signedOutValueSchema = z.object({ signedOut: z.number().int().min(0) });
export type SignedOutValue = z.infer<typeof signedOutValueSchema>;

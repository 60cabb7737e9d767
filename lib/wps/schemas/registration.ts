import { z } from 'zod';

/**
 * Wire shapes of registration (SPEC §3 registration payload, §7 register, username
 * availability and affiliate calls; WPS-PROTOCOL.md "Register"). The rules a value must
 * follow are lib/validation's, against the merchant's register settings; these schemas
 * only bound what may arrive.
 */

/** Clients send numbers for numeric fields now and then (mobileNum, qqNum): read them as text. */
const text = (max: number) =>
  z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(max)).optional().default('');

export const registerMethods = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;
export type RegisterMethodWire = (typeof registerMethods)[number];

/** Field values never need more than this; the settings narrow them further. */
export const registerFieldMax_chars = 256;

/**
 * PUT /wps/member/register and /wps/member/register/mobile, encrypted. Blank optional fields
 * arrive as empty strings (SPEC §3); `type` is always 0; the Firebase fields are accepted and
 * ignored (this platform verifies numbers by its own SMS codes).
 */
export const registerRequestSchema = z.object({
  countryDialingCode: text(8),
  registerUrl: text(2048),
  registerMethod: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(registerMethods).optional()),
  username: text(registerFieldMax_chars),
  password: text(registerFieldMax_chars),
  confirmPassword: text(registerFieldMax_chars),
  affiliateCode: text(registerFieldMax_chars),
  paymentPassword: text(registerFieldMax_chars),
  recommenderId: text(registerFieldMax_chars),
  nickname: text(registerFieldMax_chars),
  payeeName: text(registerFieldMax_chars),
  email: text(registerFieldMax_chars),
  mobileNum: text(registerFieldMax_chars),
  idNumber: text(registerFieldMax_chars),
  qqNum: text(registerFieldMax_chars),
  facebook: text(registerFieldMax_chars),
  wechat: text(registerFieldMax_chars),
  line: text(registerFieldMax_chars),
  whatsapp: text(registerFieldMax_chars),
  zalo: text(registerFieldMax_chars),
  birthday: text(registerFieldMax_chars),
  captcha: text(registerFieldMax_chars),
  type: z.union([z.literal(0), z.literal('0')]).optional(),
  domain: text(260),
  verificationCode: text(registerFieldMax_chars),
  firebaseChannel: text(16),
  firebaseIdToken: text(4096),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/** GET /wps/check/username?username= — success true: free; success false with user.exists: taken. */
export const checkUsernameQuerySchema = z.object({ username: z.string().max(registerFieldMax_chars) });

/** Affiliate codes: letters, digits, '_' and '-', up to 32 characters (matched in any case). */
export const affiliateCodePattern = /^[A-Za-z0-9_-]{1,32}$/;

/** GET /wps/agent/affiliate?code= */
export const affiliateQuerySchema = z.object({ code: z.string().max(registerFieldMax_chars) });
/** GET /wps/agent/affiliate/check?code=&domain= */
export const affiliateCheckQuerySchema = z.object({
  code: z.string().max(registerFieldMax_chars),
  domain: z.string().max(260).optional(),
});

/** value of GET /wps/agent/affiliate and /affiliate/check: the code as the agent holds it. */
export const affiliateValueSchema = z.object({ code: z.string() });
export type AffiliateValue = z.infer<typeof affiliateValueSchema>;

/** value of GET /wps/agent/default: the merchant's default agent code, null when it has none. */
export const agentDefaultValueSchema = z.object({ code: z.string().nullable() });
export type AgentDefaultValue = z.infer<typeof agentDefaultValueSchema>;

/** The value of a refused registration: which field to focus, and the lib/validation key when a rule said so. */
export const registerFailureValueSchema = z.object({ field: z.string(), key: z.string().optional() });
export type RegisterFailureValue = z.infer<typeof registerFailureValueSchema>;

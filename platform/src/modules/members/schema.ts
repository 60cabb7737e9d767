import { z } from 'zod';
import { merchantCodeSchema } from '../merchants';

export {
  loginRequestSchema, loginValueSchema, loginFailureValueSchema, freeplayValueSchema, memberInfoValueSchema,
  passwordChangeRequestSchema,
  type LoginRequest, type LoginValue, type LoginFailureValue, type FreeplayValue, type MemberInfoValue,
  type PasswordChangeRequest,
} from '@/lib/wps/schemas/session';

/** SPEC §3 member types: 0, 1, 2 real; 4 trial; 40, 41, 42 other; every other value an agent. */
export const realMemberTypes = [0, 1, 2] as const;
export const trialMemberType = 4;
export const otherMemberTypes = [40, 41, 42] as const;
const memberTypes = new Set<number>([...realMemberTypes, trialMemberType, ...otherMemberTypes]);

/** True for the types that log in on the member login; the rest are agents (SPEC §6). */
export function isMemberType(type: number): boolean {
  return memberTypes.has(type);
}

export const memberTypeSchema = z.number().int().min(0).max(32_767);
export const memberStatusSchema = z.enum(['active', 'disabled']);
export type MemberStatus = z.infer<typeof memberStatusSchema>;

export const registerMethods = ['APP', 'H5', 'PWA', 'WEBCLIP'] as const;

/** The optional contact fields of the register payload kept in members.profile. */
export const profileFieldNames = ['qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'idNumber', 'recommenderId', 'affiliateCode'] as const;
export type ProfileFieldName = (typeof profileFieldNames)[number];
export type MemberProfile = Partial<Record<ProfileFieldName, string>>;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

export const memberProfileSchema = z.object(
  Object.fromEntries(profileFieldNames.map((f) => [f, z.string().trim().max(128).optional()])) as Record<ProfileFieldName, z.ZodOptional<z.ZodString>>,
).strict();

/**
 * What createMember takes. Rules of the merchant's register settings are the registration
 * module's; this checks only what the table needs to stay sound.
 */
export const newMemberSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  paymentPassword: optionalText(128),
  mobileNum: z.preprocess(blankToNull, z.string().trim().regex(/^[0-9]{1,20}$/).nullable().optional()),
  countryDialingCode: optionalText(8),
  email: optionalText(254),
  nickname: optionalText(64),
  payeeName: optionalText(128),
  birthday: z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().optional()),
  type: memberTypeSchema.default(0),
  vipLabel: optionalText(64),
  parentAgentId: z.number().int().positive().nullable().optional(),
  firstTimeLogin: z.boolean().default(false),
  registerMethod: z.preprocess(blankToNull, z.enum(registerMethods).nullable().optional()),
  registerUrl: optionalText(2048),
  registerDomain: optionalText(253),
  registerIp: optionalText(64),
  registerDevice: optionalText(256),
  profile: memberProfileSchema.default({}),
});
export type NewMember = z.input<typeof newMemberSchema>;

// Back office

export const boMemberListQuerySchema = z
  .object({
    merchant: merchantCodeSchema.optional(),
    q: z.string().trim().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(500).optional(),
  })
  .strict();

export const boMemberParamsSchema = z.object({
  merchant: merchantCodeSchema,
  username: z.string().trim().min(1).max(64),
});

export const boMemberPatchSchema = z
  .object({
    status: memberStatusSchema.optional(),
    type: memberTypeSchema.optional(),
    /** The username of the member's new parent agent, or null for none (issue 20: the agent tree follows, its trigger refuses a cycle). */
    parent: z.string().trim().min(1).max(64).nullable().optional(),
  })
  .strict()
  .refine((p) => p.status !== undefined || p.type !== undefined || p.parent !== undefined, 'nothing to change: give status, type or parent');
export type BoMemberPatch = z.infer<typeof boMemberPatchSchema>;

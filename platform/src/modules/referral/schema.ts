import { z } from 'zod';

export { referralDetailsValueSchema, type ReferralDetailsValue } from '@/lib/wps/schemas/activity';

/** An amount an operator types: a decimal in currency units (the currency's digits are checked by the service). */
const decimalAmount = z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, 'an amount such as 10 or 2.50');

/** Limits on what an operator may store. */
export const referralLimits = {
  tiers_max: 10,
  /** Friends listed on /m/inviteFriends (newest first). */
  friendsShown_max: 100,
} as const;

/** PATCH /bo/referral/:merchant: every key optional; tiers are replaced whole. */
export const boReferralPatchSchema = z.object({
  firstDepositTiers: z.array(z.object({ minDeposit: decimalAmount, reward: decimalAmount }).strict()).max(referralLimits.tiers_max),
  turnoverTiers: z.array(z.object({ turnover: decimalAmount, reward: decimalAmount }).strict()).max(referralLimits.tiers_max),
  wageringMultiple: z.number().min(0).max(100).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'two decimals at most'),
  /** What one friend pays the referrer in all (0: no limit). */
  inviteeMax: decimalAmount,
  period: z.enum(['day', 'week', 'month']),
  /** What one referrer is paid per period (0: no limit). */
  periodMax: decimalAmount,
}).partial().strict();
export type BoReferralPatch = z.infer<typeof boReferralPatchSchema>;

export const boReferralParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();

/** A merchant's referral rules as the back office shows them (amounts as decimal text). */
export interface ReferralSettingsView {
  /** The merchant's menu switch `referral` (merchant:set <code> menu.referral=true). */
  enabled: boolean;
  currency: string;
  firstDepositTiers: { minDeposit: string; reward: string }[];
  turnoverTiers: { turnover: string; reward: string }[];
  wageringMultiple: number;
  inviteeMax: string;
  period: 'day' | 'week' | 'month';
  periodMax: string;
  updatedAt: string | null;
}

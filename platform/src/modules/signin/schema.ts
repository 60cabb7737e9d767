import { z } from 'zod';

export { signinClaimValueSchema, signinValueSchema, type SigninClaimValue, type SigninValue } from '@/lib/wps/schemas/activity';

/** An amount an operator types: a decimal in currency units (at most the currency's digits, checked by the service). */
const decimalAmount = z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, 'an amount such as 10 or 2.50');

/** PATCH /bo/signin/:merchant: every key optional; the merged settings are checked whole. */
export const boSigninPatchSchema = z.object({
  enabled: z.boolean(),
  /** The reward of day 1..7 of the strip, in currency units (day 7 the big one). */
  amounts: z.array(decimalAmount).length(7),
  /** Wagering multiple of each reward, 0 (cash) to 100, two decimals at most. */
  wageringMultiple: z.number().min(0).max(100).refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, 'two decimals at most'),
  requirement: z.enum(['none', 'deposit', 'turnover']),
  /** The deposit or settled stakes the day needs, in currency units (0 with requirement none). */
  requirementAmount: decimalAmount,
}).partial().strict();
export type BoSigninPatch = z.infer<typeof boSigninPatchSchema>;

export const boSigninParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();

/** A merchant's sign-in as the back office shows it (amounts as decimal text). */
export interface SigninSettingsView {
  enabled: boolean;
  currency: string;
  amounts: string[];
  wageringMultiple: number;
  requirement: 'none' | 'deposit' | 'turnover';
  requirementAmount: string;
  updatedAt: string | null;
}

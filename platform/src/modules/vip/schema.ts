import { z } from 'zod';
import { vipBases, vipProducts, vipWindows, type VipBasis, type VipProduct, type VipWindow } from '@/lib/wps/schemas/vip';

export {
  rankProgressValueSchema, vipGiftClaimSchema, vipGiftKinds, vipProductOfGameType, vipProducts,
  type RankProgressValue, type VipBasis, type VipGift, type VipGiftClaim, type VipGiftKind, type VipLevel, type VipProduct, type VipWindow,
} from '@/lib/wps/schemas/vip';

const day_ms = 86_400_000;

/** Limits of VIP (TigerStyle: a bound on everything). */
export const vipLimits = {
  levels_max: 31,
  /** At most 5 % of the turnover back: more would pay a member to play. */
  rebate_bp_max: 500,
  /** 1 000 000 000.00 in a two-digit currency. */
  amount_minor_max: 100_000_000_000n,
  wagering_centi_max: 10_000,
  /** The rolling window. */
  rolling_ms: 30 * day_ms,
  /**
   * A bet counts on the day it settles; the run looks for bets placed up to this long before the
   * day (the index it uses is by placing time), so a bet that settles later than that after it
   * was placed earns no rebate and does not count for a level.
   */
  settle_lookback_ms: 14 * day_ms,
  /** The daily run pays members in chunks of this many, renewing its lease in between. */
  rebate_chunk: 200,
  /** The days before today the daily run looks at (a platform down for a weekend still pays). */
  rebate_days_back: 3,
} as const;

/** The daily run of VIP (modules/jobs): the previous merchant day's rebate, and the levels as of its end. */
export const rebateJobName = 'vip.rebate';

/** A level as stored, amounts in minor units. */
export interface LevelRule {
  level: number;
  name: string;
  threshold_minor: bigint;
  upgradeBonus_minor: bigint;
  monthlyGift_minor: bigint;
  birthdayGift_minor: bigint;
  rebateBp: Partial<Record<VipProduct, number>>;
}

/** A merchant's VIP rules. */
export interface VipProgram {
  basis: VipBasis;
  window: VipWindow;
  /** Hundredths of the wagering multiple: of the upgrade bonus and gifts, and of the rebate. */
  giftWagering_centi: number;
  rebateWagering_centi: number;
  levels: LevelRule[];
}

// ---------------------------------------------------------------------------------------------
// The back office (/bo/vip/:merchant) and the CLI (vip:show, vip:set, vip:level).

/** A decimal amount in currency units, as operators type it (converted with the merchant's minor digits). */
const amount = z.string().trim().regex(/^\d{1,12}(\.\d{1,4})?$/, 'an amount such as 100 or 100.50');
const bp = z.number().int().min(0).max(vipLimits.rebate_bp_max);
const multiple = z.number().min(0).max(vipLimits.wagering_centi_max / 100).refine((x) => Number.isInteger(Math.round(x * 100)) && Math.abs(Math.round(x * 100) - x * 100) < 1e-9, 'at most two decimals');

export const boVipParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boVipLevelParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), level: z.coerce.number().int().min(0).max(vipLimits.levels_max - 1) }).strict();

/** PATCH /bo/vip/:merchant: the program's rules (made with defaults on first use). */
export const boVipProgramPatchSchema = z
  .object({
    basis: z.enum(vipBases).optional(),
    window: z.enum(vipWindows).optional(),
    giftWagering: multiple.optional(),
    rebateWagering: multiple.optional(),
  })
  .strict();
export type BoVipProgramPatch = z.infer<typeof boVipProgramPatchSchema>;

/** PUT /bo/vip/:merchant/levels/:level: a level made or changed (amounts in currency units; rates in basis points). */
export const boVipLevelSchema = z
  .object({
    name: z.string().trim().min(1).max(32).optional(),
    threshold: amount.optional(),
    upgradeBonus: amount.optional(),
    monthlyGift: amount.optional(),
    birthdayGift: amount.optional(),
    rebate: z.partialRecord(z.enum(vipProducts), bp).optional(),
  })
  .strict();
export type BoVipLevel = z.infer<typeof boVipLevelSchema>;

/** The program as the back office shows it (amounts as decimal strings in currency units). */
export interface VipProgramView {
  merchant: string;
  currency: string;
  basis: VipBasis;
  window: VipWindow;
  giftWagering: number;
  rebateWagering: number;
  levels: { level: number; name: string; threshold: string; upgradeBonus: string; monthlyGift: string; birthdayGift: string; rebate: Partial<Record<VipProduct, number>>; members: number }[];
}

/** What a program starts with before an operator sets it: bets over 30 days, gifts x1, rebate cash. */
export const vipProgramDefaults = { basis: 'bets', window: 'rolling30', giftWagering_centi: 100, rebateWagering_centi: 0 } as const;

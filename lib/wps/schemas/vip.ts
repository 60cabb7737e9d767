import { z } from 'zod';
import { rebateProducts } from '../words';

/**
 * VIP (SPEC §2 /m/member/benefits, only with the merchant's VIP switch `menu.vip`): the member's
 * level and progress (the field's getPlayerRankProgress, whose shape was never seen: ours), the
 * benefits of every level, and the gifts the member may claim. Amounts are decimal strings in
 * currency units (exact); rebate rates are basis points (50 = 0.50 % of the settled turnover).
 * The rules: platform/src/modules/vip/README.md.
 */

/** The product types a rebate rate is set for, and the catalog's game types each covers (games.game_type). */
export const vipProducts = rebateProducts;
export type VipProduct = (typeof vipProducts)[number];
export const vipProductOfGameType: Record<string, VipProduct> = {
  RNG: 'slots', LIVE: 'live', FISH: 'fishing', PVP: 'poker', SPORTS: 'sports', ESPORTS: 'sports', COCKFIGHT: 'sports', LOTT: 'lottery', ELOTT: 'lottery',
};

/** What the level counts: settled real-money stakes (effective bets) or credited deposits. */
export const vipBases = ['bets', 'deposits'] as const;
export type VipBasis = (typeof vipBases)[number];
/** Over which time: the last 30 days, or the calendar month (the better of this month so far and the last one). */
export const vipWindows = ['rolling30', 'month'] as const;
export type VipWindow = (typeof vipWindows)[number];

export const vipGiftKinds = ['monthly', 'birthday'] as const;
export type VipGiftKind = (typeof vipGiftKinds)[number];

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const vipLevelSchema = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  /** The qualifying amount that reaches this level. */
  threshold: decimal,
  upgradeBonus: decimal,
  monthlyGift: decimal,
  birthdayGift: decimal,
  /** Basis points per product; a product not named earns nothing. */
  rebateBp: z.partialRecord(z.enum(vipProducts), z.number().int().min(0)),
  /** Whether this member was paid this level's upgrade bonus (once per level, ever). */
  upgradePaid: z.boolean(),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/**
 * A gift of the member's current level: claimable now, claimed for this period, not yet (the
 * birthday month has not come), no birthday on the account, or none at this level (amount 0).
 */
export const vipGiftSchema = z.object({
  kind: z.enum(vipGiftKinds),
  amount: decimal,
  state: z.enum(['claimable', 'claimed', 'notYet', 'noBirthday', 'none']),
  /** The period a claim is for: the month 2026-11 (monthly) or the year 2026 (birthday). */
  period: z.string(),
});
export type VipGift = z.infer<typeof vipGiftSchema>;

/** GET /wps/vip/getPlayerRankProgress (ours): the level, the true numbers behind it, the benefits table and the gifts. */
export const rankProgressValueSchema = z.object({
  currency: z.string(),
  basis: z.enum(vipBases),
  window: z.enum(vipWindows),
  /** The qualifying amount counted now. */
  amount: decimal,
  level: z.number().int().min(0),
  levelName: z.string(),
  /** The next level, what it needs, and what is still missing; null at the top. */
  next: z.object({ level: z.number().int(), name: z.string(), threshold: decimal, remaining: decimal }).nullable(),
  /** Progress from this level's threshold to the next one's, 0 to 100 (100 at the top). */
  progressPercent: z.number().min(0).max(100),
  levels: z.array(vipLevelSchema),
  gifts: z.array(vipGiftSchema),
  /** The last daily rebate paid to the member: the merchant day and the amount; null when none yet. */
  lastRebate: z.object({ day: z.string(), amount: decimal }).nullable(),
  /** Wagering multiple of the gifts and of the rebate (0: cash). */
  giftWageringMultiple: z.number().min(0),
  rebateWageringMultiple: z.number().min(0),
});
export type RankProgressValue = z.infer<typeof rankProgressValueSchema>;

/** POST /wps/vip/gift/claim (ours): {kind} → the gift as it stands after the claim. */
export const vipGiftClaimSchema = z.object({ kind: z.enum(vipGiftKinds) }).strict();
export type VipGiftClaim = z.infer<typeof vipGiftClaimSchema>;
export const vipGiftClaimValueSchema = vipGiftSchema;

import { z } from 'zod';

/** Where a reward comes from; each source keeps its own idempotency keys (sourceRef). */
export const rewardSources = ['promotion', 'signin', 'referral', 'vip', 'rebate', 'redrain', 'tournament'] as const;
export type RewardSource = (typeof rewardSources)[number];

/** The catalog's game types (migration 016); wagering weights are set per type. */
export const gameTypes = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT'] as const;
export type GameType = (typeof gameTypes)[number];
/** Percent of a settled stake that counts towards a bonus's wagering, per game type. */
export type GameWeights = Partial<Record<GameType, number>>;

/**
 * The built-in weights, under a merchant's (reward_settings) and a grant's own: slots and other
 * RNG games count in full, lotteries and sports half, live tables and player-versus-player a
 * tenth (their low edge makes a bonus cheap to clear). reward_wagering.sql holds the same table.
 */
export const defaultGameWeights: Record<GameType, number> = {
  RNG: 100, FISH: 100, LOTT: 50, ELOTT: 50, LIVE: 10, PVP: 10, SPORTS: 50, ESPORTS: 50, COCKFIGHT: 10,
};

export const gameWeightsSchema = z.object(
  Object.fromEntries(gameTypes.map((t) => [t, z.number().int().min(0).max(100).optional()])) as Record<GameType, z.ZodOptional<z.ZodNumber>>,
).strict();

/** A member's claims: a tap is cheap, each claim locks its promotion. */
export const rewardRateRules = {
  'rewards.claim': { limit: 20, window_ms: 60_000 },
} as const;

/** Limits (TigerStyle: a limit on everything). */
export const rewardLimits = {
  source_ref_length_max: 200,
  title_length_max: 200,
  /** Hundredths of a multiple: x1000 at most. */
  wagering_centi_max: 100_000,
  /** The reward centre lists at most this many grants, newest first. */
  member_grants_max: 100,
  /** Grants one expiry sweep forfeits per transaction. */
  expiry_batch: 200,
} as const;

export type GrantStatus = 'paid' | 'wagering' | 'converted' | 'forfeited';
export type ForfeitReason = 'expired' | 'withdrawal';

/** A grant as the reward centre and the back office show it. */
export interface GrantView {
  grantId: string;
  source: RewardSource;
  sourceRef: string;
  title: string;
  currency: string;
  amount_minor: bigint;
  wageringMultiple: number;
  required_minor: bigint;
  wagered_minor: bigint;
  status: GrantStatus;
  forfeitReason: ForfeitReason | null;
  forfeitOnWithdrawal: boolean;
  expiresAt: Date | null;
  createdAt: Date;
  completedAt: Date | null;
}

/** PUT /bo/rewards/:merchant/settings {gameWeights} */
export const boSettingsSchema = z.object({ gameWeights: gameWeightsSchema }).strict();
export const boMerchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boMemberParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), username: z.string().trim().min(1).max(64) }).strict();

// ---------------------------------------------------------------------------------------------
// Promotions (migration 038): what an operator configures.

/** A decimal amount in the merchant's money, as operators write it ('100', '12.50'). */
const decimal = z.string().trim().regex(/^\d{1,13}(\.\d{1,8})?$/, 'a decimal like 100.00');
const language = z.string().regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'a language code like EN or ZH');
export const promotionCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or -, at most 64');
export const memberTagSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'lower-case letters, digits, _ or -, at most 32');

export const promotionRewardSchema = z.discriminatedUnion('type', [
  /** The same amount for everyone. */
  z.object({ type: z.literal('fixed'), amount: decimal }).strict(),
  /** A share of the qualifying deposit, at most cap (needs a deposit condition). */
  z.object({ type: z.literal('percent'), percent: z.number().gt(0).max(1000), cap: decimal }).strict(),
  /** An amount drawn from the platform's fair stream: a band by its weight, then uniformly within it (in minor units). */
  z.object({
    type: z.literal('random'),
    bands: z.array(z.object({ min: decimal, max: decimal, weight: z.number().int().min(1).max(1_000_000) }).strict()).min(1).max(20),
  }).strict(),
]);
export type PromotionReward = z.infer<typeof promotionRewardSchema>;

export const promotionEligibilitySchema = z.object({
  /** A deposit condition: the member's latest credited deposit, its rank (1 = first deposit; null = any), at least min, credited within the window. */
  deposit: z.object({
    nth: z.number().int().min(1).max(100).nullable().default(null),
    min: decimal.default('0'),
    claimWithinHours: z.number().int().min(1).max(24 * 90).default(72),
  }).strict().nullable().default(null),
  /** Settled real-money stakes of the last `days` days of at least min. */
  turnover: z.object({ min: decimal, days: z.number().int().min(1).max(90) }).strict().nullable().default(null),
  /** Registered at most this many days ago. */
  newMemberDays: z.number().int().min(1).max(3650).nullable().default(null),
  /** The member's VIP label must be one of these (empty: any member). */
  vipLabels: z.array(z.string().trim().min(1).max(32)).max(50).default([]),
  /** The member must carry one of these tags (reward_member_tags; empty: any member). */
  tags: z.array(memberTagSchema).max(50).default([]),
}).strict();

export const promotionLimitsSchema = z.object({
  perMember: z.number().int().min(1).max(1000).default(1),
  /** Claims of the promotion from one device (the claim's deviceId) and one address; null: no limit. */
  perDevice: z.number().int().min(1).max(1000).nullable().default(null),
  perAddress: z.number().int().min(1).max(1000).nullable().default(null),
  /** What all claims together may pay; null: no budget. */
  budget: decimal.nullable().default(null),
}).strict();

export const promotionRulesSchema = z.object({
  /** The title per language (EN required: the fallback of every language). */
  title: z.record(language, z.string().trim().min(1).max(rewardLimits.title_length_max)).refine((t) => 'EN' in t, 'EN is required'),
  /** The claim window: claims before startsAt or after endsAt are refused (null: open). */
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  eligibility: promotionEligibilitySchema.default(() => promotionEligibilitySchema.parse({})),
  reward: promotionRewardSchema,
  /** 0: cash at once; else a locked bonus until amount x multiple is wagered (weighted by gameWeights over the merchant's). */
  wageringMultiple: z.number().min(0).max(1000).multipleOf(0.01).default(0),
  gameWeights: gameWeightsSchema.default({}),
  /** The bonus is forfeited when its wagering is not done this many hours after the claim (null: never). */
  bonusExpiresInHours: z.number().int().min(1).max(24 * 365).nullable().default(null),
  /** A withdrawal requested before the wagering completes forfeits the bonus (the member is told first). */
  forfeitOnWithdrawal: z.boolean().default(false),
  limits: promotionLimitsSchema.default(() => promotionLimitsSchema.parse({})),
}).strict().superRefine((r, ctx) => {
  if (r.reward.type === 'percent' && !r.eligibility.deposit) {
    ctx.addIssue({ code: 'custom', path: ['reward'], message: 'a percent reward needs a deposit condition (eligibility.deposit)' });
  }
  if (r.reward.type === 'random') {
    r.reward.bands.forEach((b, i) => {
      if (Number(b.min) > Number(b.max)) ctx.addIssue({ code: 'custom', path: ['reward', 'bands', i], message: 'min above max' });
    });
  }
  if (r.startsAt && r.endsAt && Date.parse(r.endsAt) <= Date.parse(r.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'endsAt must be after startsAt' });
  }
});
export type PromotionRules = z.infer<typeof promotionRulesSchema>;

/** POST /bo/rewards/:merchant/promotions {code, enabled?, sort?, rules} */
export const boPromotionCreateSchema = z.object({
  code: promotionCodeSchema,
  enabled: z.boolean().default(true),
  sort: z.number().int().min(-100000).max(100000).default(0),
  rules: promotionRulesSchema,
}).strict();
export type BoPromotionCreate = z.infer<typeof boPromotionCreateSchema>;
/** PATCH /bo/rewards/:merchant/promotions/:code {enabled?, sort?, rules?} (rules replace the old ones whole) */
export const boPromotionPatchSchema = z.object({
  enabled: z.boolean().optional(),
  sort: z.number().int().min(-100000).max(100000).optional(),
  rules: promotionRulesSchema.optional(),
}).strict();
export type BoPromotionPatch = z.infer<typeof boPromotionPatchSchema>;
export const boPromotionParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), code: promotionCodeSchema }).strict();
/** PUT /bo/rewards/:merchant/members/:username/tags/:tag {on} */
export const boTagSchema = z.object({ on: z.boolean().default(true) }).strict();
export const boTagParamsSchema = z.object({
  merchant: z.string().trim().min(1).max(64), username: z.string().trim().min(1).max(64), tag: memberTagSchema,
}).strict();

/** Why a member cannot claim a promotion now (the reward centre says it in the member's language). */
export const claimReasons = [
  'not.started', 'ended', 'trial', 'claimed', 'deposit.required', 'deposit.nth', 'deposit.min', 'deposit.window', 'deposit.claimed',
  'turnover', 'new.member', 'vip', 'tag', 'limit.device', 'limit.address', 'budget',
] as const;
export type ClaimReason = (typeof claimReasons)[number];

/** A promotion as operators see it. */
export interface PromotionView {
  code: string;
  enabled: boolean;
  sort: number;
  rules: PromotionRules;
  budget_minor: bigint | null;
  spent_minor: bigint;
  claims: number;
  createdAt: Date;
  updatedAt: Date;
}

import { z } from 'zod';

/**
 * The reward centre's calls (REWCEN3, issue 19). The field names the calls
 * (getAvailablePromotions, getPromotionClaimList, claimRafflePromotion) but not their shapes:
 * these are ours, relays answering under value.content as the game relays do. Amounts are wire
 * decimals in the merchant's currency (WPS-PROTOCOL.md); times ISO 8601. platform/src/modules/rewards.
 */

const amount = z.number().min(0);
const iso = z.string();

/** Why a promotion cannot be claimed now (messages rewards.reasons.*). */
export const claimReasonValues = [
  'not.started', 'ended', 'trial', 'claimed', 'deposit.required', 'deposit.nth', 'deposit.min', 'deposit.window', 'deposit.claimed',
  'turnover', 'new.member', 'vip', 'tag', 'limit.device', 'limit.address', 'budget',
] as const;
export type ClaimReasonValue = (typeof claimReasonValues)[number];

/** What a promotion pays: a fixed amount, a share of the deposit up to a cap, or a random amount between min and max. */
export const promotionRewardValueSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), amount }),
  z.object({ type: z.literal('percent'), percent: z.number().min(0), cap: amount }),
  z.object({ type: z.literal('random'), min: amount, max: amount }),
]);

export const availablePromotionSchema = z.object({
  /** The promotion's code: what claimRafflePromotion takes, and a promotion announcement's claimId. */
  id: z.string(),
  title: z.string(),
  reward: promotionRewardValueSchema,
  wageringMultiple: z.number().min(0),
  bonusExpiresInHours: z.number().int().nullable(),
  forfeitOnWithdrawal: z.boolean(),
  startsAt: iso.nullable(),
  endsAt: iso.nullable(),
  /** What a claim now would pay (fixed and percent rewards); null for a random reward or when not claimable. */
  preview: amount.nullable(),
  claimable: z.boolean(),
  /** Why not, when not claimable. */
  reason: z.enum(claimReasonValues).nullable(),
  /** The member's claims so far and how many are allowed. */
  claimed: z.number().int().min(0),
  perMember: z.number().int().min(1),
  /** The deposit condition, for the reason's text: the rank (1 = first) and the minimum. */
  deposit: z.object({ nth: z.number().int().nullable(), min: amount }).nullable(),
});
export type AvailablePromotion = z.infer<typeof availablePromotionSchema>;

/** GET /wps/relay/REWCEN_getAvailablePromotions (ours): the merchant's promotions in their window, each with whether the member may claim it. */
export const availablePromotionsValueSchema = z.object({ content: z.object({ promotions: z.array(availablePromotionSchema).max(100) }) });
export type AvailablePromotionsValue = z.infer<typeof availablePromotionsValueSchema>;

export const rewardSourceValues = ['promotion', 'signin', 'referral', 'vip', 'rebate', 'redrain', 'tournament'] as const;
export const rewardStatusValues = ['paid', 'wagering', 'converted', 'forfeited'] as const;

/** One reward the member got: paid as cash, a bonus in wagering, converted, or forfeited (and why). */
export const rewardItemSchema = z.object({
  id: z.string(),
  source: z.enum(rewardSourceValues),
  title: z.string(),
  amount,
  status: z.enum(rewardStatusValues),
  forfeitReason: z.enum(['expired', 'withdrawal']).nullable(),
  wageringMultiple: z.number().min(0),
  /** Weighted turnover required and done so far (the progress bar). */
  required: amount,
  wagered: amount,
  forfeitOnWithdrawal: z.boolean(),
  expiresAt: iso.nullable(),
  createdAt: iso,
  completedAt: iso.nullable(),
});
export type RewardItem = z.infer<typeof rewardItemSchema>;

/** GET /wps/relay/REWCEN_getPromotionClaimList (ours): the member's rewards, newest first, and the bonus held. */
export const promotionClaimListValueSchema = z.object({
  content: z.object({
    rewards: z.array(rewardItemSchema).max(100),
    /** The bonus in wagering (locked: bets are made from cash). */
    bonus: amount,
    /** What a withdrawal now would forfeit (bonuses whose terms say so). */
    forfeitOnWithdrawal: amount,
  }),
});
export type PromotionClaimListValue = z.infer<typeof promotionClaimListValueSchema>;

/** POST /wps/relay/REWCEN_claimRafflePromotion (ours): {promotionId, deviceId?}. */
export const claimPromotionRequestSchema = z.object({
  promotionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  /** The browser's device id (SHELL_deviceId), for the per-device limit. */
  deviceId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional(),
}).strict();
export type ClaimPromotionRequest = z.infer<typeof claimPromotionRequestSchema>;
export const claimPromotionValueSchema = z.object({ content: rewardItemSchema });
/** A refused claim (promotion.not.eligible) names the reason. */
export const claimPromotionFailureValueSchema = z.object({ reason: z.enum(claimReasonValues) }).nullable();

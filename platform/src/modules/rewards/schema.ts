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

import { z } from 'zod';

/**
 * What a new pool starts with (jackpot:set without a value): 1 % of every settled real stake of
 * the house slot, and a 1 in 50 000 chance per paid round. The pool's long-run return to players
 * is its share (every contribution is paid out in the end), so the slot returns its base game's
 * 96.05 % plus 1 % from the jackpot; see the README for the figures.
 */
export const jackpotDefaults = { share_bp: 100, odds: 50_000 } as const;

export const jackpotLimits = {
  /** At most 10 % of a stake goes to the pool: more would eat the house's whole margin. */
  share_bp_max: 1000,
  odds_max: 1_000_000_000,
  /** Basis points in one: a round owes stake × share_bp / 10 000 minor units, paid in whole units as its bucket's rounds add up (migration 022). */
  bp_per_unit: 10_000n,
  /** Jackpot wins listed at once (winner board, ops). */
  wins_listed_max: 50,
} as const;

export interface JackpotPool {
  merchantId: number;
  currency: string;
  share_bp: number;
  odds: number;
  /** The wallet vendor whose games fund and pay the pool, and those games' ids. */
  vendor: string;
  games: string[];
  lastWin_minor: bigint | null;
  lastWinAt: Date | null;
}

export interface JackpotWin {
  id: number;
  currency: string;
  memberId: number;
  vendor: string;
  gameId: string;
  transactionId: string;
  amount_minor: bigint;
  createdAt: Date;
}

/** What settling one round did to the pool. */
export interface JackpotSettlement {
  contribution_minor: bigint;
  /** What the member won (0 when the round did not trigger, or the pool was empty). */
  paid_minor: bigint;
}

/** /bo/jackpot/:merchant */
export const boJackpotParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();

/** PATCH /bo/jackpot/:merchant: the share in basis points and the odds (1 in N per paid round). */
export const boJackpotPatchSchema = z
  .object({
    share: z.number().int().min(0).max(jackpotLimits.share_bp_max).optional(),
    odds: z.number().int().min(1).max(jackpotLimits.odds_max).optional(),
  })
  .strict();
export type BoJackpotPatch = z.infer<typeof boJackpotPatchSchema>;

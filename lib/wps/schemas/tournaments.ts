import { z } from 'zod';

/**
 * Tournaments (/m/tournaments; platform/src/modules/tournaments/README.md). The shapes are ours:
 * the field has no tournaments. Amounts are decimal strings in the merchant's currency; a score
 * is a string whose meaning the metric gives: an amount (bet_sum), a multiplier with two
 * decimals (best_multiplier, "12.50" for ×12.50) or a count (rounds).
 */

const decimal = z.string().regex(/^-?\d+(?:\.\d+)?$/);
const id = z.number().int().positive().max(2 ** 53);

export const tournamentMetrics = ['bet_sum', 'best_multiplier', 'rounds'] as const;
export type TournamentMetric = (typeof tournamentMetrics)[number];

export const tournamentPrizeSchema = z.object({ rank: z.number().int().positive(), amount: decimal, wageringMultiple: z.number().min(0) });
export type TournamentPrize = z.infer<typeof tournamentPrizeSchema>;

export const tournamentSummarySchema = z.object({
  id,
  title: z.string(),
  metric: z.enum(tournamentMetrics),
  /** upcoming before startsAt, running until endsAt, ended after (settled once its prizes are paid). */
  status: z.enum(['upcoming', 'running', 'ended']),
  settled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The games whose bets count, by name in the member's language; empty: every in-house game. */
  games: z.array(z.string()).max(100),
  /** Bets below this stake do not count. */
  minStake: decimal,
  prizes: z.array(tournamentPrizeSchema).max(100),
  entrants: z.number().int().min(0),
  /** Whether the member of the session has joined (false without a session). */
  joined: z.boolean(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

/** GET /wps/tournaments: the merchant's tournaments that are running, upcoming or ended in the last 7 days. */
export const tournamentsValueSchema = z.object({ now: z.string(), tournaments: z.array(tournamentSummarySchema).max(50) });
export type TournamentsValue = z.infer<typeof tournamentsValueSchema>;

export const tournamentLeaderSchema = z.object({
  rank: z.number().int().positive(),
  /** The member's username, masked (ab***9), so standings show who without telling who. */
  name: z.string(),
  score: z.string(),
  /** When the member reached this score: the earlier of two equal scores ranks first. */
  reachedAt: z.string(),
  me: z.boolean(),
  prize: tournamentPrizeSchema.nullable(),
});
export type TournamentLeader = z.infer<typeof tournamentLeaderSchema>;

/** GET /wps/tournaments/detail?id=: one tournament, its top 50, and the member's own line. */
export const tournamentDetailQuerySchema = z.object({ id: z.coerce.number().int().positive().max(2 ** 53) }).strict();
export const tournamentDetailValueSchema = z.object({
  now: z.string(),
  tournament: tournamentSummarySchema,
  leaderboard: z.array(tournamentLeaderSchema).max(50),
  /** The member's line when they have joined and have a score; null otherwise. */
  me: tournamentLeaderSchema.nullable(),
});
export type TournamentDetailValue = z.infer<typeof tournamentDetailValueSchema>;

/** POST /wps/tournaments/join {tournamentId}: opts in; bets from now on count. Joining twice answers the first joinedAt. */
export const tournamentJoinSchema = z.object({ tournamentId: id }).strict();
export type TournamentJoin = z.infer<typeof tournamentJoinSchema>;
export const tournamentJoinValueSchema = z.object({ tournamentId: id, joinedAt: z.string() });
export type TournamentJoinValue = z.infer<typeof tournamentJoinValueSchema>;

import { z } from 'zod';
import { tournamentMetrics } from '@/lib/wps/schemas/tournaments';

export {
  tournamentDetailQuerySchema, tournamentJoinSchema, type TournamentDetailValue, type TournamentJoin, type TournamentJoinValue, type TournamentsValue,
} from '@/lib/wps/schemas/tournaments';

/** Limits of the tournaments (TigerStyle: a bound on everything). */
export const tournamentLimits = {
  /** Rows of a leaderboard the screen shows. */
  leaderboard_max: 50,
  /** Tournaments the member's list shows (running, upcoming, ended within endedShown_ms). */
  list_max: 50,
  endedShown_ms: 7 * 24 * 60 * 60_000,
  /** A tournament's window, at most. */
  window_ms_max: 90 * 24 * 60 * 60_000,
  /**
   * Settlement waits this long after the end, so a bet placed just before the end has settled
   * (the in-house games settle a round within seconds of its bet).
   */
  settleDelay_ms: 60_000,
  /** Tournaments one settlement pass of a merchant pays at most. */
  settleBatch_max: 20,
  /** A wagering prize not wagered within this long is forfeited by the rewards module. */
  wageringExpiry_ms: 14 * 24 * 60 * 60_000,
  bo_list_max: 100,
} as const;

// ---- back office (npm run ops -- tournament:*) ----

export const boMerchantParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();
export const boTournamentParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64), id: z.coerce.number().int().positive().max(2 ** 53) }).strict();

const money = z.string().trim().regex(/^\d{1,12}(?:\.\d{1,4})?$/, 'an amount such as 500 or 0.88');
const instant = z.string().trim().datetime({ offset: true });

export const boPrizeSchema = z.object({
  rank: z.coerce.number().int().min(1).max(100),
  amount: money,
  wagering: z.coerce.number().min(0).max(1000).multipleOf(0.01).default(0),
}).strict();

const fields = {
  title: z.string().trim().min(1).max(100),
  metric: z.enum(tournamentMetrics),
  /** In-house game ids whose bets count; with gameType, the house games of that type; neither: every in-house game. */
  games: z.array(z.string().trim().min(1).max(64)).max(100),
  gameType: z.string().trim().min(1).max(16).nullable(),
  minStake: money,
  startsAt: instant,
  endsAt: instant,
  prizes: z.array(boPrizeSchema).min(1).max(100),
  enabled: z.boolean(),
};

/** POST /bo/tournaments/:merchant: a tournament (times ISO 8601 with an offset). */
export const boTournamentCreateSchema = z.object({
  ...fields,
  games: fields.games.default([]),
  gameType: fields.gameType.default(null),
  minStake: fields.minStake.default('0'),
  enabled: fields.enabled.default(true),
}).strict();
export type BoTournamentCreate = z.infer<typeof boTournamentCreateSchema>;

/** PATCH /bo/tournaments/:merchant/:id: any field; a settled tournament cannot change. */
export const boTournamentPatchSchema = z.object(fields).partial().strict();
export type BoTournamentPatch = z.infer<typeof boTournamentPatchSchema>;

/** A tournament as the operator sees it. */
export interface TournamentView {
  id: number;
  title: string;
  metric: (typeof tournamentMetrics)[number];
  games: string[];
  minStake: string;
  currency: string;
  startsAt: string;
  endsAt: string;
  prizes: { rank: number; amount: string; wagering: number }[];
  enabled: boolean;
  status: 'upcoming' | 'running' | 'ended';
  entrants: number;
  settledAt: string | null;
  /** The paid ranks once settled: who (username), score, amount. */
  results: { rank: number; username: string; score: string; amount: string; wagering: number }[];
}

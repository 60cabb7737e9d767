import { minorToDecimalString } from '@/lib/format';
import type { TournamentMetric } from '@/lib/wps/schemas/tournaments';

/** The tournaments' pure rules: where a tournament stands, prize tables, scores as text, masked names. */

export interface Prize {
  rank: number;
  amount_minor: bigint;
  wagering_centi: number;
}

export const prizeLimits = { ranks_max: 100, amount_max_minor: 100_000_000_000n, wagering_centi_max: 100_000 } as const;

/** Why a prize table is refused, or null: ranks 1..n in order without gaps, positive amounts, a wagering multiple 0..1000. */
export function prizesProblem(prizes: readonly Prize[]): string | null {
  if (prizes.length < 1 || prizes.length > prizeLimits.ranks_max) return `1 to ${prizeLimits.ranks_max} prizes`;
  for (const [i, p] of prizes.entries()) {
    if (p.rank !== i + 1) return 'ranks are 1, 2, 3, ... in order without gaps';
    if (p.amount_minor < 1n || p.amount_minor > prizeLimits.amount_max_minor) return 'each prize is a positive amount';
    if (!Number.isInteger(p.wagering_centi) || p.wagering_centi < 0 || p.wagering_centi > prizeLimits.wagering_centi_max) return 'a wagering multiple from 0 to 1000';
  }
  return null;
}

export function statusAt(t: { starts_at: Date; ends_at: Date }, now: Date): 'upcoming' | 'running' | 'ended' {
  if (now < new Date(t.starts_at)) return 'upcoming';
  return now < new Date(t.ends_at) ? 'running' : 'ended';
}

/**
 * A score as the wire shows it. Scores are kept as integers: minor units of the bet sum,
 * hundredths of the best multiplier (payout × 100 / stake, rounded down), or rounds.
 */
export function scoreText(metric: TournamentMetric, score: bigint, minorDigits: number): string {
  if (metric === 'bet_sum') return minorToDecimalString(score, minorDigits);
  if (metric === 'best_multiplier') return minorToDecimalString(score, 2);
  return score.toString();
}

/** "alice99" → "al***9": enough to recognise oneself, not enough to find another member. */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

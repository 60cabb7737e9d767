import { minorToDecimalString } from '@/lib/format';
import type { TournamentLeader, TournamentSummary } from '@/lib/wps/schemas/tournaments';
import type { Merchant } from '../../context';
import { houseCatalogEntry } from '../../vendors/house/catalog';
import type { StandingRow, TournamentRow } from './repo';
import { maskName, scoreText, statusAt } from './rules';

/** How a tournament row and its standings read on the wire (shared by the member and operator sides). */

const dec = (m: Merchant, v: bigint | string | number) => minorToDecimalString(BigInt(v), m.currency.minorDigits);

export function prizesOf(m: Merchant, t: TournamentRow) {
  return t.prizes.map((p) => ({ rank: p.rank, amount: dec(m, p.amount_minor), wageringMultiple: p.wagering_centi / 100 }));
}

/** A game id's name in the language (Chinese for ZH, else English); an id the house does not know reads as itself. */
export function gameName(gameId: string, language: string): string {
  const e = houseCatalogEntry(gameId);
  if (!e) return gameId;
  return language.toUpperCase().startsWith('ZH') ? e.names.ZH : e.names.EN;
}

export function summaryOf(m: Merchant, t: TournamentRow, now: Date, joined: boolean, language: string): TournamentSummary {
  return {
    id: Number(t.id), title: t.title, metric: t.metric, status: statusAt(t, now), settled: t.settled_at !== null,
    startsAt: new Date(t.starts_at).toISOString(), endsAt: new Date(t.ends_at).toISOString(),
    games: t.game_ids.map((g) => gameName(g, language)), minStake: dec(m, t.min_stake_minor), prizes: prizesOf(m, t),
    entrants: Number(t.entrants), joined,
  };
}

export function leaderOf(m: Merchant, t: TournamentRow, s: StandingRow, username: string, memberId: number | null): TournamentLeader {
  const rank = Number(s.rank);
  const prize = prizesOf(m, t).find((p) => p.rank === rank) ?? null;
  return {
    rank, name: maskName(username), score: scoreText(t.metric, BigInt(s.score), m.currency.minorDigits),
    reachedAt: new Date(s.reached_at).toISOString(), me: memberId !== null && Number(s.member_id) === memberId, prize,
  };
}

import { minorToDecimalString } from '@/lib/format';
import type { Merchant } from '../../context';
import { invalidInput, minorField } from '../../errors';
import { houseCatalog } from '../../vendors/house/catalog';
import { houseVendorCode } from '../../vendors/house/launch';
import type { TournamentRow, TournamentWrite } from './repo';
import { prizesProblem, statusAt } from './rules';
import { tournamentLimits, type BoTournamentCreate, type TournamentView } from './schema';

/** An operator's tournament fields checked and turned into the row's shape, and back (setup and admin share them). */

export const dec = (m: Merchant, v: bigint | string | number) => minorToDecimalString(BigInt(v), m.currency.minorDigits);

/** The create fields of a stored tournament, so a PATCH is checked as a whole. */
export function fieldsOf(m: Merchant, t: TournamentRow): BoTournamentCreate {
  return {
    title: t.title, metric: t.metric, games: t.game_ids, gameType: null, minStake: dec(m, t.min_stake_minor),
    startsAt: new Date(t.starts_at).toISOString(), endsAt: new Date(t.ends_at).toISOString(),
    prizes: t.prizes.map((p) => ({ rank: p.rank, amount: dec(m, p.amount_minor), wagering: p.wagering_centi / 100 })), enabled: t.enabled,
  };
}

export function writeOf(m: Merchant, i: BoTournamentCreate): TournamentWrite {
  const minor = (field: string, v: string, positive: boolean) => minorField(field, v, m.currency.minorDigits, positive ? 'positive' : 'nonNegative');
  const known = new Set(houseCatalog.map((g) => g.gameId));
  const unknown = i.games.filter((g) => !known.has(g));
  if (unknown.length) throw invalidInput([{ field: 'games', message: `not in-house games: ${unknown.join(', ')}` }]);
  let gameIds = [...new Set(i.games)];
  if (i.gameType !== null) {
    const ofType = houseCatalog.filter((g) => g.gameType === i.gameType!.toUpperCase()).map((g) => g.gameId);
    if (ofType.length === 0) throw invalidInput([{ field: 'gameType', message: `no in-house game of type ${i.gameType}` }]);
    gameIds = gameIds.length ? gameIds.filter((g) => ofType.includes(g)) : ofType;
    if (gameIds.length === 0) throw invalidInput([{ field: 'games', message: `none of these games is of type ${i.gameType}` }]);
  }
  const startsAt = new Date(i.startsAt);
  const endsAt = new Date(i.endsAt);
  if (!(endsAt > startsAt) || endsAt.getTime() - startsAt.getTime() > tournamentLimits.window_ms_max) {
    throw invalidInput([{ field: 'endsAt', message: 'after startsAt, at most 90 days later' }]);
  }
  const prizes = [...i.prizes].sort((a, b) => a.rank - b.rank)
    .map((p, n) => ({ rank: p.rank, amount_minor: minor(`prizes.${n}.amount`, p.amount, true), wagering_centi: Math.round(p.wagering * 100) }));
  const problem = prizesProblem(prizes);
  if (problem) throw invalidInput([{ field: 'prizes', message: problem }]);
  return {
    title: i.title, metric: i.metric, vendor: houseVendorCode, gameIds, minStake_minor: minor('minStake', i.minStake, false), currency: m.currency.code,
    startsAt, endsAt, prizes: prizes.map((p) => ({ ...p, amount_minor: p.amount_minor.toString() })), enabled: i.enabled,
  };
}

/** The operator's view of a tournament; `results` as the caller read them (empty before the settlement). */
export function viewOf(m: Merchant, t: TournamentRow, now: Date, results: TournamentView['results']): TournamentView {
  const f = fieldsOf(m, t);
  return {
    id: Number(t.id), title: t.title, metric: t.metric, games: t.game_ids, minStake: f.minStake, currency: t.currency,
    startsAt: f.startsAt, endsAt: f.endsAt, prizes: f.prizes.map((p) => ({ rank: p.rank, amount: p.amount, wagering: p.wagering })), enabled: t.enabled,
    status: statusAt(t, now), entrants: Number(t.entrants), settledAt: t.settled_at ? new Date(t.settled_at).toISOString() : null, results,
  };
}

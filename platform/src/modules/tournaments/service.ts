import { WpsError } from '@/lib/wps/errors';
import type { Clock, Merchant, MembersService } from '../../context';
import type { Db } from '../../db';
import { trialMemberType } from '../members';
import { tournamentsRepo as repo, type ResultRow, type StandingRow, type TournamentRow } from './repo';
import { statusAt } from './rules';
import { tournamentLimits, type TournamentDetailValue, type TournamentJoin, type TournamentJoinValue, type TournamentsValue } from './schema';
import { leaderOf, summaryOf } from './view';

export interface TournamentsDeps {
  db: Db;
  clock: Clock;
  /** The usernames behind the leaderboard's rows (masked before they leave). */
  members: MembersService;
}

/** Who asks: the member of the session, or nobody (a visitor sees the standings too). */
export interface TournamentViewer {
  memberId: number;
  type: number;
}

/** The members' side: the list, one tournament's live standings, and opting in. */
export interface TournamentsService {
  list(m: Merchant, who: TournamentViewer | null, language: string): Promise<TournamentsValue>;
  detail(m: Merchant, who: TournamentViewer | null, id: number, language: string): Promise<TournamentDetailValue>;
  /** Opts the member in (before the end; trial accounts refused): their bets from now on count. */
  join(m: Merchant, who: TournamentViewer, body: TournamentJoin): Promise<TournamentJoinValue>;
}

/** Settled results as standings rows, so a paid tournament shows exactly what was paid. */
const asStandings = (rows: ResultRow[]): StandingRow[] => rows.map((r) => ({ rank: r.rank, member_id: r.member_id, score: r.score, reached_at: r.reached_at }));

export function createTournamentsService(d: TournamentsDeps): TournamentsService {
  async function visible(m: Merchant, id: number): Promise<TournamentRow> {
    const t = await repo.byId(d.db, m.id, id);
    if (!t || !t.enabled) throw new WpsError('tournament.not.found');
    return t;
  }

  return {
    async list(m, who, language) {
      const now = d.clock.now();
      const rows = await repo.visible(d.db, m.id, new Date(now.getTime() - tournamentLimits.endedShown_ms), tournamentLimits.list_max);
      const joined = who ? await repo.joinedOf(d.db, m.id, who.memberId, rows.map((t) => Number(t.id))) : new Set<number>();
      // Running first, then upcoming, then the ended ones, most recent first.
      const order = { running: 0, upcoming: 1, ended: 2 } as const;
      const list = rows.map((t) => summaryOf(m, t, now, joined.has(Number(t.id)), language))
        .sort((a, b) => order[a.status] - order[b.status] || (a.status === 'ended' ? b.endsAt.localeCompare(a.endsAt) : a.endsAt.localeCompare(b.endsAt)));
      return { now: now.toISOString(), tournaments: list };
    },

    async detail(m, who, id, language) {
      const now = d.clock.now();
      const t = await visible(m, id);
      const memberId = who?.memberId ?? null;
      const [joined, rows] = await Promise.all([
        memberId === null ? Promise.resolve(new Set<number>()) : repo.joinedOf(d.db, m.id, memberId, [id]),
        // Once paid, the standings are the results as paid; before, they are worked out live.
        t.settled_at ? repo.results(d.db, m.id, id).then(asStandings) : repo.standings(d.db, t, tournamentLimits.leaderboard_max, memberId),
      ]);
      const names = await d.members.usernamesByIds(d.db, rows.map((r) => ({ merchantId: m.id, memberId: Number(r.member_id) })));
      const lines = rows.map((r) => leaderOf(m, t, r, names.get(`${m.id}:${Number(r.member_id)}`) ?? '?', memberId));
      return {
        now: now.toISOString(), tournament: summaryOf(m, t, now, joined.has(id), language),
        leaderboard: lines.filter((l) => l.rank <= tournamentLimits.leaderboard_max),
        me: lines.find((l) => l.me) ?? null,
      };
    },

    async join(m, who, body) {
      if (who.type === trialMemberType) throw new WpsError('free_reject');
      const now = d.clock.now();
      const t = await visible(m, body.tournamentId);
      if (statusAt(t, now) === 'ended') throw new WpsError('tournament.ended');
      const joinedAt = await repo.join(d.db, m.id, body.tournamentId, who.memberId, now);
      return { tournamentId: body.tournamentId, joinedAt: new Date(joinedAt).toISOString() };
    },
  };
}

import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant, MembersService } from '../../context';
import type { Db, Queryable } from '../../db';
import type { RewardsService } from '../rewards';
import { dec, viewOf } from './fields';
import { tournamentsRepo as repo, type TournamentRow } from './repo';
import { scoreText } from './rules';
import { tournamentLimits, type TournamentView } from './schema';

export interface TournamentAdminDeps {
  db: Db;
  clock: Clock;
  members: MembersService;
  /** Pays the prizes (source 'tournament'), in the settlement's transaction. */
  rewards: Pick<RewardsService, 'grantIn'>;
  audit: AuditService;
}

/** What one settlement did. */
export interface Settlement {
  tournamentId: number;
  /** False when it had been settled before (nothing paid this time). */
  settledNow: boolean;
  paid: { rank: number; memberId: number; amount_minor: bigint }[];
}

/** The operators' list with results, and the settlement the periodic run calls (create and change: setup.ts). */
export interface TournamentAdminService {
  /** Every tournament, newest first, with the results (usernames) of the settled ones. */
  list(m: Merchant): Promise<TournamentView[]>;
  /**
   * Pays one ended tournament's prize table through the rewards module, exactly once: under the
   * tournament's row lock, a settled tournament answers settledNow false and pays nothing; else
   * the final standings' ranks with a prize get one grant each (sourceRef `<id>:<rank>`, itself
   * idempotent in rewards), the results and settled_at are written in the same transaction.
   * tournament.not.ended before the end plus the settlement delay. `operator` audits a manual run.
   */
  settle(m: Merchant, id: number, operator: string | null): Promise<Settlement>;
  /**
   * Settles every enabled tournament of the merchant that ended (plus the delay) by `until`
   * (default `now`), one transaction each, calling `between` (the run's heartbeat) between them.
   */
  settleDue(m: Merchant, now: Date, until?: Date, between?: () => Promise<void>): Promise<Settlement[]>;
}

export function createTournamentAdminService(d: TournamentAdminDeps): TournamentAdminService {
  async function view(q: Queryable, m: Merchant, t: TournamentRow, now: Date): Promise<TournamentView> {
    const results = t.settled_at ? await repo.results(q, m.id, Number(t.id)) : [];
    const names = await d.members.usernamesByIds(q, results.map((r) => ({ merchantId: m.id, memberId: Number(r.member_id) })));
    return viewOf(m, t, now, results.map((r) => ({
      rank: r.rank, username: names.get(`${m.id}:${Number(r.member_id)}`) ?? '?', score: scoreText(t.metric, BigInt(r.score), m.currency.minorDigits),
      amount: dec(m, r.amount_minor), wagering: r.wagering_centi / 100,
    })));
  }

  async function settleIn(q: Queryable, m: Merchant, id: number, now: Date): Promise<Settlement> {
    const t = await repo.lock(q, m.id, id);
    if (!t) throw new WpsError('tournament.not.found');
    if (t.settled_at) return { tournamentId: id, settledNow: false, paid: [] };
    if (now.getTime() < new Date(t.ends_at).getTime() + tournamentLimits.settleDelay_ms) throw new WpsError('tournament.not.ended');
    const standings = await repo.standings(q, t, t.prizes.length, null);
    const paid: Settlement['paid'] = [];
    for (const s of standings) {
      const rank = Number(s.rank);
      const prize = t.prizes.find((p) => p.rank === rank);
      if (!prize) continue;
      const memberId = Number(s.member_id);
      const amount_minor = BigInt(prize.amount_minor);
      const wageringMultiple = prize.wagering_centi / 100;
      const { grantId } = await d.rewards.grantIn(q, {
        merchantId: m.id, memberId, currency: t.currency, source: 'tournament', sourceRef: `${id}:${rank}`, amount_minor, wageringMultiple,
        title: `${t.title} #${rank}`, expiresAt: wageringMultiple > 0 ? new Date(now.getTime() + tournamentLimits.wageringExpiry_ms) : null, now,
      });
      await repo.insertResult(q, m.id, id, {
        rank, memberId, score: BigInt(s.score), reachedAt: new Date(s.reached_at), amount_minor, wageringCenti: prize.wagering_centi, grantId,
      });
      paid.push({ rank, memberId, amount_minor });
    }
    await repo.markSettled(q, m.id, id, now);
    return { tournamentId: id, settledNow: true, paid };
  }

  return {
    async list(m) {
      const now = d.clock.now();
      const rows = await repo.all(d.db, m.id, tournamentLimits.bo_list_max);
      return Promise.all(rows.map((t) => view(d.db, m, t, now)));
    },

    async settle(m, id, operator) {
      const now = d.clock.now();
      return d.db.tx(async (q) => {
        const s = await settleIn(q, m, id, now);
        if (operator !== null && s.settledNow) {
          await d.audit.record(q, {
            at: now, operator, merchantId: m.id, action: 'tournament.settle', target: `tournament:${id}`, before: null,
            after: { paid: s.paid.map((p) => ({ rank: p.rank, memberId: p.memberId, amount: dec(m, p.amount_minor) })) },
          });
        }
        return s;
      });
    },

    async settleDue(m, now, until = now, between = async () => undefined) {
      const ids = await repo.unsettled(d.db, m.id, new Date(until.getTime() - tournamentLimits.settleDelay_ms), tournamentLimits.settleBatch_max);
      const out: Settlement[] = [];
      // One transaction per tournament: one that fails leaves the others paid.
      for (const id of ids) {
        await between();
        out.push(await d.db.tx((q) => settleIn(q, m, Number(id), now)));
      }
      return out;
    },
  };
}

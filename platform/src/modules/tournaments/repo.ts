import type { Queryable } from '../../db';

/**
 * Plain SQL over the tournament tables (migration 044), one statement per method, every one
 * scoped by merchant; the standings read the vendor wallet's read view real_money_bets.
 */

type Id = bigint | string | number;
type Minor = bigint | string | number;

export interface TournamentRow {
  merchant_id: number;
  id: Id;
  title: string;
  metric: 'bet_sum' | 'best_multiplier' | 'rounds';
  vendor: string;
  game_ids: string[];
  min_stake_minor: Minor;
  currency: string;
  starts_at: Date;
  ends_at: Date;
  prizes: { rank: number; amount_minor: string; wagering_centi: number }[];
  enabled: boolean;
  settled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  entrants: number;
}

export interface TournamentWrite {
  title: string;
  metric: TournamentRow['metric'];
  vendor: string;
  gameIds: string[];
  minStake_minor: bigint;
  currency: string;
  startsAt: Date;
  endsAt: Date;
  prizes: { rank: number; amount_minor: string; wagering_centi: number }[];
  enabled: boolean;
}

export interface StandingRow {
  rank: Id;
  member_id: Id;
  score: Minor;
  reached_at: Date;
}

export interface ResultRow {
  rank: number;
  member_id: Id;
  score: Minor;
  reached_at: Date;
  amount_minor: Minor;
  wagering_centi: number;
}

const cols = `t.*, (SELECT count(*)::int FROM tournament_entries e WHERE e.merchant_id = t.merchant_id AND e.tournament_id = t.id) AS entrants`;

export const tournamentsRepo = {
  /** Enabled tournaments running, upcoming, or ended since `endedSince`, soonest end first. */
  async visible(q: Queryable, merchantId: number, endedSince: Date, limit: number): Promise<TournamentRow[]> {
    const r = await q.query<TournamentRow>(
      `SELECT ${cols} FROM tournaments t WHERE t.merchant_id = $1 AND t.enabled AND t.ends_at >= $2 ORDER BY t.ends_at, t.id LIMIT $3`,
      [merchantId, endedSince, limit],
    );
    return r.rows;
  },

  async all(q: Queryable, merchantId: number, limit: number): Promise<TournamentRow[]> {
    const r = await q.query<TournamentRow>(`SELECT ${cols} FROM tournaments t WHERE t.merchant_id = $1 ORDER BY t.id DESC LIMIT $2`, [merchantId, limit]);
    return r.rows;
  },

  async count(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM tournaments WHERE merchant_id = $1`, [merchantId]);
    return r.rows[0]!.n;
  },

  async byId(q: Queryable, merchantId: number, id: number): Promise<TournamentRow | null> {
    const r = await q.query<TournamentRow>(`SELECT ${cols} FROM tournaments t WHERE t.merchant_id = $1 AND t.id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Locks the tournament until the transaction ends (its settlement, an operator's change). */
  async lock(q: Queryable, merchantId: number, id: number): Promise<TournamentRow | null> {
    const r = await q.query<TournamentRow>(`SELECT t.*, 0 AS entrants FROM tournaments t WHERE t.merchant_id = $1 AND t.id = $2 FOR UPDATE`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async insert(q: Queryable, merchantId: number, w: TournamentWrite, now: Date): Promise<Id> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO tournaments (merchant_id, title, metric, vendor, game_ids, min_stake_minor, currency, starts_at, ends_at, prizes, enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12) RETURNING id`,
      [merchantId, w.title, w.metric, w.vendor, w.gameIds, w.minStake_minor.toString(), w.currency, w.startsAt, w.endsAt, JSON.stringify(w.prizes), w.enabled, now],
    );
    return r.rows[0]!.id;
  },

  async update(q: Queryable, merchantId: number, id: number, w: TournamentWrite, now: Date): Promise<void> {
    await q.query(
      `UPDATE tournaments SET title = $3, metric = $4, vendor = $5, game_ids = $6, min_stake_minor = $7, currency = $8, starts_at = $9, ends_at = $10,
         prizes = $11::jsonb, enabled = $12, updated_at = $13
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, w.title, w.metric, w.vendor, w.gameIds, w.minStake_minor.toString(), w.currency, w.startsAt, w.endsAt, JSON.stringify(w.prizes), w.enabled, now],
    );
  },

  /** Opts a member in; a second join keeps the first time. Answers the time that counts. */
  async join(q: Queryable, merchantId: number, id: number, memberId: number, now: Date): Promise<Date> {
    const r = await q.query<{ joined_at: Date }>(
      `INSERT INTO tournament_entries (merchant_id, tournament_id, member_id, joined_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, tournament_id, member_id) DO UPDATE SET joined_at = tournament_entries.joined_at
       RETURNING joined_at`,
      [merchantId, id, memberId, now],
    );
    return r.rows[0]!.joined_at;
  },

  /** The tournaments of this list the member has joined. */
  async joinedOf(q: Queryable, merchantId: number, memberId: number, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const r = await q.query<{ tournament_id: Id }>(
      `SELECT tournament_id FROM tournament_entries WHERE merchant_id = $1 AND member_id = $2 AND tournament_id = ANY($3::bigint[])`,
      [merchantId, memberId, ids],
    );
    return new Set(r.rows.map((x) => Number(x.tournament_id)));
  },

  /**
   * The standings: every entrant with a counted bet, ranked by score (highest first), then by
   * when they reached it (earlier first), then by member id; the top `limit` rows and the row of
   * `memberId` (null: none). A bet counts when it is a settled real-money bet of the vendor (and
   * of one of the game ids, when there are some), with a stake of at least the minimum, placed in
   * [max(joined_at, starts_at), ends_at). Scores: the stakes' sum, the best payout × 100 / stake
   * (reached when first made), or the number of bets; sum and rounds are reached at the last bet.
   */
  async standings(q: Queryable, t: TournamentRow, limit: number, memberId: number | null): Promise<StandingRow[]> {
    const r = await q.query<StandingRow>(
      `WITH counted AS (
         SELECT b.member_id, b.stake_minor, b.created_at, (b.payout_minor * 100) / b.stake_minor AS multiple_centi
           FROM tournament_entries e
           JOIN real_money_bets b ON b.merchant_id = e.merchant_id AND b.member_id = e.member_id
          WHERE e.merchant_id = $1 AND e.tournament_id = $2
            AND b.vendor = $3 AND (cardinality($4::text[]) = 0 OR b.game_id = ANY($4::text[]))
            AND b.status = 'settled' AND b.stake_minor > 0 AND b.stake_minor >= $5
            AND b.created_at >= GREATEST(e.joined_at, $6) AND b.created_at < $7
       ), scored AS (
         SELECT member_id,
                CASE $8::text WHEN 'bet_sum' THEN sum(stake_minor)::bigint WHEN 'rounds' THEN count(*)::bigint ELSE max(multiple_centi)::bigint END AS score,
                CASE $8::text WHEN 'best_multiplier' THEN (array_agg(created_at ORDER BY multiple_centi DESC, created_at))[1] ELSE max(created_at) END AS reached_at
           FROM counted GROUP BY member_id
       ), ranked AS (
         SELECT row_number() OVER (ORDER BY score DESC, reached_at, member_id) AS rank, member_id, score, reached_at FROM scored
       )
       SELECT rank, member_id, score, reached_at FROM ranked WHERE rank <= $9 OR member_id = $10 ORDER BY rank`,
      [t.merchant_id, t.id, t.vendor, t.game_ids, t.min_stake_minor.toString(), t.starts_at, t.ends_at, t.metric, limit, memberId],
    );
    return r.rows;
  },

  async results(q: Queryable, merchantId: number, id: number): Promise<ResultRow[]> {
    const r = await q.query<ResultRow>(
      `SELECT rank, member_id, score, reached_at, amount_minor, wagering_centi FROM tournament_results WHERE merchant_id = $1 AND tournament_id = $2 ORDER BY rank`,
      [merchantId, id],
    );
    return r.rows;
  },

  async insertResult(
    q: Queryable, merchantId: number, id: number,
    x: { rank: number; memberId: number; score: bigint; reachedAt: Date; amount_minor: bigint; wageringCenti: number; grantId: string },
  ): Promise<void> {
    await q.query(
      `INSERT INTO tournament_results (merchant_id, tournament_id, rank, member_id, score, reached_at, amount_minor, wagering_centi, grant_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [merchantId, id, x.rank, x.memberId, x.score.toString(), x.reachedAt, x.amount_minor.toString(), x.wageringCenti, x.grantId],
    );
  },

  async markSettled(q: Queryable, merchantId: number, id: number, now: Date): Promise<void> {
    await q.query(`UPDATE tournaments SET settled_at = $3 WHERE merchant_id = $1 AND id = $2`, [merchantId, id, now]);
  },

  /** The merchant's enabled tournaments ended before `until` and not settled yet, oldest first. */
  async unsettled(q: Queryable, merchantId: number, until: Date, limit: number): Promise<Id[]> {
    const r = await q.query<{ id: Id }>(
      `SELECT id FROM tournaments WHERE merchant_id = $1 AND settled_at IS NULL AND enabled AND ends_at <= $2 ORDER BY ends_at, id LIMIT $3`,
      [merchantId, until, limit],
    );
    return r.rows.map((x) => x.id);
  },
};

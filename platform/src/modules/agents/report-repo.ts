import type { Queryable } from '../../db';

/**
 * SQL of the agents' team reports (issue 20, reports slice), one statement per function. The team
 * is agent_tree (this module's) below the agent (depth > 0); money comes from the ledger's read
 * view `member_money_lines`, bets from the vendor wallet's `real_money_bets`, game types from the
 * games' `game_types` (migrations 023, 037, 053). Nothing here keeps a figure of its own.
 */

type Id = bigint | number | string;

export interface MoneyDayRow {
  day: string;
  reason: string;
  amount_minor: Id;
}

export interface BetDayRow {
  day: string;
  game_type: string | null;
  stake_minor: Id;
  payout_minor: Id;
  bets: Id;
}

export interface TeamBetRow {
  member_id: Id;
  vendor: string;
  transaction_id: string;
  game_id: string;
  game_type: string | null;
  stake_minor: Id;
  payout_minor: Id;
  status: 'open' | 'settled' | 'rolled_back';
  created_at: Date;
  settled_at: Date | null;
}

/** Where the previous page ended: the last bet's (created_at, vendor, transaction_id). */
export interface BetCursor {
  at: Date;
  vendor: string;
  tx: string;
}

export const agentReportsRepo = {
  /**
   * Settings for a report's transaction: no JIT (on the 100k-member bench, compiling the bets
   * query took 3.3 of its 4.5 s, for a query run once) and room to sort and hash a month of a
   * large team's bets in memory instead of on disk (bench/README.md, Agents' team reports).
   */
  async reportSettings(q: Queryable): Promise<void> {
    await q.query("SELECT set_config('jit', 'off', true), set_config('work_mem', '32MB', true)");
  },

  /**
   * The team's money lines of [from, to) by UTC day and reason (deposits, withdrawals, rewards,
   * rebates...), through the ledger's partial index on each member account's lines by time.
   */
  async teamMoneyByDay(q: Queryable, merchantId: number, agentId: number, from: Date, to: Date, reasons: string[]): Promise<MoneyDayRow[]> {
    const r = await q.query<MoneyDayRow>(
      `SELECT to_char(x.day, 'YYYY-MM-DD') AS day, x.reason, x.amount_minor FROM (
         SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, l.reason, sum(l.amount_minor) AS amount_minor
           FROM agent_tree t
           JOIN member_money_lines l ON l.merchant_id = t.merchant_id AND l.member_id = t.member_id
          WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0
            AND l.created_at >= $3 AND l.created_at < $4 AND l.reason = ANY($5::text[])
          GROUP BY 1, 2) x`,
      [merchantId, agentId, from, to, reasons]);
    return r.rows;
  },

  /**
   * The team's real-money bets settled in [from, to) (placed since `placedSince`: VIP's bound, so
   * a member's index range stops at the period) by UTC day of settlement and game type: stakes,
   * payouts and how many. Bets are summed per game first and typed after, so a bet meets the
   * catalog once per game, not once per bet.
   */
  async teamBetsByDay(q: Queryable, merchantId: number, agentId: number, from: Date, to: Date, placedSince: Date): Promise<BetDayRow[]> {
    const r = await q.query<BetDayRow>(
      `WITH per_game AS (
         SELECT (b.settled_at AT TIME ZONE 'UTC')::date AS day, b.vendor, b.game_id,
                sum(b.stake_minor) AS stake_minor, sum(b.payout_minor) AS payout_minor, count(*) AS bets
           FROM agent_tree t
           JOIN real_money_bets b ON b.merchant_id = t.merchant_id AND b.member_id = t.member_id
          WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0
            AND b.created_at >= $5 AND b.created_at < $4
            AND b.status = 'settled' AND b.settled_at >= $3 AND b.settled_at < $4
          GROUP BY 1, 2, 3)
       SELECT to_char(p.day, 'YYYY-MM-DD') AS day, g.game_type, sum(p.stake_minor) AS stake_minor, sum(p.payout_minor) AS payout_minor, sum(p.bets) AS bets
         FROM per_game p
         LEFT JOIN LATERAL (SELECT gt.game_type FROM game_types gt
                             WHERE gt.merchant_id = $1 AND gt.vendor = p.vendor AND gt.game_id = p.game_id LIMIT 1) g ON true
        GROUP BY 1, 2`,
      [merchantId, agentId, from, to, placedSince]);
    return r.rows;
  },

  /**
   * A page of the team's bets placed in [from, to), newest first, after `cursor`; `memberId` one
   * member of the team; `gameTypes` the catalog types of one product (null: every bet; an empty
   * list: the bets of games the catalog gives no type).
   */
  async teamBets(q: Queryable, merchantId: number, agentId: number, f: {
    from: Date; to: Date; memberId: number | null; gameTypes: string[] | null; untypedOnly: boolean; cursor: BetCursor | null; limit: number;
  }): Promise<TeamBetRow[]> {
    const r = await q.query<TeamBetRow>(
      `SELECT b.member_id, b.vendor, b.transaction_id, b.game_id, g.game_type, b.stake_minor, b.payout_minor, b.status, b.created_at, b.settled_at
         FROM agent_tree t
         JOIN real_money_bets b ON b.merchant_id = t.merchant_id AND b.member_id = t.member_id
         LEFT JOIN LATERAL (SELECT gt.game_type FROM game_types gt
                             WHERE gt.merchant_id = b.merchant_id AND gt.vendor = b.vendor AND gt.game_id = b.game_id LIMIT 1) g ON true
        WHERE t.merchant_id = $1 AND t.ancestor_id = $2 AND t.depth > 0
          AND ($5::bigint IS NULL OR t.member_id = $5)
          AND b.created_at >= $3 AND b.created_at < $4
          AND b.stake_minor > 0
          AND ($6::text[] IS NULL OR g.game_type = ANY($6::text[]) OR ($7 AND g.game_type IS NULL))
          AND ($8::timestamptz IS NULL OR (b.created_at, b.vendor, b.transaction_id) < ($8, $9, $10))
        ORDER BY b.created_at DESC, b.vendor DESC, b.transaction_id DESC
        LIMIT $11`,
      [merchantId, agentId, f.from, f.to, f.memberId, f.gameTypes, f.untypedOnly, f.cursor?.at ?? null, f.cursor?.vendor ?? null, f.cursor?.tx ?? null, f.limit]);
    return r.rows;
  },
};

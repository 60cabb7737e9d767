import type { Queryable } from '../../db';

type Id = bigint | number | string;

export interface TurnoverRow {
  required_minor: Id;
  added_minor: Id;
  wagered_minor: Id;
}

/** Plain SQL of the wallet module: the turnover requirement (statements and bets come from the ledger and the vendor wallet). */
export const walletRepo = {
  async turnover(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<TurnoverRow | null> {
    const r = await q.query<TurnoverRow>(
      'SELECT required_minor, added_minor, wagered_minor FROM member_turnover WHERE merchant_id = $1 AND member_id = $2 AND currency = $3',
      [merchantId, memberId, currency]);
    return r.rows[0] ?? null;
  },

  /** Adds to the requirement (a deposit); the row is made on first use. */
  async addTurnover(q: Queryable, merchantId: number, memberId: number, currency: string, amount_minor: bigint, now: Date): Promise<TurnoverRow> {
    const r = await q.query<TurnoverRow>(
      `INSERT INTO member_turnover (merchant_id, member_id, currency, required_minor, added_minor, updated_at)
       VALUES ($1, $2, $3, $4::bigint, $4::bigint, $5)
       ON CONFLICT (merchant_id, member_id, currency) DO UPDATE
         SET required_minor = member_turnover.required_minor + $4::bigint,
             added_minor = member_turnover.added_minor + $4::bigint, updated_at = $5
       RETURNING required_minor, added_minor, wagered_minor`,
      [merchantId, memberId, currency, amount_minor.toString(), now]);
    return r.rows[0]!;
  },

  /** Takes a settled stake off the requirement, never below zero, and counts it as wagered (member_turnover_wager, platform/sql/functions). */
  async wager(q: Queryable, merchantId: number, memberId: number, currency: string, stake_minor: bigint, now: Date): Promise<Id> {
    const r = await q.query<{ required_minor: Id }>(
      'SELECT member_turnover_wager($1, $2, $3, $4::bigint, $5) AS required_minor', [merchantId, memberId, currency, stake_minor.toString(), now]);
    return r.rows[0]!.required_minor;
  },

};

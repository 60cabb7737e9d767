import type { Queryable } from '../../db';

type Id = bigint | number | string;

export interface TurnoverRow {
  required_minor: Id;
  added_minor: Id;
  wagered_minor: Id;
}

export interface StatementRow {
  entry_id: Id;
  reason: string;
  reference: string;
  idempotency_source: string;
  idempotency_key: string;
  amount_minor: Id;
  created_at: Date;
}

/** Plain SQL of the wallet module: the turnover requirement, and read-only statements over the ledger. */
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

  /** Takes a settled stake off the requirement, never below zero, and counts it as wagered. */
  async wager(q: Queryable, merchantId: number, memberId: number, currency: string, stake_minor: bigint, now: Date): Promise<TurnoverRow> {
    const r = await q.query<TurnoverRow>(
      `INSERT INTO member_turnover (merchant_id, member_id, currency, required_minor, wagered_minor, updated_at)
       VALUES ($1, $2, $3, 0, $4::bigint, $5)
       ON CONFLICT (merchant_id, member_id, currency) DO UPDATE
         SET required_minor = greatest(member_turnover.required_minor - $4::bigint, 0),
             wagered_minor = member_turnover.wagered_minor + $4::bigint, updated_at = $5
       RETURNING required_minor, added_minor, wagered_minor`,
      [merchantId, memberId, currency, stake_minor.toString(), now]);
    return r.rows[0]!;
  },

  /** The newest lines of an account with the entries they belong to: how its balance came about. */
  async statement(q: Queryable, merchantId: number, accountId: number, limit: number): Promise<StatementRow[]> {
    const r = await q.query<StatementRow>(
      `SELECT l.entry_id, e.reason, e.reference, e.idempotency_source, e.idempotency_key, l.amount_minor, l.created_at
       FROM journal_lines l
       JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
       WHERE l.merchant_id = $1 AND l.account_id = $2
       ORDER BY l.entry_id DESC
       LIMIT $3`,
      [merchantId, accountId, limit]);
    return r.rows;
  },
};

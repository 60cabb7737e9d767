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

export interface TransactionRow {
  entry_id: Id;
  reason: string;
  amount_minor: Id;
  balance_after_minor: Id;
  created_at: Date;
}

export interface BetRow {
  transaction_id: string;
  vendor: string;
  game_id: string;
  round_id: string;
  stake_minor: Id;
  payout_minor: Id;
  status: 'open' | 'settled' | 'rolled_back';
  created_at: Date;
  settled_at: Date | null;
}

export interface Page {
  from: Date;
  to: Date;
  limit: number;
  offset: number;
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

  /** Takes a settled stake off the requirement, never below zero, and counts it as wagered (member_turnover_wager, platform/sql/functions). */
  async wager(q: Queryable, merchantId: number, memberId: number, currency: string, stake_minor: bigint, now: Date): Promise<Id> {
    const r = await q.query<{ required_minor: Id }>(
      'SELECT member_turnover_wager($1, $2, $3, $4::bigint, $5) AS required_minor', [merchantId, memberId, currency, stake_minor.toString(), now]);
    return r.rows[0]!.required_minor;
  },

  /**
   * A wallet's lines in [from, to), newest first, each with the balance right after it: the
   * balance now less every later line, read in one statement so both see the same snapshot.
   */
  async transactions(q: Queryable, merchantId: number, accountId: number, reasons: string[] | null, p: Page): Promise<{ rows: TransactionRow[]; total: number }> {
    const where = `l.merchant_id = $1 AND l.account_id = $2 AND l.created_at >= $3 AND l.created_at < $4
      AND ($5::text[] IS NULL OR e.reason = ANY($5::text[]))`;
    const args = [merchantId, accountId, p.from, p.to, reasons];
    const count = await q.query<{ n: Id }>(
      `SELECT count(*) AS n FROM journal_lines l JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id WHERE ${where}`, args);
    const r = await q.query<TransactionRow>(
      `SELECT l.entry_id, e.reason, l.amount_minor, l.created_at,
         a.balance_minor - coalesce((SELECT sum(later.amount_minor) FROM journal_lines later
           WHERE later.merchant_id = l.merchant_id AND later.account_id = l.account_id AND later.entry_id > l.entry_id), 0) AS balance_after_minor
       FROM journal_lines l
       JOIN journal_entries e ON e.merchant_id = l.merchant_id AND e.id = l.entry_id
       JOIN ledger_accounts a ON a.merchant_id = l.merchant_id AND a.id = l.account_id
       WHERE ${where}
       ORDER BY l.entry_id DESC LIMIT $6 OFFSET $7`,
      [...args, p.limit, p.offset]);
    return { rows: r.rows, total: Number(count.rows[0]!.n) };
  },

  /**
   * A member's bets placed in [from, to), newest first, with totals over the whole selection.
   * A rollback that came before its bet leaves a stake-0 tombstone row: not a bet, left out.
   */
  async bets(
    q: Queryable, merchantId: number, memberId: number, f: { status: string | null; vendor: string | null }, p: Page,
  ): Promise<{ rows: BetRow[]; total: number; stake: Id; payout: Id }> {
    const where = `merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4 AND stake_minor > 0
      AND ($5::text IS NULL OR status = $5) AND ($6::text IS NULL OR vendor = $6)`;
    const args = [merchantId, memberId, p.from, p.to, f.status, f.vendor];
    const sums = await q.query<{ n: Id; stake: Id | null; payout: Id | null }>(
      `SELECT count(*) AS n,
         sum(stake_minor) FILTER (WHERE status <> 'rolled_back') AS stake,
         sum(payout_minor) FILTER (WHERE status <> 'rolled_back') AS payout
       FROM bets WHERE ${where}`, args);
    const r = await q.query<BetRow>(
      `SELECT transaction_id, vendor, game_id, round_id, stake_minor, payout_minor, status, created_at, settled_at
       FROM bets WHERE ${where}
       ORDER BY created_at DESC, transaction_id DESC LIMIT $7 OFFSET $8`,
      [...args, p.limit, p.offset]);
    const s = sums.rows[0]!;
    return { rows: r.rows, total: Number(s.n), stake: s.stake ?? 0, payout: s.payout ?? 0 };
  },

  /** Winnings paid on real-money bets of a merchant (the register screen's social-proof figure). */
  async paidOut(q: Queryable, merchantId: number): Promise<Id> {
    const r = await q.query<{ total: Id | null }>(
      `SELECT sum(payout_minor) AS total FROM bets WHERE merchant_id = $1 AND status = 'settled' AND NOT play_money`, [merchantId]);
    return r.rows[0]!.total ?? 0;
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

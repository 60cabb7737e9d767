import type { Queryable } from '../../db';

/** Plain SQL over the jackpot's tables (migrations 018 and 022), one statement per method. */

type Id = bigint | string | number;

export interface PoolRow {
  merchant_id: number;
  currency: string;
  share_bp: number;
  odds: number;
  vendor: string;
  games: string[];
  last_win_minor: Id | null;
  last_win_at: Date | string | null;
}

export interface WinRow {
  id: Id;
  currency: string;
  member_id: Id;
  vendor: string;
  game_id: string;
  transaction_id: string;
  amount_minor: Id;
  created_at: Date | string;
}

export const jackpotRepo = {
  /** The pool of a merchant and currency; `lock` takes its row lock, which serialises payouts. */
  async pool(q: Queryable, merchantId: number, currency: string, lock: boolean): Promise<PoolRow | null> {
    const r = await q.query<PoolRow>(
      `SELECT merchant_id, currency, share_bp, odds, vendor, games, last_win_minor, last_win_at FROM jackpot_pools
       WHERE merchant_id = $1 AND currency = $2${lock ? ' FOR UPDATE' : ''}`, [merchantId, currency]);
    return r.rows[0] ?? null;
  },

  async upsertPool(q: Queryable, merchantId: number, p: { currency: string; share_bp: number; odds: number; vendor: string; games: string[] }, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO jackpot_pools (merchant_id, currency, share_bp, odds, vendor, games, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
       ON CONFLICT (merchant_id, currency) DO UPDATE SET share_bp = $3, odds = $4, vendor = $5, games = $6, updated_at = $7`,
      [merchantId, p.currency, p.share_bp, p.odds, p.vendor, p.games, now]);
  },

  async recordLastWin(q: Queryable, merchantId: number, currency: string, amount_minor: bigint, now: Date): Promise<void> {
    await q.query('UPDATE jackpot_pools SET last_win_minor = $3, last_win_at = $4 WHERE merchant_id = $1 AND currency = $2',
      [merchantId, currency, amount_minor.toString(), now]);
  },

  async winOf(q: Queryable, merchantId: number, vendor: string, transactionId: string): Promise<WinRow | null> {
    const r = await q.query<WinRow>(
      `SELECT id, currency, member_id, vendor, game_id, transaction_id, amount_minor, created_at FROM jackpot_wins
       WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3`, [merchantId, vendor, transactionId]);
    return r.rows[0] ?? null;
  },

  async insertWin(
    q: Queryable, merchantId: number,
    w: { currency: string; memberId: number; vendor: string; gameId: string; transactionId: string; amount_minor: bigint; entryId: number; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO jackpot_wins (merchant_id, currency, member_id, vendor, game_id, transaction_id, amount_minor, entry_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [merchantId, w.currency, w.memberId, w.vendor, w.gameId, w.transactionId, w.amount_minor.toString(), w.entryId, w.now]);
  },

  /** Marks a round counted; false when it was already (a retried settle). Migration 022. */
  async countRound(q: Queryable, merchantId: number, vendor: string, transactionId: string, owed_bp: bigint, now: Date): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO jackpot_rounds (merchant_id, vendor, transaction_id, owed_bp, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING 1`, [merchantId, vendor, transactionId, owed_bp.toString(), now]);
    return r.rows.length === 1;
  },

  /** Adds what a round owes to its bucket's total (row-locked until the transaction ends) and returns the new total. */
  async addOwed(q: Queryable, merchantId: number, currency: string, bucket: number, owed_bp: bigint): Promise<bigint> {
    const r = await q.query<{ owed_bp: Id }>(
      `INSERT INTO jackpot_owed (merchant_id, currency, bucket, owed_bp) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, currency, bucket) DO UPDATE SET owed_bp = jackpot_owed.owed_bp + EXCLUDED.owed_bp
       RETURNING owed_bp`, [merchantId, currency, bucket, owed_bp.toString()]);
    return BigInt(r.rows[0]!.owed_bp);
  },

  /** The newest jackpot wins of a merchant. */
  async recentWins(q: Queryable, merchantId: number, limit: number): Promise<WinRow[]> {
    const r = await q.query<WinRow>(
      `SELECT id, currency, member_id, vendor, game_id, transaction_id, amount_minor, created_at FROM jackpot_wins
       WHERE merchant_id = $1 ORDER BY id DESC LIMIT $2`, [merchantId, limit]);
    return r.rows;
  },
};

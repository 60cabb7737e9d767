import type { Queryable } from '../../db';
import type { BetStatus, MoneyAction } from './schema';

type Id = bigint | number | string;

export interface VendorRow {
  merchant_id: number;
  merchant_code: string;
  code: string;
  name: string;
  secret_enc: string;
  enabled: boolean;
  max_stake_minor: Id | null;
  created_at: Date;
  updated_at: Date;
}

export interface SessionRow {
  member_id: Id;
  game_id: string;
  expires_at: Date;
  /** Of the session's vendor, read in the same statement. */
  vendor_enabled: boolean;
  max_stake_minor: Id | null;
}

export interface BetRow {
  merchant_id: number;
  member_id: Id;
  vendor: string;
  transaction_id: string;
  game_id: string;
  round_id: string;
  stake_minor: Id;
  payout_minor: Id;
  status: BetStatus;
  currency: string;
  play_money: boolean;
  win_transaction_id: string | null;
  rollback_transaction_id: string | null;
  created_at: Date;
  settled_at: Date | null;
}

export interface TransactionRow {
  member_id: Id;
  params_hash: string;
  answer: string;
}

const vendorColumns = 'merchant_id, merchant_code, code, name, secret_enc, enabled, max_stake_minor, created_at, updated_at';
const betColumns = `merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency,
  play_money, win_transaction_id, rollback_transaction_id, created_at, settled_at`;

/** Plain SQL over vendors, game_sessions, bets and vendor_transactions; one statement per method. */
export const vendorWalletRepo = {
  async insertVendor(
    q: Queryable, merchantId: number,
    v: { merchantCode: string; code: string; name: string; secretEnc: string; enabled: boolean; maxStake_minor: bigint | null; now: Date },
  ): Promise<VendorRow | null> {
    const r = await q.query<VendorRow>(
      `INSERT INTO vendors (merchant_id, merchant_code, code, name, secret_enc, enabled, max_stake_minor, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (merchant_id, code) DO NOTHING
       RETURNING ${vendorColumns}`,
      [merchantId, v.merchantCode, v.code, v.name, v.secretEnc, v.enabled, v.maxStake_minor?.toString() ?? null, v.now]);
    return r.rows[0] ?? null;
  },

  async vendor(q: Queryable, merchantId: number, code: string): Promise<VendorRow | null> {
    const r = await q.query<VendorRow>(`SELECT ${vendorColumns} FROM vendors WHERE merchant_id = $1 AND code = $2`, [merchantId, code]);
    return r.rows[0] ?? null;
  },

  async vendorsOf(q: Queryable, merchantId: number, limit: number): Promise<VendorRow[]> {
    const r = await q.query<VendorRow>(`SELECT ${vendorColumns} FROM vendors WHERE merchant_id = $1 ORDER BY code LIMIT $2`, [merchantId, limit]);
    return r.rows;
  },

  /** Every merchant's vendor of this code: a call names no merchant, its signature says which. */
  async vendorsByCode(q: Queryable, code: string, limit: number): Promise<VendorRow[]> {
    const r = await q.query<VendorRow>(`SELECT ${vendorColumns} FROM vendors WHERE code = $1 ORDER BY merchant_id LIMIT $2`, [code, limit]);
    return r.rows;
  },

  async setVendorEnabled(q: Queryable, merchantId: number, code: string, enabled: boolean, now: Date): Promise<number> {
    const r = await q.query('UPDATE vendors SET enabled = $3, updated_at = $4 WHERE merchant_id = $1 AND code = $2', [merchantId, code, enabled, now]);
    return r.rowCount;
  },

  async insertSession(
    q: Queryable, merchantId: number,
    s: { tokenHash: string; memberId: number; vendor: string; gameId: string; expiresAt: Date; now: Date },
  ): Promise<void> {
    await q.query(
      `INSERT INTO game_sessions (merchant_id, token_hash, member_id, vendor, game_id, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [merchantId, s.tokenHash, s.memberId, s.vendor, s.gameId, s.expiresAt, s.now]);
  },

  /** The session of a token with its vendor's switch and limit, when it belongs to this vendor. */
  async session(q: Queryable, merchantId: number, vendor: string, tokenHash: string): Promise<SessionRow | null> {
    const r = await q.query<SessionRow>(
      `SELECT s.member_id, s.game_id, s.expires_at, v.enabled AS vendor_enabled, v.max_stake_minor
       FROM game_sessions s JOIN vendors v ON v.merchant_id = s.merchant_id AND v.code = s.vendor
       WHERE s.merchant_id = $1 AND s.token_hash = $2 AND s.vendor = $3`,
      [merchantId, tokenHash, vendor]);
    return r.rows[0] ?? null;
  },

  /**
   * Claims a transaction id for this call. When another call holds it, the insert waits for
   * that one to commit or roll back, so two copies of one call never both move money: the
   * second then finds the first one's answer (null here).
   */
  async claimTransaction(
    q: Queryable, merchantId: number,
    t: { vendor: string; kind: MoneyAction; transactionId: string; memberId: number; paramsHash: string; now: Date },
  ): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO vendor_transactions (merchant_id, vendor, kind, transaction_id, member_id, params_hash, answer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, '', $7)
       ON CONFLICT (merchant_id, vendor, kind, transaction_id) DO NOTHING`,
      [merchantId, t.vendor, t.kind, t.transactionId, t.memberId, t.paramsHash, t.now]);
    return r.rowCount === 1;
  },

  async transaction(q: Queryable, merchantId: number, vendor: string, kind: MoneyAction, transactionId: string): Promise<TransactionRow | null> {
    const r = await q.query<TransactionRow>(
      `SELECT member_id, params_hash, answer FROM vendor_transactions
       WHERE merchant_id = $1 AND vendor = $2 AND kind = $3 AND transaction_id = $4`,
      [merchantId, vendor, kind, transactionId]);
    return r.rows[0] ?? null;
  },

  async setAnswer(q: Queryable, merchantId: number, vendor: string, kind: MoneyAction, transactionId: string, answer: string): Promise<void> {
    await q.query(
      'UPDATE vendor_transactions SET answer = $5 WHERE merchant_id = $1 AND vendor = $2 AND kind = $3 AND transaction_id = $4',
      [merchantId, vendor, kind, transactionId, answer]);
  },

  /**
   * Inserts a bet (or a rollback's tombstone) unless its transaction id is taken; null then.
   * The primary key is where a bet and a rollback racing for one id meet: the second insert
   * waits for the first to commit.
   */
  async insertBet(
    q: Queryable, merchantId: number,
    b: {
      memberId: number; vendor: string; transactionId: string; gameId: string; roundId: string; stake_minor: bigint;
      status: BetStatus; currency: string; playMoney: boolean; rollbackTransactionId: string | null; now: Date;
    },
  ): Promise<BetRow | null> {
    const r = await q.query<BetRow>(
      `INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, status, currency, play_money,
         rollback_transaction_id, created_at, settled_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, CASE WHEN $8 = 'open' THEN NULL ELSE $12::timestamptz END)
       ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING
       RETURNING ${betColumns}`,
      [merchantId, b.memberId, b.vendor, b.transactionId, b.gameId, b.roundId, b.stake_minor.toString(), b.status, b.currency, b.playMoney,
        b.rollbackTransactionId, b.now]);
    return r.rows[0] ?? null;
  },

  /** The bet, row-locked for the rest of the transaction (a win and a rollback of it run one after the other). */
  async lockBet(q: Queryable, merchantId: number, vendor: string, transactionId: string): Promise<BetRow | null> {
    const r = await q.query<BetRow>(
      `SELECT ${betColumns} FROM bets WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3 FOR UPDATE`,
      [merchantId, vendor, transactionId]);
    return r.rows[0] ?? null;
  },

  async settleBet(q: Queryable, merchantId: number, vendor: string, transactionId: string, payout_minor: bigint, winTransactionId: string, now: Date): Promise<void> {
    await q.query(
      `UPDATE bets SET status = 'settled', payout_minor = $4, win_transaction_id = $5, settled_at = $6
       WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3 AND status = 'open'`,
      [merchantId, vendor, transactionId, payout_minor.toString(), winTransactionId, now]);
  },

  async rollBackBet(q: Queryable, merchantId: number, vendor: string, transactionId: string, rollbackTransactionId: string, now: Date): Promise<void> {
    await q.query(
      `UPDATE bets SET status = 'rolled_back', rollback_transaction_id = $4, settled_at = $5
       WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3 AND status = 'open'`,
      [merchantId, vendor, transactionId, rollbackTransactionId, now]);
  },

  async betsOfMember(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<BetRow[]> {
    const r = await q.query<BetRow>(
      `SELECT ${betColumns} FROM bets WHERE merchant_id = $1 AND member_id = $2 ORDER BY created_at DESC LIMIT $3`,
      [merchantId, memberId, limit]);
    return r.rows;
  },
};

import type { Queryable } from '../../db';
import type { BetHistoryRow, BetPage, BetStatus } from '../../context';

export type { BetHistoryRow, BetPage };

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

/** One checked wallet call as vendor_wallet_batch takes it (service.ts builds it from the signed body). */
export interface WalletCallArgs {
  action: 'balance' | 'bet' | 'win' | 'rollback';
  merchantId: number;
  vendor: string;
  /** sha256 of the session token: only the hash is stored. */
  tokenHash: string;
  currency: string;
  minorDigits: number;
  transactionId: string | null;
  roundId: string | null;
  gameId: string | null;
  amount_minor: bigint | null;
  roundClosed: boolean;
  referenceTransactionId: string | null;
  /** sha256 of what a replay must repeat; the database prefixes the member. */
  paramsHash: string;
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

const vendorColumns = 'merchant_id, merchant_code, code, name, secret_enc, enabled, max_stake_minor, created_at, updated_at';
const betColumns = `merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency,
  play_money, win_transaction_id, rollback_transaction_id, created_at, settled_at`;

/** Plain SQL over vendors, game_sessions and bets; the wallet calls themselves are vendor_wallet_batch (platform/sql/functions). */
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

  /**
   * A batch of wallet calls through vendor_wallet_batch (platform/sql/functions), one statement:
   * each call's JSON answer, in the calls' order.
   */
  async walletBatch(q: Queryable, now: Date, buckets: number, calls: readonly WalletCallArgs[]): Promise<string[]> {
    const col = <T>(f: (c: WalletCallArgs) => T) => calls.map(f);
    const r = await q.query<{ answers: string[] }>(
      `SELECT vendor_wallet_batch($1, $2, $3::text[], $4::integer[], $5::text[], $6::text[], $7::text[], $8::integer[], $9::text[],
         $10::text[], $11::text[], $12::bigint[], $13::boolean[], $14::text[], $15::text[]) AS answers`,
      [now, buckets, col((c) => c.action), col((c) => c.merchantId), col((c) => c.vendor), col((c) => c.tokenHash), col((c) => c.currency),
        col((c) => c.minorDigits), col((c) => c.transactionId), col((c) => c.roundId), col((c) => c.gameId),
        col((c) => c.amount_minor?.toString() ?? null), col((c) => c.roundClosed), col((c) => c.referenceTransactionId),
        col((c) => c.paramsHash)],
      // Prepared once per connection: parsing and planning this line took about a tenth of the
      // database's CPU for a batch of one call (60 of 670 us, bench/README.md, Wallet).
      { prepare: 'vendor_wallet_batch' });
    return r.rows[0]!.answers;
  },

  /** Deletes stored answers older than `before`; bounded per call so a purge never holds locks long. */
  async purgeAnswers(q: Queryable, before: Date, limit: number): Promise<number> {
    const r = await q.query(
      `DELETE FROM vendor_transactions WHERE (merchant_id, vendor, kind, transaction_id) IN (
         SELECT merchant_id, vendor, kind, transaction_id FROM vendor_transactions WHERE created_at < $1 LIMIT $2)`,
      [before, limit]);
    return r.rowCount;
  },

  /**
   * Deletes game sessions that expired before `before`, except where the member still has an
   * open bet with that vendor: its win or rollback will name the session's token.
   */
  async purgeSessions(q: Queryable, before: Date, limit: number): Promise<number> {
    const r = await q.query(
      `DELETE FROM game_sessions WHERE (merchant_id, token_hash) IN (
         SELECT s.merchant_id, s.token_hash FROM game_sessions s
         WHERE s.expires_at < $1 AND NOT EXISTS (
           SELECT 1 FROM bets b WHERE b.merchant_id = s.merchant_id AND b.member_id = s.member_id AND b.vendor = s.vendor AND b.status = 'open')
         LIMIT $2)`,
      [before, limit]);
    return r.rowCount;
  },

  /** Ends the member's open game sessions: the wallet refuses a bet on an expired one (TOKEN_EXPIRED). */
  async endSessions(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<number> {
    const r = await q.query(
      'UPDATE game_sessions SET expires_at = $3 WHERE merchant_id = $1 AND member_id = $2 AND expires_at > $3',
      [merchantId, memberId, now]);
    return r.rowCount;
  },

  async betsOfMember(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<BetRow[]> {
    const r = await q.query<BetRow>(
      `SELECT ${betColumns} FROM bets WHERE merchant_id = $1 AND member_id = $2 ORDER BY created_at DESC LIMIT $3`,
      [merchantId, memberId, limit]);
    return r.rows;
  },

  /**
   * A member's bets placed in [from, to), newest first, with totals over the whole selection.
   * A rollback that came before its bet leaves a stake-0 tombstone row: not a bet, left out.
   */
  async betHistory(
    q: Queryable, merchantId: number, memberId: number, f: { status: string | null; vendor: string | null }, p: BetPage,
  ): Promise<{ rows: BetHistoryRow[]; total: number; stake: Id; payout: Id }> {
    const where = `merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4 AND stake_minor > 0
      AND ($5::text IS NULL OR status = $5) AND ($6::text IS NULL OR vendor = $6)`;
    const args = [merchantId, memberId, p.from, p.to, f.status, f.vendor];
    const sums = await q.query<{ n: Id; stake: Id | null; payout: Id | null }>(
      `SELECT count(*) AS n,
         sum(stake_minor) FILTER (WHERE status <> 'rolled_back') AS stake,
         sum(payout_minor) FILTER (WHERE status <> 'rolled_back') AS payout
       FROM bets WHERE ${where}`, args);
    const r = await q.query<BetHistoryRow>(
      `SELECT transaction_id, vendor, game_id, round_id, stake_minor, payout_minor, status, created_at, settled_at
       FROM bets WHERE ${where}
       ORDER BY created_at DESC, transaction_id DESC LIMIT $7 OFFSET $8`,
      [...args, p.limit, p.offset]);
    const s = sums.rows[0]!;
    return { rows: r.rows, total: Number(s.n), stake: s.stake ?? 0, payout: s.payout ?? 0 };
  },

  /** Winnings paid on real-money bets of a merchant (the register screen's social-proof figure). */
  async realPayoutTotal(q: Queryable, merchantId: number): Promise<Id> {
    const r = await q.query<{ total: Id | null }>(
      `SELECT sum(payout_minor) AS total FROM bets WHERE merchant_id = $1 AND status = 'settled' AND NOT play_money`, [merchantId]);
    return r.rows[0]!.total ?? 0;
  },

  /** A bet by its transaction, or null. */
  async betByTransaction(q: Queryable, merchantId: number, vendor: string, transactionId: string): Promise<BetRow | null> {
    const r = await q.query<BetRow>(
      `SELECT ${betColumns} FROM bets WHERE merchant_id = $1 AND vendor = $2 AND transaction_id = $3`, [merchantId, vendor, transactionId]);
    return r.rows[0] ?? null;
  },
};

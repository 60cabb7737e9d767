import type { Queryable } from '../../db';

export interface PasswordResetRow {
  id: bigint | number | string;
  member_id: bigint | number | string;
  expires_at: Date;
  used_at: Date | null;
}

export interface PasswordResetInsert {
  merchantId: number;
  memberId: number;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
  ip: string | null;
}

export const passwordResetsRepo = {
  async insert(q: Queryable, r: PasswordResetInsert): Promise<void> {
    await q.query(
      `INSERT INTO password_resets (merchant_id, member_id, token_hash, expires_at, created_at, ip)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [r.merchantId, r.memberId, r.tokenHash, r.expiresAt, r.createdAt, r.ip]);
  },

  async byHash(q: Queryable, merchantId: number, tokenHash: string): Promise<PasswordResetRow | null> {
    const r = await q.query<PasswordResetRow>(
      'SELECT id, member_id, expires_at, used_at FROM password_resets WHERE merchant_id = $1 AND token_hash = $2',
      [merchantId, tokenHash]);
    return r.rows[0] ?? null;
  },

  /** The row of a token, locked for the rest of the transaction (two tabs following one link: one wins). */
  async lockByHash(q: Queryable, merchantId: number, tokenHash: string): Promise<PasswordResetRow | null> {
    const r = await q.query<PasswordResetRow>(
      'SELECT id, member_id, expires_at, used_at FROM password_resets WHERE merchant_id = $1 AND token_hash = $2 FOR UPDATE',
      [merchantId, tokenHash]);
    return r.rows[0] ?? null;
  },

  /** Ends every unused link of a member (used, replaced, or the password changed another way). */
  async endUnused(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<number> {
    const r = await q.query(
      'UPDATE password_resets SET used_at = $3 WHERE merchant_id = $1 AND member_id = $2 AND used_at IS NULL',
      [merchantId, memberId, now]);
    return r.rowCount;
  },

  /**
   * Deletes a member's links that expired before `before`. Run when the member asks for a new
   * one, so the table stays bounded by the request limits without a timer of its own.
   */
  async deleteExpired(q: Queryable, merchantId: number, memberId: number, before: Date): Promise<number> {
    const r = await q.query(
      'DELETE FROM password_resets WHERE merchant_id = $1 AND member_id = $2 AND expires_at < $3',
      [merchantId, memberId, before]);
    return r.rowCount;
  },
};

import type { Queryable } from '../../db';

export type CodeKind = 'captcha' | 'sms' | 'email';
export type CodePurpose = 'captcha' | 'register' | 'login' | 'reset' | 'bind';

export interface CodeRow {
  id: string | number | bigint;
  code_hash: string;
  attempts: number;
  expires_at: Date;
}

export interface CodeInsert {
  merchantId: number;
  kind: CodeKind;
  purpose: CodePurpose;
  target: string;
  codeHash: string;
  expiresAt: Date;
  createdAt: Date;
  ip: string | null;
}

export const verificationRepo = {
  async insert(q: Queryable, c: CodeInsert): Promise<void> {
    await q.query(
      `INSERT INTO verification_codes (merchant_id, kind, purpose, target, code_hash, expires_at, created_at, ip)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [c.merchantId, c.kind, c.purpose, c.target, c.codeHash, c.expiresAt, c.createdAt, c.ip]);
  },

  /** Marks every live code of a target and purpose used (a captcha answered, an SMS code replaced). */
  async consumeLive(q: Queryable, merchantId: number, kind: CodeKind, target: string, purpose: CodePurpose, now: Date): Promise<CodeRow[]> {
    const r = await q.query<CodeRow>(
      `UPDATE verification_codes SET used_at = $5, attempts = attempts + 1
       WHERE merchant_id = $1 AND kind = $2 AND target = $3 AND purpose = $4 AND used_at IS NULL
       RETURNING id, code_hash, attempts, expires_at`,
      [merchantId, kind, target, purpose, now]);
    return r.rows;
  },

  /** The newest live code of a target and purpose, locked for the rest of the transaction. */
  async lockLive(q: Queryable, merchantId: number, kind: CodeKind, target: string, purpose: CodePurpose): Promise<CodeRow | null> {
    const r = await q.query<CodeRow>(
      `SELECT id, code_hash, attempts, expires_at FROM verification_codes
       WHERE merchant_id = $1 AND kind = $2 AND target = $3 AND purpose = $4 AND used_at IS NULL
       ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [merchantId, kind, target, purpose]);
    return r.rows[0] ?? null;
  },

  /** Counts a wrong answer; consumes the code when it reaches the limit. */
  async countWrong(q: Queryable, merchantId: number, id: CodeRow['id'], maxAttempts: number, now: Date): Promise<void> {
    await q.query(
      `UPDATE verification_codes
       SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $3 THEN $4::timestamptz ELSE used_at END
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, maxAttempts, now]);
  },

  async markUsed(q: Queryable, merchantId: number, id: CodeRow['id'], now: Date): Promise<void> {
    await q.query('UPDATE verification_codes SET used_at = $3 WHERE merchant_id = $1 AND id = $2', [merchantId, id, now]);
  },

  /** Deletes codes that expired before `before`; bounded per call so a purge never holds locks long. */
  async purgeExpired(q: Queryable, before: Date, limit: number): Promise<number> {
    const r = await q.query(
      `DELETE FROM verification_codes WHERE (merchant_id, id) IN (
         SELECT merchant_id, id FROM verification_codes WHERE expires_at < $1 LIMIT $2)`,
      [before, limit]);
    return r.rowCount;
  },
};

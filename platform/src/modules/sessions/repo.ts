import type { Queryable } from '../../db';

export interface SessionRow {
  token_hash: string;
  merchant_id: number;
  member_id: bigint | number | string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  idle_timeout_s: number;
  revoked_at: Date | null;
  remember: boolean;
}

export interface SessionInsert {
  tokenHash: string;
  merchantId: number;
  memberId: number;
  createdAt: Date;
  expiresAt: Date;
  idleTimeout_s: number;
  ip: string | null;
  device: string | null;
  remember: boolean;
}

export const sessionsRepo = {
  async insert(q: Queryable, s: SessionInsert): Promise<void> {
    await q.query(
      `INSERT INTO member_sessions (token_hash, merchant_id, member_id, created_at, last_seen_at, expires_at, idle_timeout_s, ip, device, remember)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9)`,
      [s.tokenHash, s.merchantId, s.memberId, s.createdAt, s.expiresAt, s.idleTimeout_s, s.ip, s.device, s.remember]);
  },

  async byHash(q: Queryable, merchantId: number, tokenHash: string): Promise<SessionRow | null> {
    const r = await q.query<SessionRow>(
      `SELECT token_hash, merchant_id, member_id, created_at, last_seen_at, expires_at, idle_timeout_s, revoked_at, remember
       FROM member_sessions WHERE token_hash = $1 AND merchant_id = $2`,
      [tokenHash, merchantId]);
    return r.rows[0] ?? null;
  },

  async touch(q: Queryable, tokenHash: string, now: Date): Promise<void> {
    await q.query('UPDATE member_sessions SET last_seen_at = $2 WHERE token_hash = $1 AND last_seen_at < $2', [tokenHash, now]);
  },

  async revoke(q: Queryable, merchantId: number, tokenHash: string, now: Date): Promise<number> {
    const r = await q.query(
      'UPDATE member_sessions SET revoked_at = $3 WHERE token_hash = $1 AND merchant_id = $2 AND revoked_at IS NULL',
      [tokenHash, merchantId, now]);
    return r.rowCount;
  },

  async revokeAllFor(q: Queryable, merchantId: number, memberId: number, exceptHash: string | null, now: Date): Promise<number> {
    const r = await q.query(
      `UPDATE member_sessions SET revoked_at = $4
       WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND ($3::text IS NULL OR token_hash <> $3::text)`,
      [merchantId, memberId, exceptHash, now]);
    return r.rowCount;
  },

  /**
   * Deletes sessions that ended (expired or revoked) before `before`; bounded per call so a
   * purge never holds locks long. Idle-timed-out sessions go once their expiry passes too.
   */
  async purgeEnded(q: Queryable, before: Date, limit: number): Promise<number> {
    const r = await q.query(
      `DELETE FROM member_sessions WHERE token_hash IN (
         SELECT token_hash FROM member_sessions WHERE expires_at < $1 OR revoked_at < $1 LIMIT $2)`,
      [before, limit]);
    return r.rowCount;
  },
};

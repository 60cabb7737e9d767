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
  country: string | null;
  device: string | null;
  userAgent: string | null;
  remember: boolean;
}

export interface LoginInsert {
  merchantId: number;
  memberId: number;
  at: Date;
  ip: string | null;
  country: string | null;
  device: string | null;
  userAgent: string | null;
}

export interface LoginRow {
  logged_in_at: Date;
  ip: string | null;
  country: string | null;
  device: string | null;
  user_agent: string | null;
}

export interface OpenSessionRow {
  id: string | number | bigint;
  token_hash: string;
  created_at: Date;
  last_seen_at: Date;
  ip: string | null;
  device: string | null;
  user_agent: string | null;
  country: string | null;
}

export const sessionsRepo = {
  async insert(q: Queryable, s: SessionInsert): Promise<void> {
    await q.query(
      `INSERT INTO member_sessions (token_hash, merchant_id, member_id, created_at, last_seen_at, expires_at, idle_timeout_s, ip, country, device, user_agent, remember)
       VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [s.tokenHash, s.merchantId, s.memberId, s.createdAt, s.expiresAt, s.idleTimeout_s, s.ip, s.country, s.device, s.userAgent, s.remember]);
  },

  async insertLogin(q: Queryable, l: LoginInsert): Promise<void> {
    await q.query(
      `INSERT INTO member_logins (merchant_id, member_id, logged_in_at, ip, country, device, user_agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [l.merchantId, l.memberId, l.at, l.ip, l.country, l.device, l.userAgent]);
  },

  /** The member's latest logins, newest first. */
  async logins(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<LoginRow[]> {
    const r = await q.query<LoginRow>(
      `SELECT logged_in_at, ip, country, device, user_agent FROM member_logins
       WHERE merchant_id = $1 AND member_id = $2 ORDER BY logged_in_at DESC, id DESC LIMIT $3`,
      [merchantId, memberId, limit]);
    return r.rows;
  },

  /**
   * The member's sessions not revoked and not past their expiry, most recently used first.
   * Idle-timed-out ones are left out by the caller, which knows their timeout.
   */
  async openSessions(q: Queryable, merchantId: number, memberId: number, now: Date, limit: number): Promise<(OpenSessionRow & { idle_timeout_s: number })[]> {
    const r = await q.query<OpenSessionRow & { idle_timeout_s: number }>(
      `SELECT id, token_hash, created_at, last_seen_at, idle_timeout_s, ip, country, device, user_agent
       FROM member_sessions
       WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND expires_at > $3
       ORDER BY last_seen_at DESC, id DESC LIMIT $4`,
      [merchantId, memberId, now, limit]);
    return r.rows;
  },

  /** Revokes one session of the member by its id, unless it is the one of exceptHash; answers how many (0 or 1). */
  async revokeById(q: Queryable, merchantId: number, memberId: number, id: string, exceptHash: string, now: Date): Promise<number> {
    const r = await q.query(
      `UPDATE member_sessions SET revoked_at = $5
       WHERE merchant_id = $1 AND member_id = $2 AND id = $3 AND token_hash <> $4 AND revoked_at IS NULL AND expires_at > $5`,
      [merchantId, memberId, id, exceptHash, now]);
    return r.rowCount;
  },

  /** Deletes login history older than `before`, bounded per call. */
  async purgeLogins(q: Queryable, before: Date, limit: number): Promise<number> {
    const r = await q.query(
      `DELETE FROM member_logins WHERE (merchant_id, member_id, id) IN (
         SELECT merchant_id, member_id, id FROM member_logins WHERE logged_in_at < $1 LIMIT $2)`,
      [before, limit]);
    return r.rowCount;
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

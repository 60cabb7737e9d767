import type { Queryable } from '../../db';

export type OutboxChannel = 'sms' | 'email';
export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'held';

export interface OutboxRow {
  merchant_id: number;
  id: string | number | bigint;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface OutboxInsert {
  merchantId: number;
  channel: OutboxChannel;
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
  status: 'pending' | 'held';
  now: Date;
}

const columns = 'merchant_id, id, channel, recipient, subject, body, purpose, status, attempts, last_error, created_at, sent_at';

export const outboxRepo = {
  async insert(q: Queryable, m: OutboxInsert): Promise<number> {
    const r = await q.query<{ id: string | number | bigint }>(
      `INSERT INTO outbox (merchant_id, channel, recipient, subject, body, purpose, status, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
      [m.merchantId, m.channel, m.recipient, m.subject, m.body, m.purpose, m.status, m.now]);
    return Number(r.rows[0]!.id);
  },

  /**
   * Claims up to `limit` due rows: counts the attempt and pushes next_attempt_at to the end of
   * the lease, so no other dispatcher (this replica or another) picks them up meanwhile.
   * SKIP LOCKED lets replicas claim side by side without waiting on each other.
   */
  async claimDue(q: Queryable, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
    const r = await q.query<OutboxRow>(
      `UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $2
       FROM (SELECT merchant_id, id FROM outbox WHERE status = 'pending' AND next_attempt_at <= $1
             ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED) due
       WHERE o.merchant_id = due.merchant_id AND o.id = due.id
       RETURNING ${columns.split(', ').map((c) => `o.${c}`).join(', ')}`,
      [now, leaseUntil, limit]);
    return r.rows;
  },

  async markSent(q: Queryable, merchantId: number, id: OutboxRow['id'], now: Date): Promise<void> {
    await q.query(`UPDATE outbox SET status = 'sent', sent_at = $3, last_error = NULL WHERE merchant_id = $1 AND id = $2`, [merchantId, id, now]);
  },

  async markHeld(q: Queryable, merchantId: number, id: OutboxRow['id']): Promise<void> {
    await q.query(`UPDATE outbox SET status = 'held' WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
  },

  async markFailed(q: Queryable, merchantId: number, id: OutboxRow['id'], error: string): Promise<void> {
    await q.query(`UPDATE outbox SET status = 'failed', last_error = $3 WHERE merchant_id = $1 AND id = $2`, [merchantId, id, error]);
  },

  async retryAt(q: Queryable, merchantId: number, id: OutboxRow['id'], error: string, at: Date): Promise<void> {
    await q.query(`UPDATE outbox SET last_error = $3, next_attempt_at = $4 WHERE merchant_id = $1 AND id = $2`, [merchantId, id, error, at]);
  },

  /** Newest first. */
  async list(q: Queryable, f: { merchantId: number; channel?: OutboxChannel; recipient?: string; limit: number }): Promise<OutboxRow[]> {
    const r = await q.query<OutboxRow>(
      `SELECT ${columns} FROM outbox
       WHERE merchant_id = $1 AND ($2::text IS NULL OR channel = $2) AND ($3::text IS NULL OR recipient = $3)
       ORDER BY id DESC LIMIT $4`,
      [f.merchantId, f.channel ?? null, f.recipient ?? null, f.limit]);
    return r.rows;
  },
};

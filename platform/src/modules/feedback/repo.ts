import type { Queryable } from '../../db';
import type { FeedbackStatus } from './schema';

/** Plain SQL over the feedback tables (migration 034), one statement per method, every one scoped by merchant. */

type Id = bigint | string | number;

export interface FeedbackRow {
  id: Id;
  member_id: Id;
  type: number;
  content: string;
  sender: string;
  status: FeedbackStatus;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  images: { sequence: number; mime: string; width: number; height: number; size_bytes: number }[] | string;
}

export interface ImageRow {
  mime: string;
  bytes: Uint8Array;
}

const columns = `f.id, f.member_id, f.type, f.content, f.sender, f.status, f.answer, f.answered_by, f.answered_at, f.created_at, f.updated_at,
  COALESCE((SELECT json_agg(json_build_object('sequence', i.sequence, 'mime', i.mime, 'width', i.width, 'height', i.height,
                                              'size_bytes', octet_length(i.bytes)) ORDER BY i.sequence)
            FROM feedback_images i WHERE i.merchant_id = f.merchant_id AND i.feedback_id = f.id), '[]'::json) AS images`;

export const feedbackRepo = {
  async insert(q: Queryable, f: { merchantId: number; memberId: number; type: number; content: string; sender: string }, now: Date): Promise<number> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO feedback (merchant_id, member_id, type, content, sender, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [f.merchantId, f.memberId, f.type, f.content, f.sender, now]);
    return Number(r.rows[0]!.id);
  },

  async insertImage(q: Queryable, merchantId: number, feedbackId: number, sequence: number, img: { mime: string; width: number; height: number; bytes: Buffer }): Promise<void> {
    await q.query(
      `INSERT INTO feedback_images (merchant_id, feedback_id, sequence, mime, width, height, bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [merchantId, feedbackId, sequence, img.mime, img.width, img.height, img.bytes]);
  },

  /** Newest first; `memberId` narrows to one member, `beforeId` pages on. */
  async list(q: Queryable, merchantId: number, f: { status?: FeedbackStatus; memberId?: number; beforeId?: number }, limit: number): Promise<FeedbackRow[]> {
    const r = await q.query<FeedbackRow>(
      `SELECT ${columns} FROM feedback f
       WHERE f.merchant_id = $1 AND ($2::text IS NULL OR f.status = $2) AND ($3::bigint IS NULL OR f.member_id = $3)
         AND ($4::bigint IS NULL OR f.id < $4)
       ORDER BY f.id DESC LIMIT $5`,
      [merchantId, f.status ?? null, f.memberId ?? null, f.beforeId ?? null, limit]);
    return r.rows;
  },

  /** One feedback; `lock` holds its row until the transaction ends (two operators' moves apply one after the other). */
  async one(q: Queryable, merchantId: number, id: number, lock: boolean): Promise<FeedbackRow | null> {
    const r = await q.query<FeedbackRow>(
      `SELECT ${columns} FROM feedback f WHERE f.merchant_id = $1 AND f.id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async image(q: Queryable, merchantId: number, id: number, sequence: number): Promise<ImageRow | null> {
    const r = await q.query<ImageRow>(
      'SELECT mime, bytes FROM feedback_images WHERE merchant_id = $1 AND feedback_id = $2 AND sequence = $3',
      [merchantId, id, sequence]);
    return r.rows[0] ?? null;
  },

  async setAnswer(q: Queryable, merchantId: number, id: number, answer: string, operator: string, now: Date): Promise<void> {
    await q.query(
      `UPDATE feedback SET status = 'answered', answer = $3, answered_by = $4, answered_at = $5, updated_at = $5
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, answer, operator, now]);
  },

  async setStatus(q: Queryable, merchantId: number, id: number, status: FeedbackStatus, now: Date): Promise<void> {
    await q.query('UPDATE feedback SET status = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2', [merchantId, id, status, now]);
  },
};

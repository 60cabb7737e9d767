import type { Queryable } from '../../db';

/** Plain SQL over the inbox tables (migration 033), one statement per method, every one scoped by merchant. */

type Id = bigint | string | number;

/** Who reads: the member, when they joined, their VIP label and the agents above them. */
export interface ReaderScope {
  merchantId: number;
  memberId: number;
  joinedAt: Date;
  vipLabel: string | null;
  agentIds: number[];
}

export interface MemberMessageRow {
  id: Id;
  kind: string;
  title: string;
  content: string;
  created_at: Date | string;
  read: boolean;
}

export interface MessageRow {
  id: Id;
  audience: string;
  vip_label: string | null;
  agent_id: Id | null;
  kind: string;
  title: string;
  content: string;
  sent_by: string;
  recipient_count: number;
  created_at: Date | string;
  reads: Id;
}

export interface MessageWrite {
  audience: 'members' | 'everyone' | 'vip' | 'agent_line';
  vipLabel: string | null;
  agentId: number | null;
  kind: string;
  title: string;
  content: string;
  sentBy: string;
  recipientCount: number;
}

/**
 * The messages one member may read, as a CTE over $1 merchant, $2 member, $3 joined at, $4 VIP
 * label, $5 agent ids: their own rows of inbox_recipients, and the merchant's group messages sent
 * since they joined whose group they are in now. The two halves never overlap (a personal
 * message is audience 'members', a group one never is), and neither reads another member's rows.
 */
const visible = `visible AS (
  SELECT m.id, m.kind, m.title, m.content, m.created_at
    FROM inbox_recipients r
    JOIN inbox_messages m ON m.merchant_id = r.merchant_id AND m.id = r.message_id
   WHERE r.merchant_id = $1 AND r.member_id = $2
  UNION ALL
  SELECT m.id, m.kind, m.title, m.content, m.created_at
    FROM inbox_messages m
   WHERE m.merchant_id = $1 AND m.audience <> 'members' AND m.created_at >= $3
     AND (m.audience = 'everyone' OR (m.audience = 'vip' AND m.vip_label = $4) OR (m.audience = 'agent_line' AND m.agent_id = ANY($5::bigint[])))
)`;

const states = 'LEFT JOIN inbox_states s ON s.merchant_id = $1 AND s.member_id = $2 AND s.message_id = v.id';
const scopeParams = (r: ReaderScope) => [r.merchantId, r.memberId, r.joinedAt, r.vipLabel, r.agentIds];

export const inboxRepo = {
  /** A page of the member's messages (deleted ones left out), newest first. */
  async page(q: Queryable, r: ReaderScope, limit: number, offset: number): Promise<MemberMessageRow[]> {
    const res = await q.query<MemberMessageRow>(
      `WITH ${visible}
       SELECT v.id, v.kind, v.title, v.content, v.created_at, s.read_at IS NOT NULL AS read
         FROM visible v ${states}
        WHERE s.deleted_at IS NULL
        ORDER BY v.id DESC
        LIMIT $6 OFFSET $7`,
      [...scopeParams(r), limit, offset]);
    return res.rows;
  },

  /** How many messages the member has (deleted ones left out) and how many of them are unread. */
  async counts(q: Queryable, r: ReaderScope): Promise<{ total: number; unread: number }> {
    const res = await q.query<{ total: Id; unread: Id }>(
      `WITH ${visible}
       SELECT count(*) AS total, count(*) FILTER (WHERE s.read_at IS NULL) AS unread
         FROM visible v ${states}
        WHERE s.deleted_at IS NULL`,
      scopeParams(r));
    return { total: Number(res.rows[0]!.total), unread: Number(res.rows[0]!.unread) };
  },

  /** Whether the member may read this message now (theirs, and not deleted by them). */
  async readable(q: Queryable, r: ReaderScope, messageId: number): Promise<boolean> {
    const res = await q.query(
      `WITH ${visible}
       SELECT 1 FROM visible v ${states}
        WHERE v.id = $6 AND s.deleted_at IS NULL`,
      [...scopeParams(r), messageId]);
    return res.rows.length > 0;
  },

  /** Marks one message read; the first time is kept. */
  async markRead(q: Queryable, merchantId: number, memberId: number, messageId: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO inbox_states (merchant_id, member_id, message_id, read_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id, message_id) DO UPDATE SET read_at = COALESCE(inbox_states.read_at, EXCLUDED.read_at)`,
      [merchantId, memberId, messageId, now]);
  },

  /** Marks every message the member may read as read (one statement, however many). */
  async markAllRead(q: Queryable, r: ReaderScope, now: Date): Promise<void> {
    await q.query(
      `WITH ${visible}
       INSERT INTO inbox_states (merchant_id, member_id, message_id, read_at)
       SELECT $1, $2, v.id, $6 FROM visible v
       ON CONFLICT (merchant_id, member_id, message_id) DO UPDATE SET read_at = COALESCE(inbox_states.read_at, EXCLUDED.read_at)`,
      [...scopeParams(r), now]);
  },

  /** Deletes a message from this member's inbox (read or not); the first time is kept. */
  async markDeleted(q: Queryable, merchantId: number, memberId: number, messageId: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO inbox_states (merchant_id, member_id, message_id, deleted_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id, message_id) DO UPDATE SET deleted_at = COALESCE(inbox_states.deleted_at, EXCLUDED.deleted_at)`,
      [merchantId, memberId, messageId, now]);
  },

  // ---- sending and the back office ----

  async insert(q: Queryable, merchantId: number, m: MessageWrite, now: Date): Promise<number> {
    const res = await q.query<{ id: Id }>(
      `INSERT INTO inbox_messages (merchant_id, audience, vip_label, agent_id, kind, title, content, sent_by, recipient_count, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [merchantId, m.audience, m.vipLabel, m.agentId, m.kind, m.title, m.content, m.sentBy, m.recipientCount, now]);
    return Number(res.rows[0]!.id);
  },

  /** The recipients of a personal message, in one statement. */
  async insertRecipients(q: Queryable, merchantId: number, messageId: number, memberIds: number[]): Promise<void> {
    await q.query(
      `INSERT INTO inbox_recipients (merchant_id, member_id, message_id)
       SELECT $1, x, $2 FROM unnest($3::bigint[]) AS x`,
      [merchantId, messageId, memberIds]);
  },

  /** The merchant's messages, newest first, with how many members have read each. */
  async list(q: Queryable, merchantId: number, limit: number, beforeId: number | null): Promise<MessageRow[]> {
    const res = await q.query<MessageRow>(
      `SELECT m.id, m.audience, m.vip_label, m.agent_id, m.kind, m.title, m.content, m.sent_by, m.recipient_count, m.created_at,
              (SELECT count(*) FROM inbox_states s WHERE s.merchant_id = m.merchant_id AND s.message_id = m.id AND s.read_at IS NOT NULL) AS reads
         FROM inbox_messages m
        WHERE m.merchant_id = $1 AND ($3::bigint IS NULL OR m.id < $3)
        ORDER BY m.id DESC
        LIMIT $2`,
      [merchantId, limit, beforeId]);
    return res.rows;
  },
};

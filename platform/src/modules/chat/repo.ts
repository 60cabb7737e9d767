import type { Queryable } from '../../db';

/** Plain SQL over the chat tables (migration 035), one statement per function, every one scoped by merchant. */

type Id = bigint | string | number;

export interface ConversationRow {
  id: Id;
  member_id: Id;
  username: string;
  operator: string | null;
  status: 'open' | 'closed';
  member_unread: number;
  operator_unread: number;
  last_message_at: Date;
  last_message: string | null;
}

export interface MessageRow {
  id: Id;
  conversation_id: Id;
  sender: 'member' | 'operator';
  operator: string | null;
  body: string;
  image_id: Id | null;
  width: number | null;
  height: number | null;
  created_at: Date;
}

export interface ImageRow {
  mime: string;
  bytes: Uint8Array;
}

export interface CannedRow {
  id: Id;
  title: string;
  body: string;
}

const conversationColumns = `c.id, c.member_id, c.username, c.operator, c.status, c.member_unread, c.operator_unread, c.last_message_at,
  (SELECT CASE WHEN m.body <> '' THEN m.body ELSE '[image]' END FROM chat_messages m
    WHERE m.merchant_id = c.merchant_id AND m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) AS last_message`;

const messageColumns = `m.id, m.conversation_id, m.sender, m.operator, m.body, m.image_id, i.width, i.height, m.created_at`;

export const chatRepo = {
  /** The member's conversation, made on first use (one per member and merchant). */
  async ensureConversation(q: Queryable, merchantId: number, memberId: number, username: string, at: Date): Promise<Id> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO chat_conversations (merchant_id, member_id, username, last_message_at, created_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (merchant_id, member_id) DO UPDATE SET username = EXCLUDED.username RETURNING id`,
      [merchantId, memberId, username, at],
    );
    return r.rows[0]!.id;
  },

  async conversationOfMember(q: Queryable, merchantId: number, memberId: number): Promise<ConversationRow | null> {
    const r = await q.query<ConversationRow>(`SELECT ${conversationColumns} FROM chat_conversations c WHERE c.merchant_id = $1 AND c.member_id = $2`, [merchantId, memberId]);
    return r.rows[0] ?? null;
  },

  async conversation(q: Queryable, merchantId: number, id: string): Promise<ConversationRow | null> {
    const r = await q.query<ConversationRow>(`SELECT ${conversationColumns} FROM chat_conversations c WHERE c.merchant_id = $1 AND c.id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** The operators' list: open (or closed, or all) conversations, the most recent first. */
  async conversations(q: Queryable, merchantId: number, status: 'open' | 'closed' | null, limit: number): Promise<ConversationRow[]> {
    const r = await q.query<ConversationRow>(
      `SELECT ${conversationColumns} FROM chat_conversations c
       WHERE c.merchant_id = $1 AND ($2::text IS NULL OR c.status = $2) ORDER BY c.last_message_at DESC, c.id DESC LIMIT $3`,
      [merchantId, status, limit],
    );
    return r.rows;
  },

  async insertImage(q: Queryable, merchantId: number, conversationId: Id, img: { mime: string; width: number; height: number; bytes: Buffer }, at: Date): Promise<Id> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO chat_images (merchant_id, conversation_id, mime, width, height, bytes, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [merchantId, conversationId, img.mime, img.width, img.height, img.bytes, at],
    );
    return r.rows[0]!.id;
  },

  /** One message; the image's size comes back with it. */
  async insertMessage(
    q: Queryable, merchantId: number, m: { conversationId: Id; sender: 'member' | 'operator'; operator: string | null; body: string; imageId: Id | null }, at: Date,
  ): Promise<MessageRow> {
    const r = await q.query<MessageRow>(
      `WITH m AS (INSERT INTO chat_messages (merchant_id, conversation_id, sender, operator, body, image_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *)
       SELECT ${messageColumns} FROM m LEFT JOIN chat_images i ON i.merchant_id = m.merchant_id AND i.id = m.image_id`,
      [merchantId, m.conversationId, m.sender, m.operator, m.body, m.imageId, at],
    );
    return r.rows[0]!;
  },

  /** After a message: the other side's unread count grows, the conversation moves up (and a member's message reopens it). */
  async touchAfterMessage(q: Queryable, merchantId: number, conversationId: Id, sender: 'member' | 'operator', at: Date): Promise<void> {
    await q.query(
      sender === 'member'
        ? `UPDATE chat_conversations SET operator_unread = operator_unread + 1, status = 'open', last_message_at = $3 WHERE merchant_id = $1 AND id = $2`
        : `UPDATE chat_conversations SET member_unread = member_unread + 1, last_message_at = $3 WHERE merchant_id = $1 AND id = $2`,
      [merchantId, conversationId, at],
    );
  },

  /** The page of messages before `before` (all when null), newest first; one more than asked tells whether there are older ones. */
  async messages(q: Queryable, merchantId: number, conversationId: Id, before: string | null, limit: number): Promise<MessageRow[]> {
    const r = await q.query<MessageRow>(
      `SELECT ${messageColumns} FROM chat_messages m LEFT JOIN chat_images i ON i.merchant_id = m.merchant_id AND i.id = m.image_id
       WHERE m.merchant_id = $1 AND m.conversation_id = $2 AND ($3::bigint IS NULL OR m.id < $3) ORDER BY m.id DESC LIMIT $4`,
      [merchantId, conversationId, before, limit + 1],
    );
    return r.rows;
  },

  async markRead(q: Queryable, merchantId: number, conversationId: Id, by: 'member' | 'operator'): Promise<boolean> {
    const r = await q.query(
      by === 'member'
        ? `UPDATE chat_conversations SET member_unread = 0 WHERE merchant_id = $1 AND id = $2 AND member_unread > 0`
        : `UPDATE chat_conversations SET operator_unread = 0 WHERE merchant_id = $1 AND id = $2 AND operator_unread > 0`,
      [merchantId, conversationId],
    );
    return r.rowCount > 0;
  },

  async memberUnread(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ member_unread: number }>(`SELECT member_unread FROM chat_conversations WHERE merchant_id = $1 AND member_id = $2`, [merchantId, memberId]);
    return r.rows[0]?.member_unread ?? 0;
  },

  async assign(q: Queryable, merchantId: number, conversationId: string, operator: string | null): Promise<boolean> {
    const r = await q.query(`UPDATE chat_conversations SET operator = $3 WHERE merchant_id = $1 AND id = $2`, [merchantId, conversationId, operator]);
    return r.rowCount > 0;
  },

  async setStatus(q: Queryable, merchantId: number, conversationId: string, status: 'open' | 'closed'): Promise<boolean> {
    const r = await q.query(`UPDATE chat_conversations SET status = $3 WHERE merchant_id = $1 AND id = $2`, [merchantId, conversationId, status]);
    return r.rowCount > 0;
  },

  /** A picture of the merchant, and the member whose conversation it belongs to. */
  async image(q: Queryable, merchantId: number, imageId: string): Promise<(ImageRow & { member_id: Id }) | null> {
    const r = await q.query<ImageRow & { member_id: Id }>(
      `SELECT i.mime, i.bytes, c.member_id FROM chat_images i JOIN chat_conversations c ON c.merchant_id = i.merchant_id AND c.id = i.conversation_id
       WHERE i.merchant_id = $1 AND i.id = $2`,
      [merchantId, imageId],
    );
    return r.rows[0] ?? null;
  },

  async canned(q: Queryable, merchantId: number): Promise<CannedRow[]> {
    const r = await q.query<CannedRow>(`SELECT id, title, body FROM chat_canned WHERE merchant_id = $1 ORDER BY title, id`, [merchantId]);
    return r.rows;
  },

  async cannedOne(q: Queryable, merchantId: number, id: string): Promise<CannedRow | null> {
    const r = await q.query<CannedRow>(`SELECT id, title, body FROM chat_canned WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async cannedCount(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_canned WHERE merchant_id = $1`, [merchantId]);
    return r.rows[0]!.n;
  },

  async insertCanned(q: Queryable, merchantId: number, c: { title: string; body: string }, at: Date): Promise<CannedRow> {
    const r = await q.query<CannedRow>(
      `INSERT INTO chat_canned (merchant_id, title, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id, title, body`, [merchantId, c.title, c.body, at]);
    return r.rows[0]!;
  },

  async deleteCanned(q: Queryable, merchantId: number, id: string): Promise<boolean> {
    const r = await q.query(`DELETE FROM chat_canned WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rowCount > 0;
  },
};

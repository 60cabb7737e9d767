import type { Queryable } from '../../db';

/** Plain SQL over the help centre's tables (migration 033), one statement per method, every one scoped by merchant. */

type Id = bigint | string | number;

/** An enabled entry in one language (its own text, else EN). */
export interface HelpLiveRow {
  title: string;
  content: string;
  tag: string | null;
}

/** An entry with every language's text (the back office). */
export interface HelpEntryRow {
  id: Id;
  tag: string | null;
  device: string;
  sort: number;
  enabled: boolean;
  texts: { language: string; title: string; content: string }[] | string;
}

export interface HelpEntryWrite {
  tag: string | null;
  device: string;
  sort: number;
  enabled: boolean;
}

const textsJson = `COALESCE((SELECT json_agg(json_build_object('language', t.language, 'title', t.title, 'content', t.content) ORDER BY t.language)
  FROM help_texts t WHERE t.merchant_id = h.merchant_id AND t.entry_id = h.id), '[]'::json)`;

export const helpRepo = {
  /** Enabled entries for ALL devices or `device`, in order, each in `language` or else EN. */
  async live(q: Queryable, merchantId: number, language: string, device: string, limit: number): Promise<HelpLiveRow[]> {
    const r = await q.query<HelpLiveRow>(
      `SELECT COALESCE(t.title, e.title) AS title,
              CASE WHEN t.title IS NOT NULL THEN t.content ELSE e.content END AS content,
              h.tag
         FROM help_entries h
         LEFT JOIN help_texts t ON t.merchant_id = h.merchant_id AND t.entry_id = h.id AND t.language = $2
         LEFT JOIN help_texts e ON e.merchant_id = h.merchant_id AND e.entry_id = h.id AND e.language = 'EN'
        WHERE h.merchant_id = $1 AND h.enabled AND h.device IN ('ALL', $3) AND (t.title IS NOT NULL OR e.title IS NOT NULL)
        ORDER BY h.sort, h.id
        LIMIT $4`,
      [merchantId, language, device, limit]);
    return r.rows;
  },

  async list(q: Queryable, merchantId: number, limit: number): Promise<HelpEntryRow[]> {
    const r = await q.query<HelpEntryRow>(
      `SELECT h.id, h.tag, h.device, h.sort, h.enabled, ${textsJson} AS texts
         FROM help_entries h WHERE h.merchant_id = $1 ORDER BY h.sort, h.id LIMIT $2`,
      [merchantId, limit]);
    return r.rows;
  },

  /** One entry; `lock` holds its row until the transaction ends. */
  async one(q: Queryable, merchantId: number, id: number, lock: boolean): Promise<HelpEntryRow | null> {
    const r = await q.query<HelpEntryRow>(
      `SELECT h.id, h.tag, h.device, h.sort, h.enabled, ${textsJson} AS texts
         FROM help_entries h WHERE h.merchant_id = $1 AND h.id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Another entry of the merchant with this tag on an overlapping device (one per tag and device). */
  async tagTaken(q: Queryable, merchantId: number, tag: string, device: string, exceptId: number | null): Promise<boolean> {
    const r = await q.query(
      `SELECT 1 FROM help_entries WHERE merchant_id = $1 AND tag = $2 AND ($3 = 'ALL' OR device IN ('ALL', $3)) AND ($4::bigint IS NULL OR id <> $4)`,
      [merchantId, tag, device, exceptId]);
    return r.rows.length > 0;
  },

  async count(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: Id }>('SELECT count(*) AS n FROM help_entries WHERE merchant_id = $1', [merchantId]);
    return Number(r.rows[0]!.n);
  },

  async insert(q: Queryable, merchantId: number, e: HelpEntryWrite, now: Date): Promise<number> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO help_entries (merchant_id, tag, device, sort, enabled, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [merchantId, e.tag, e.device, e.sort, e.enabled, now]);
    return Number(r.rows[0]!.id);
  },

  async update(q: Queryable, merchantId: number, id: number, e: HelpEntryWrite, now: Date): Promise<void> {
    await q.query(
      'UPDATE help_entries SET tag = $3, device = $4, sort = $5, enabled = $6, updated_at = $7 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, e.tag, e.device, e.sort, e.enabled, now]);
  },

  async upsertText(q: Queryable, merchantId: number, id: number, language: string, title: string, content: string): Promise<void> {
    await q.query(
      `INSERT INTO help_texts (merchant_id, entry_id, language, title, content) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, entry_id, language) DO UPDATE SET title = $4, content = $5`,
      [merchantId, id, language, title, content]);
  },
};

import type { Queryable } from '../../db';

/** Plain SQL over the content tables (migration 019), one statement per method, every one scoped by merchant. */

type Id = bigint | string | number;

export interface ImageJson {
  url: string;
  sequence: number;
  width: number | null;
  height: number | null;
}

/** The columns every announcement read carries. */
interface AnnouncementBaseRow {
  id: Id;
  type: string;
  group_name: string | null;
  link_url: string | null;
  start_date: Date | string;
  end_date: Date | string | null;
  no_expiry: boolean;
  promo_category_ids: number[];
  action_type: string | null;
  action_claim: string | null;
  images: ImageJson[] | string;
}

/** A live announcement in one language (its own text, else EN). */
export interface LiveRow extends AnnouncementBaseRow {
  title: string;
  content: string;
}

/** An announcement with every language's text (the back office). */
export interface AnnouncementRow extends AnnouncementBaseRow {
  enabled: boolean;
  sort: number;
  texts: { language: string; title: string; content: string }[] | string;
}

export interface AnnouncementWrite {
  type: string;
  groupName: string | null;
  linkUrl: string | null;
  startDate: Date;
  endDate: Date | null;
  noExpiry: boolean;
  promoCategoryIds: number[];
  actionType: 'link' | 'claim' | null;
  actionClaim: string | null;
  enabled: boolean;
  sort: number;
}

export interface CategoryRow {
  id: Id;
  names: Record<string, string> | string;
  enabled: boolean;
  sort: number;
}

const imagesJson = `COALESCE((SELECT json_agg(json_build_object('url', i.url, 'sequence', i.sequence, 'width', i.width, 'height', i.height) ORDER BY i.sequence)
  FROM announcement_images i WHERE i.merchant_id = a.merchant_id AND i.announcement_id = a.id), '[]'::json)`;

const textsJson = `COALESCE((SELECT json_agg(json_build_object('language', t.language, 'title', t.title, 'content', t.content) ORDER BY t.language)
  FROM announcement_texts t WHERE t.merchant_id = a.merchant_id AND t.announcement_id = a.id), '[]'::json)`;

const columns = 'a.id, a.type, a.group_name, a.link_url, a.start_date, a.end_date, a.no_expiry, a.promo_category_ids, a.action_type, a.action_claim';

export const contentRepo = {
  /**
   * Enabled announcements that have not ended by `now` (they may start later: the caller checks
   * the start, so a cached list stays right while it is kept), in order, each in `language` or else EN.
   */
  async live(q: Queryable, merchantId: number, language: string, now: Date, limit: number): Promise<LiveRow[]> {
    const r = await q.query<LiveRow>(
      `SELECT ${columns},
              CASE WHEN t.title IS NOT NULL THEN t.title ELSE e.title END AS title,
              CASE WHEN t.title IS NOT NULL THEN t.content ELSE e.content END AS content,
              ${imagesJson} AS images
       FROM announcements a
       LEFT JOIN announcement_texts t ON t.merchant_id = a.merchant_id AND t.announcement_id = a.id AND t.language = $2
       LEFT JOIN announcement_texts e ON e.merchant_id = a.merchant_id AND e.announcement_id = a.id AND e.language = 'EN'
       WHERE a.merchant_id = $1 AND a.enabled AND (a.no_expiry OR a.end_date > $3) AND (t.title IS NOT NULL OR e.title IS NOT NULL)
       ORDER BY a.sort, a.id
       LIMIT $4`,
      [merchantId, language, now, limit]);
    return r.rows;
  },

  /** Which of `ids` the member has read. */
  async readIds(q: Queryable, merchantId: number, memberId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const r = await q.query<{ announcement_id: Id }>(
      'SELECT announcement_id FROM announcement_reads WHERE merchant_id = $1 AND member_id = $2 AND announcement_id = ANY($3::bigint[])',
      [merchantId, memberId, ids]);
    return new Set(r.rows.map((x) => Number(x.announcement_id)));
  },

  /** An enabled announcement of the merchant (members may only mark those). */
  async enabledExists(q: Queryable, merchantId: number, id: number): Promise<boolean> {
    const r = await q.query('SELECT 1 FROM announcements WHERE merchant_id = $1 AND id = $2 AND enabled', [merchantId, id]);
    return r.rows.length > 0;
  },

  /** Marks read once; a second mark changes nothing (the first time is kept). */
  async markRead(q: Queryable, merchantId: number, memberId: number, id: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO announcement_reads (merchant_id, member_id, announcement_id, read_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id, announcement_id) DO NOTHING`,
      [merchantId, memberId, id, now]);
  },

  // ---- back office ----

  async list(q: Queryable, merchantId: number, f: { type?: string; group?: string }, limit: number): Promise<AnnouncementRow[]> {
    const r = await q.query<AnnouncementRow>(
      `SELECT ${columns}, a.enabled, a.sort, ${textsJson} AS texts, ${imagesJson} AS images
       FROM announcements a
       WHERE a.merchant_id = $1 AND ($2::text IS NULL OR a.type = $2) AND ($3::text IS NULL OR a.group_name = $3)
       ORDER BY a.type, a.group_name NULLS FIRST, a.sort, a.id
       LIMIT $4`,
      [merchantId, f.type ?? null, f.group ?? null, limit]);
    return r.rows;
  },

  /** One announcement; `lock` holds its row until the transaction ends (two edits apply one after the other). */
  async one(q: Queryable, merchantId: number, id: number, lock: boolean): Promise<AnnouncementRow | null> {
    const r = await q.query<AnnouncementRow>(
      `SELECT ${columns}, a.enabled, a.sort, ${textsJson} AS texts, ${imagesJson} AS images
       FROM announcements a WHERE a.merchant_id = $1 AND a.id = $2${lock ? ' FOR UPDATE' : ''}`,
      [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async count(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: Id }>('SELECT count(*) AS n FROM announcements WHERE merchant_id = $1', [merchantId]);
    return Number(r.rows[0]!.n);
  },

  async insert(q: Queryable, merchantId: number, a: AnnouncementWrite, now: Date): Promise<number> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO announcements (merchant_id, type, group_name, link_url, start_date, end_date, no_expiry, promo_category_ids, enabled, sort,
                                  action_type, action_claim, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
      [merchantId, a.type, a.groupName, a.linkUrl, a.startDate, a.endDate, a.noExpiry, a.promoCategoryIds, a.enabled, a.sort, a.actionType, a.actionClaim, now]);
    return Number(r.rows[0]!.id);
  },

  async update(q: Queryable, merchantId: number, id: number, a: AnnouncementWrite, now: Date): Promise<void> {
    await q.query(
      `UPDATE announcements SET link_url = $3, start_date = $4, end_date = $5, no_expiry = $6, promo_category_ids = $7, enabled = $8, sort = $9,
              action_type = $10, action_claim = $11, updated_at = $12
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, a.linkUrl, a.startDate, a.endDate, a.noExpiry, a.promoCategoryIds, a.enabled, a.sort, a.actionType, a.actionClaim, now]);
  },

  async upsertText(q: Queryable, merchantId: number, id: number, language: string, title: string, content: string): Promise<void> {
    await q.query(
      `INSERT INTO announcement_texts (merchant_id, announcement_id, language, title, content) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, announcement_id, language) DO UPDATE SET title = $4, content = $5`,
      [merchantId, id, language, title, content]);
  },

  async deleteImages(q: Queryable, merchantId: number, id: number): Promise<void> {
    await q.query('DELETE FROM announcement_images WHERE merchant_id = $1 AND announcement_id = $2', [merchantId, id]);
  },

  async insertImage(q: Queryable, merchantId: number, id: number, img: ImageJson): Promise<void> {
    await q.query(
      'INSERT INTO announcement_images (merchant_id, announcement_id, sequence, url, width, height) VALUES ($1, $2, $3, $4, $5, $6)',
      [merchantId, id, img.sequence, img.url, img.width, img.height]);
  },

  // ---- promotion categories (migration 032) ----

  /** The merchant's categories, enabled only or all, in order. */
  async categories(q: Queryable, merchantId: number, enabledOnly: boolean, limit: number): Promise<CategoryRow[]> {
    const r = await q.query<CategoryRow>(
      `SELECT id, names, enabled, sort FROM promotion_categories
       WHERE merchant_id = $1 AND (enabled OR NOT $2) ORDER BY sort, id LIMIT $3`,
      [merchantId, enabledOnly, limit]);
    return r.rows;
  },

  async category(q: Queryable, merchantId: number, id: number, lock: boolean): Promise<CategoryRow | null> {
    const r = await q.query<CategoryRow>(
      `SELECT id, names, enabled, sort FROM promotion_categories WHERE merchant_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Which of `ids` are categories of the merchant (enabled or not). */
  async categoryIdsKnown(q: Queryable, merchantId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const r = await q.query<{ id: Id }>('SELECT id FROM promotion_categories WHERE merchant_id = $1 AND id = ANY($2::integer[])', [merchantId, ids]);
    return new Set(r.rows.map((x) => Number(x.id)));
  },

  async categoryCount(q: Queryable, merchantId: number): Promise<number> {
    const r = await q.query<{ n: Id }>('SELECT count(*) AS n FROM promotion_categories WHERE merchant_id = $1', [merchantId]);
    return Number(r.rows[0]!.n);
  },

  async insertCategory(q: Queryable, merchantId: number, c: { names: Record<string, string>; enabled: boolean; sort: number }, now: Date): Promise<number> {
    const r = await q.query<{ id: Id }>(
      `INSERT INTO promotion_categories (merchant_id, names, enabled, sort, created_at, updated_at) VALUES ($1, $2::jsonb, $3, $4, $5, $5) RETURNING id`,
      [merchantId, JSON.stringify(c.names), c.enabled, c.sort, now]);
    return Number(r.rows[0]!.id);
  },

  async updateCategory(q: Queryable, merchantId: number, id: number, c: { names: Record<string, string>; enabled: boolean; sort: number }, now: Date): Promise<void> {
    await q.query(
      'UPDATE promotion_categories SET names = $3::jsonb, enabled = $4, sort = $5, updated_at = $6 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, JSON.stringify(c.names), c.enabled, c.sort, now]);
  },
};

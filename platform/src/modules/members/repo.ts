import type { Queryable } from '../../db';

export interface MemberRow {
  merchant_id: number;
  id: bigint | number | string;
  username: string;
  password_hash: string;
  payment_password_hash: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  nickname: string | null;
  payee_name: string | null;
  birthday: string | null;
  type: number;
  vip_label: string | null;
  parent_agent_id: bigint | number | string | null;
  status: 'active' | 'disabled';
  first_time_login: boolean;
  register_method: string | null;
  register_url: string | null;
  register_domain: string | null;
  register_ip: string | null;
  register_device: string | null;
  profile: unknown;
  created_at: Date;
  updated_at: Date;
}

export interface MemberInsert {
  username: string;
  passwordHash: string;
  paymentPasswordHash: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  nickname: string | null;
  payeeName: string | null;
  birthday: string | null;
  type: number;
  vipLabel: string | null;
  parentAgentId: number | null;
  firstTimeLogin: boolean;
  registerMethod: string | null;
  registerUrl: string | null;
  registerDomain: string | null;
  registerIp: string | null;
  registerDevice: string | null;
  profile: Record<string, string>;
}

// birthday leaves as text (YYYY-MM-DD): a date column through pg becomes a local-midnight Date.
const columns = `merchant_id, id, username, password_hash, payment_password_hash, mobile_num, country_dialing_code,
  email, nickname, payee_name, to_char(birthday, 'YYYY-MM-DD') AS birthday, type, vip_label, parent_agent_id, status,
  first_time_login, register_method, register_url, register_domain, register_ip, register_device, profile,
  created_at, updated_at`;

export const membersRepo = {
  /** Inserts unless the username or mobile number is taken (then null, also when a concurrent insert won). */
  async insert(q: Queryable, merchantId: number, m: MemberInsert, now: Date): Promise<MemberRow | null> {
    const r = await q.query<MemberRow>(
      `INSERT INTO members (merchant_id, username, password_hash, payment_password_hash, mobile_num, country_dialing_code,
         email, nickname, payee_name, birthday, type, vip_label, parent_agent_id, first_time_login, register_method,
         register_url, register_domain, register_ip, register_device, profile, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::jsonb, $21, $21)
       ON CONFLICT DO NOTHING
       RETURNING ${columns}`,
      [merchantId, m.username, m.passwordHash, m.paymentPasswordHash, m.mobileNum, m.countryDialingCode, m.email,
        m.nickname, m.payeeName, m.birthday, m.type, m.vipLabel, m.parentAgentId, m.firstTimeLogin, m.registerMethod,
        m.registerUrl, m.registerDomain, m.registerIp, m.registerDevice, JSON.stringify(m.profile), now]);
    return r.rows[0] ?? null;
  },

  async byId(q: Queryable, merchantId: number, id: number): Promise<MemberRow | null> {
    const r = await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Usernames of the members named by (merchant, id) pairs: one query for a page of another module's rows. */
  async usernamesByIds(q: Queryable, merchantIds: number[], memberIds: number[]): Promise<{ merchant_id: number; id: string | number | bigint; username: string }[]> {
    const r = await q.query<{ merchant_id: number; id: string | number | bigint; username: string }>(
      `SELECT m.merchant_id, m.id, m.username FROM members m
       WHERE (m.merchant_id, m.id) IN (SELECT k.merchant_id, k.id FROM unnest($1::integer[], $2::bigint[]) AS k(merchant_id, id))`,
      [merchantIds, memberIds],
    );
    return r.rows;
  },

  async byUsername(q: Queryable, merchantId: number, username: string): Promise<MemberRow | null> {
    const r = await q.query<MemberRow>(
      `SELECT ${columns} FROM members WHERE merchant_id = $1 AND username_lower = lower($2)`, [merchantId, username]);
    return r.rows[0] ?? null;
  },

  async byMobile(q: Queryable, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<MemberRow | null> {
    const r = await q.query<MemberRow>(
      `SELECT ${columns} FROM members
       WHERE merchant_id = $1 AND coalesce(country_dialing_code, '') = $2 AND mobile_num = $3`,
      [merchantId, countryDialingCode, mobileNum]);
    return r.rows[0] ?? null;
  },

  async usernameTaken(q: Queryable, merchantId: number, username: string): Promise<boolean> {
    const r = await q.query('SELECT 1 FROM members WHERE merchant_id = $1 AND username_lower = lower($2)', [merchantId, username]);
    return r.rows.length > 0;
  },

  async mobileTaken(q: Queryable, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<boolean> {
    const r = await q.query(
      `SELECT 1 FROM members WHERE merchant_id = $1 AND coalesce(country_dialing_code, '') = $2 AND mobile_num = $3`,
      [merchantId, countryDialingCode, mobileNum]);
    return r.rows.length > 0;
  },

  /** Locks the member row for the rest of the transaction (serialises changes of one member). */
  async lockById(q: Queryable, merchantId: number, id: number): Promise<MemberRow | null> {
    const r = await q.query<MemberRow>(`SELECT ${columns} FROM members WHERE merchant_id = $1 AND id = $2 FOR UPDATE`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  async setStatus(q: Queryable, merchantId: number, id: number, status: 'active' | 'disabled', now: Date): Promise<number> {
    const r = await q.query('UPDATE members SET status = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2', [merchantId, id, status, now]);
    return r.rowCount;
  },

  // ---- what withdrawals need of a member (payments calls these through the service)
  async paymentPasswordHash(q: Queryable, merchantId: number, memberId: number): Promise<string | null> {
    const r = await q.query<{ payment_password_hash: string | null }>(
      'SELECT payment_password_hash FROM members WHERE merchant_id = $1 AND id = $2', [merchantId, memberId]);
    return r.rows[0]?.payment_password_hash ?? null;
  },

  /** Sets the hash; with onlyIfUnset, only when there is none yet (answers false otherwise). */
  async setPaymentPasswordHash(q: Queryable, merchantId: number, memberId: number, hash: string, onlyIfUnset: boolean, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE members SET payment_password_hash = $3, updated_at = $4
       WHERE merchant_id = $1 AND id = $2 AND ($5::boolean IS FALSE OR payment_password_hash IS NULL)`,
      [merchantId, memberId, hash, now, onlyIfUnset],
    );
    return (r.rowCount ?? 0) === 1;
  },

  /** Sets the member's payee name when there is none yet (the first bank card names it). */
  async setPayeeNameIfUnset(q: Queryable, merchantId: number, memberId: number, payeeName: string, now: Date): Promise<void> {
    await q.query(
      'UPDATE members SET payee_name = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2 AND payee_name IS NULL',
      [merchantId, memberId, payeeName, now],
    );
  },

  /** The VIP label (modules/vip keeps it equal to the member's level name); true when it changed. */
  async setVipLabel(q: Queryable, merchantId: number, memberId: number, label: string | null, now: Date): Promise<boolean> {
    const r = await q.query(
      'UPDATE members SET vip_label = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2 AND vip_label IS DISTINCT FROM $3',
      [merchantId, memberId, label, now],
    );
    return r.rowCount === 1;
  },

  async setType(q: Queryable, merchantId: number, id: number, type: number, now: Date): Promise<number> {
    const r = await q.query('UPDATE members SET type = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2', [merchantId, id, type, now]);
    return r.rowCount;
  },

  async setParentAgent(q: Queryable, merchantId: number, id: number, parentAgentId: number | null, now: Date): Promise<number> {
    const r = await q.query('UPDATE members SET parent_agent_id = $3, updated_at = $4 WHERE merchant_id = $1 AND id = $2', [merchantId, id, parentAgentId, now]);
    return r.rowCount;
  },

  async setPasswordHash(q: Queryable, merchantId: number, id: number, passwordHash: string, now: Date): Promise<number> {
    const r = await q.query(
      'UPDATE members SET password_hash = $3, first_time_login = false, updated_at = $4 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, passwordHash, now]);
    return r.rowCount;
  },

  /**
   * Members whose username, nickname, mobile or e-mail contains text (any case), newest first.
   * merchantId null lists every merchant.
   */
  async search(q: Queryable, merchantId: number | null, text: string | null, limit: number): Promise<MemberRow[]> {
    const like = text === null ? null : `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const r = await q.query<MemberRow>(
      `SELECT ${columns} FROM members
       WHERE ($1::int IS NULL OR merchant_id = $1::int)
         AND ($2::text IS NULL OR username_lower LIKE $2 OR lower(coalesce(nickname, '')) LIKE $2
              OR coalesce(mobile_num, '') LIKE $2 OR lower(coalesce(email, '')) LIKE $2)
       ORDER BY created_at DESC, id DESC LIMIT $3`,
      [merchantId, like, limit]);
    return r.rows;
  },

  /** What the security centre shows of a member's contacts: when each was proved by a code. */
  async contactState(q: Queryable, merchantId: number, id: number): Promise<{ email_verified_at: Date | null; mobile_verified_at: Date | null } | null> {
    const r = await q.query<{ email_verified_at: Date | null; mobile_verified_at: Date | null }>(
      'SELECT email_verified_at, mobile_verified_at FROM members WHERE merchant_id = $1 AND id = $2', [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** Binds an e-mail address proved by a code. */
  async setVerifiedEmail(q: Queryable, merchantId: number, id: number, email: string, now: Date): Promise<number> {
    const r = await q.query(
      'UPDATE members SET email = $3, email_verified_at = $4, updated_at = $4 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, email, now]);
    return r.rowCount;
  },

  /**
   * Binds a mobile number proved by a code, unless another member of the merchant holds it (the
   * unique index members_mobile has the last word; a concurrent bind of the same number loses
   * there, as 23505, which the caller reads as taken).
   */
  async setVerifiedMobile(q: Queryable, merchantId: number, id: number, countryDialingCode: string, mobileNum: string, now: Date): Promise<number> {
    const r = await q.query(
      `UPDATE members SET country_dialing_code = $3, mobile_num = $4, mobile_verified_at = $5, updated_at = $5
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, countryDialingCode, mobileNum, now]);
    return r.rowCount;
  },

  async headIcon(q: Queryable, merchantId: number, memberId: number): Promise<{ mime: string; bytes: Buffer } | null> {
    const r = await q.query<{ mime: string; bytes: Buffer | Uint8Array }>(
      'SELECT mime, bytes FROM member_head_icons WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    const row = r.rows[0];
    return row ? { mime: row.mime, bytes: Buffer.from(row.bytes) } : null;
  },

  async setHeadIcon(q: Queryable, merchantId: number, memberId: number, mime: string, bytes: Buffer, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO member_head_icons (merchant_id, member_id, mime, bytes, updated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, member_id) DO UPDATE SET mime = EXCLUDED.mime, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at`,
      [merchantId, memberId, mime, bytes, now]);
  },
};

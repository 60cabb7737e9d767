import type { Queryable } from '../../db';

/** The columns an operator changes; written as a whole so one UPDATE covers any patch. */
export interface MerchantSettingsRow {
  name: string;
  maintenance: boolean;
  blocked_countries: string[];
  default_language: string;
  languages: string[];
  currency_code: string;
  currency_symbol: string;
  currency_pattern: string;
  currency_minor_digits: number;
  theme: unknown;
  mobile_template: unknown;
  modules: unknown;
  register_fields: unknown;
  menu: unknown;
  wallet: unknown;
  social_links: unknown;
  resources: unknown;
  image_cdns: string[];
  main_domain: string;
  time_zone: string;
  logo_url: string | null;
}

/** A merchant row with its domains and (still sealed) customer-service entries. */
export interface MerchantRow extends MerchantSettingsRow {
  id: number;
  code: string;
  rsa_n: string;
  rsa_d_enc: string;
  created_at: Date;
  updated_at: Date;
  domains: string[];
  customer_service: { id: number; title: string; csType: string; position: string | null; pathEnc: string; sort: number }[];
}

export interface MerchantSummaryRow {
  id: number;
  code: string;
  name: string;
  maintenance: boolean;
  blocked_countries: string[];
  languages: string[];
  currency_code: string;
  domains: string[];
  updated_at: Date;
}

export interface CustomerServiceRowInput {
  title: string;
  csType: string;
  position: string | null;
  pathEnc: string;
  sort: number;
}

// One SELECT loads a merchant whole (domains and contacts included): a cache miss costs one
// round trip, which matters because every member call resolves its merchant.
const selectMerchant = `
  SELECT m.*,
    ARRAY(SELECT d.host FROM merchant_domains d WHERE d.merchant_id = m.id ORDER BY d.host) AS domains,
    COALESCE((SELECT json_agg(json_build_object('id', c.id, 'title', c.title, 'csType', c.cs_type,
                'position', c.position, 'pathEnc', c.path_enc, 'sort', c.sort) ORDER BY c.sort, c.id)
              FROM merchant_customer_service c WHERE c.merchant_id = m.id), '[]'::json) AS customer_service
  FROM merchants m`;

const json = (v: unknown) => JSON.stringify(v);

export const merchantsRepo = {
  async byCode(q: Queryable, code: string): Promise<MerchantRow | null> {
    const r = await q.query<MerchantRow>(`${selectMerchant} WHERE lower(m.code) = lower($1)`, [code]);
    return r.rows[0] ?? null;
  },

  async byHost(q: Queryable, host: string): Promise<MerchantRow | null> {
    const r = await q.query<MerchantRow>(
      `${selectMerchant} WHERE m.id = (SELECT merchant_id FROM merchant_domains WHERE host = $1)`, [host]);
    return r.rows[0] ?? null;
  },

  /** Code and minor digits of the merchants given: one query for a page of another module's rows. */
  async labelsByIds(q: Queryable, ids: number[]): Promise<{ id: number; code: string; currency_minor_digits: number }[]> {
    const r = await q.query<{ id: number; code: string; currency_minor_digits: number }>(
      'SELECT id, code, currency_minor_digits FROM merchants WHERE id = ANY($1::integer[])', [ids]);
    return r.rows;
  },

  /** Locks the merchant row for the rest of the transaction (serialises operator changes). */
  async lockByCode(q: Queryable, code: string): Promise<number | null> {
    const r = await q.query<{ id: number }>('SELECT id FROM merchants WHERE lower(code) = lower($1) FOR UPDATE', [code]);
    return r.rows[0]?.id ?? null;
  },

  async list(q: Queryable, limit: number): Promise<MerchantSummaryRow[]> {
    const r = await q.query<MerchantSummaryRow>(
      `SELECT m.id, m.code, m.name, m.maintenance, m.blocked_countries, m.languages, m.currency_code, m.updated_at,
         ARRAY(SELECT d.host FROM merchant_domains d WHERE d.merchant_id = m.id ORDER BY d.host) AS domains
       FROM merchants m ORDER BY m.code LIMIT $1`, [limit]);
    return r.rows;
  },

  async insert(q: Queryable, m: MerchantSettingsRow & { code: string; rsa_n: string; rsa_d_enc: string }, now: Date): Promise<number> {
    const r = await q.query<{ id: number }>(
      `INSERT INTO merchants (code, name, maintenance, blocked_countries, default_language, languages,
         currency_code, currency_symbol, currency_pattern, currency_minor_digits, theme, mobile_template, modules,
         register_fields, menu, social_links, resources, image_cdns, main_domain, logo_url, rsa_n, rsa_d_enc,
         created_at, updated_at, wallet, time_zone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12::jsonb, $13::jsonb, $14::jsonb, $15::jsonb,
         $16::jsonb, $17::jsonb, $18, $19, $20, $21, $22, $23, $23, $24::jsonb, $25)
       RETURNING id`,
      [m.code, m.name, m.maintenance, m.blocked_countries, m.default_language, m.languages, m.currency_code,
        m.currency_symbol, m.currency_pattern, m.currency_minor_digits, json(m.theme), json(m.mobile_template),
        json(m.modules), json(m.register_fields), json(m.menu), json(m.social_links), json(m.resources),
        m.image_cdns, m.main_domain, m.logo_url, m.rsa_n, m.rsa_d_enc, now, json(m.wallet), m.time_zone]);
    return r.rows[0]!.id;
  },

  async updateSettings(q: Queryable, id: number, m: MerchantSettingsRow, now: Date): Promise<void> {
    await q.query(
      `UPDATE merchants SET name = $2, maintenance = $3, blocked_countries = $4, default_language = $5, languages = $6,
         currency_code = $7, currency_symbol = $8, currency_pattern = $9, currency_minor_digits = $10,
         theme = $11::jsonb, mobile_template = $12::jsonb, modules = $13::jsonb, register_fields = $14::jsonb,
         menu = $15::jsonb, social_links = $16::jsonb, resources = $17::jsonb, image_cdns = $18, main_domain = $19,
         logo_url = $20, updated_at = $21, wallet = $22::jsonb, time_zone = $23
       WHERE id = $1`,
      [id, m.name, m.maintenance, m.blocked_countries, m.default_language, m.languages, m.currency_code,
        m.currency_symbol, m.currency_pattern, m.currency_minor_digits, json(m.theme), json(m.mobile_template),
        json(m.modules), json(m.register_fields), json(m.menu), json(m.social_links), json(m.resources),
        m.image_cdns, m.main_domain, m.logo_url, now, json(m.wallet), m.time_zone]);
  },

  /** Hosts of the list that another merchant already holds. */
  async hostsTakenByOthers(q: Queryable, merchantId: number | null, hosts: string[]): Promise<string[]> {
    const r = await q.query<{ host: string }>(
      'SELECT host FROM merchant_domains WHERE host = ANY($1::text[]) AND merchant_id IS DISTINCT FROM $2 ORDER BY host',
      [hosts, merchantId]);
    return r.rows.map((x) => x.host);
  },

  async deleteDomainsExcept(q: Queryable, merchantId: number, keep: string[]): Promise<void> {
    await q.query('DELETE FROM merchant_domains WHERE merchant_id = $1 AND NOT (host = ANY($2::text[]))', [merchantId, keep]);
  },

  /**
   * Adds the hosts this merchant does not hold yet. A host another merchant holds fails the
   * primary key (23505): the service checks first and maps a lost race to the same answer.
   */
  async insertDomains(q: Queryable, merchantId: number, hosts: string[]): Promise<void> {
    await q.query(
      `INSERT INTO merchant_domains (host, merchant_id)
       SELECT h, $1 FROM unnest($2::text[]) AS h
       WHERE NOT EXISTS (SELECT 1 FROM merchant_domains d WHERE d.host = h AND d.merchant_id = $1)`,
      [merchantId, hosts]);
  },

  async deleteCustomerServiceExcept(q: Queryable, merchantId: number, keepIds: number[]): Promise<void> {
    await q.query('DELETE FROM merchant_customer_service WHERE merchant_id = $1 AND NOT (id = ANY($2::int[]))', [merchantId, keepIds]);
  },

  async updateCustomerService(q: Queryable, merchantId: number, id: number, e: CustomerServiceRowInput): Promise<number> {
    const r = await q.query(
      `UPDATE merchant_customer_service SET title = $3, cs_type = $4, position = $5, path_enc = $6, sort = $7
       WHERE merchant_id = $1 AND id = $2`,
      [merchantId, id, e.title, e.csType, e.position, e.pathEnc, e.sort]);
    return r.rowCount;
  },

  async insertCustomerService(q: Queryable, merchantId: number, e: CustomerServiceRowInput): Promise<void> {
    await q.query(
      `INSERT INTO merchant_customer_service (merchant_id, title, cs_type, position, path_enc, sort)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [merchantId, e.title, e.csType, e.position, e.pathEnc, e.sort]);
  },
};

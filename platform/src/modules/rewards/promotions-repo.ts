import type { Queryable } from '../../db';

/**
 * Plain SQL over reward_promotions, reward_claims and reward_member_tags (migration 038), one
 * statement per method, every one scoped by merchant; and two read views other modules own:
 * payments' credited_deposits (migration 039) and the vendor wallet's real_money_bets (023).
 */

type Id = bigint | string | number;

export interface PromotionRow {
  merchant_id: number;
  id: Id;
  code: string;
  enabled: boolean;
  rules: unknown;
  budget_minor: Id | null;
  spent_minor: Id;
  claims: number;
  sort: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ClaimCounts {
  member: number;
  device: number;
  address: number;
}

export interface DepositFact {
  deposit_id: Id;
  credited_minor: Id;
  credited_at: Date | string;
  /** The deposit's rank among the member's credited deposits (1 = first). */
  n: Id;
}

const columns = 'merchant_id, id, code, enabled, rules, budget_minor, spent_minor, claims, sort, created_at, updated_at';

export const promotionsRepo = {
  async insert(q: Queryable, merchantId: number, p: { code: string; enabled: boolean; sort: number; rules: unknown; budget_minor: bigint | null }, now: Date): Promise<PromotionRow | null> {
    const r = await q.query<PromotionRow>(
      `INSERT INTO reward_promotions (merchant_id, code, enabled, sort, rules, budget_minor, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6::bigint, $7, $7) ON CONFLICT (merchant_id, code) DO NOTHING RETURNING ${columns}`,
      [merchantId, p.code, p.enabled, p.sort, JSON.stringify(p.rules), p.budget_minor?.toString() ?? null, now]);
    return r.rows[0] ?? null;
  },

  /** A promotion by code; `lock` holds its row to the end of the transaction (claims of one promotion run one at a time). */
  async byCode(q: Queryable, merchantId: number, code: string, lock: boolean): Promise<PromotionRow | null> {
    const r = await q.query<PromotionRow>(
      `SELECT ${columns} FROM reward_promotions WHERE merchant_id = $1 AND code = $2${lock ? ' FOR UPDATE' : ''}`, [merchantId, code]);
    return r.rows[0] ?? null;
  },

  /** Whether each code names a promotion of the merchant (content's claim actions). */
  async codesKnown(q: Queryable, merchantId: number, codes: string[]): Promise<Set<string>> {
    const r = await q.query<{ code: string }>('SELECT code FROM reward_promotions WHERE merchant_id = $1 AND code = ANY ($2::text[])', [merchantId, codes]);
    return new Set(r.rows.map((x) => x.code));
  },

  async list(q: Queryable, merchantId: number, onlyEnabled: boolean, limit: number): Promise<PromotionRow[]> {
    const r = await q.query<PromotionRow>(
      `SELECT ${columns} FROM reward_promotions WHERE merchant_id = $1 AND ($2::boolean = false OR enabled) ORDER BY sort, id LIMIT $3`,
      [merchantId, onlyEnabled, limit]);
    return r.rows;
  },

  async update(q: Queryable, merchantId: number, id: number, p: { enabled: boolean; sort: number; rules: unknown; budget_minor: bigint | null }, now: Date): Promise<PromotionRow> {
    const r = await q.query<PromotionRow>(
      `UPDATE reward_promotions SET enabled = $3, sort = $4, rules = $5::jsonb, budget_minor = $6::bigint, updated_at = $7
       WHERE merchant_id = $1 AND id = $2 RETURNING ${columns}`,
      [merchantId, id, p.enabled, p.sort, JSON.stringify(p.rules), p.budget_minor?.toString() ?? null, now]);
    return r.rows[0]!;
  },

  /** Adds a claim's amount to what the promotion has paid (the budget's CHECK is the last line of defence). */
  async spend(q: Queryable, merchantId: number, id: number, amount_minor: bigint, now: Date): Promise<void> {
    await q.query(
      'UPDATE reward_promotions SET spent_minor = spent_minor + $3::bigint, claims = claims + 1, updated_at = $4 WHERE merchant_id = $1 AND id = $2',
      [merchantId, id, amount_minor.toString(), now]);
  },

  /** The member's claims of the promotion, and the promotion's claims from the device and the address. */
  async claimCounts(q: Queryable, merchantId: number, promotionId: number, memberId: number, device: string | null, address: string | null): Promise<ClaimCounts> {
    const r = await q.query<{ member: Id; device: Id; address: Id }>(
      `SELECT count(*) FILTER (WHERE member_id = $3) AS member,
              count(*) FILTER (WHERE $4::text IS NOT NULL AND device = $4) AS device,
              count(*) FILTER (WHERE $5::text IS NOT NULL AND address = $5) AS address
       FROM reward_claims WHERE merchant_id = $1 AND promotion_id = $2 AND (member_id = $3 OR device = $4 OR address = $5)`,
      [merchantId, promotionId, memberId, device, address]);
    const x = r.rows[0]!;
    return { member: Number(x.member), device: Number(x.device), address: Number(x.address) };
  },

  /** The member's claims per promotion (the list of available promotions). */
  async memberClaimCounts(q: Queryable, merchantId: number, memberId: number): Promise<Map<number, number>> {
    const r = await q.query<{ promotion_id: Id; n: Id }>(
      'SELECT promotion_id, count(*) AS n FROM reward_claims WHERE merchant_id = $1 AND member_id = $2 GROUP BY promotion_id', [merchantId, memberId]);
    return new Map(r.rows.map((x) => [Number(x.promotion_id), Number(x.n)]));
  },

  /** Deposits of the member already claimed for the promotion, among these. */
  async claimedDeposits(q: Queryable, merchantId: number, depositIds: number[]): Promise<Map<number, number[]>> {
    const r = await q.query<{ promotion_id: Id; deposit_id: Id }>(
      'SELECT promotion_id, deposit_id FROM reward_claims WHERE merchant_id = $1 AND deposit_id = ANY ($2::bigint[])', [merchantId, depositIds]);
    const m = new Map<number, number[]>();
    for (const x of r.rows) m.set(Number(x.promotion_id), [...(m.get(Number(x.promotion_id)) ?? []), Number(x.deposit_id)]);
    return m;
  },

  async insertClaim(q: Queryable, c: {
    merchantId: number; promotionId: number; memberId: number; claimNo: number; grantId: number; amount_minor: bigint; depositId: number | null;
    device: string | null; address: string | null; drawSeed: string | null; now: Date;
  }): Promise<void> {
    await q.query(
      `INSERT INTO reward_claims (merchant_id, promotion_id, member_id, claim_no, grant_id, amount_minor, deposit_id, device, address, draw_seed, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::bigint, $7, $8, $9, $10, $11)`,
      [c.merchantId, c.promotionId, c.memberId, c.claimNo, c.grantId, c.amount_minor.toString(), c.depositId, c.device, c.address, c.drawSeed, c.now]);
  },

  /** The member's latest credited deposit in the currency, with its rank among all of them (payments' credited_deposits). */
  async latestDeposit(q: Queryable, merchantId: number, memberId: number, currency: string): Promise<DepositFact | null> {
    const r = await q.query<DepositFact>(
      `SELECT deposit_id, credited_minor, credited_at, n FROM (
         SELECT deposit_id, credited_minor, credited_at, row_number() OVER (ORDER BY credited_at, deposit_id) AS n
         FROM credited_deposits WHERE merchant_id = $1 AND member_id = $2 AND currency = $3) d
       ORDER BY n DESC LIMIT 1`,
      [merchantId, memberId, currency]);
    return r.rows[0] ?? null;
  },

  /** The member's settled real-money stakes since `from` (the vendor wallet's real_money_bets). */
  async turnoverSince(q: Queryable, merchantId: number, memberId: number, from: Date): Promise<bigint> {
    const r = await q.query<{ s: Id | null }>(
      `SELECT sum(stake_minor) AS s FROM real_money_bets WHERE merchant_id = $1 AND member_id = $2 AND status = 'settled' AND settled_at >= $3`,
      [merchantId, memberId, from]);
    return BigInt(r.rows[0]?.s ?? 0);
  },

  async tagsOf(q: Queryable, merchantId: number, memberId: number): Promise<string[]> {
    const r = await q.query<{ tag: string }>('SELECT tag FROM reward_member_tags WHERE merchant_id = $1 AND member_id = $2 ORDER BY tag', [merchantId, memberId]);
    return r.rows.map((x) => x.tag);
  },

  async addTag(q: Queryable, merchantId: number, memberId: number, tag: string, now: Date): Promise<boolean> {
    const r = await q.query(
      'INSERT INTO reward_member_tags (merchant_id, member_id, tag, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1',
      [merchantId, memberId, tag, now]);
    return r.rows.length > 0;
  },

  async removeTag(q: Queryable, merchantId: number, memberId: number, tag: string): Promise<boolean> {
    const r = await q.query('DELETE FROM reward_member_tags WHERE merchant_id = $1 AND member_id = $2 AND tag = $3 RETURNING 1', [merchantId, memberId, tag]);
    return r.rows.length > 0;
  },
};

import type { Queryable } from '../../db';

export interface AffiliateCodeRow {
  code: string;
  agent_member_id: bigint | number | string;
  is_default: boolean;
}

export const affiliateRepo = {
  async byCode(q: Queryable, merchantId: number, code: string): Promise<AffiliateCodeRow | null> {
    const r = await q.query<AffiliateCodeRow>(
      'SELECT code, agent_member_id, is_default FROM affiliate_codes WHERE merchant_id = $1 AND lower(code) = lower($2)',
      [merchantId, code]);
    return r.rows[0] ?? null;
  },

  async defaultOf(q: Queryable, merchantId: number): Promise<AffiliateCodeRow | null> {
    const r = await q.query<AffiliateCodeRow>(
      'SELECT code, agent_member_id, is_default FROM affiliate_codes WHERE merchant_id = $1 AND is_default', [merchantId]);
    return r.rows[0] ?? null;
  },

  async clearDefault(q: Queryable, merchantId: number): Promise<void> {
    await q.query('UPDATE affiliate_codes SET is_default = false WHERE merchant_id = $1 AND is_default', [merchantId]);
  },

  async insert(q: Queryable, merchantId: number, code: string, agentMemberId: number, isDefault: boolean, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO affiliate_codes (merchant_id, code, agent_member_id, is_default, created_at) VALUES ($1, $2, $3, $4, $5)`,
      [merchantId, code, agentMemberId, isDefault, now]);
  },

  async deleteOf(q: Queryable, merchantId: number, agentMemberId: number, code: string): Promise<void> {
    await q.query('DELETE FROM affiliate_codes WHERE merchant_id = $1 AND agent_member_id = $2 AND lower(code) = lower($3)', [merchantId, agentMemberId, code]);
  },
};

import type { Db } from '../../db';

/**
 * The demo's rebate rates (the rebates slice of issue 20): every member of an agent's team in the
 * demo merchant that has no rate yet gets one per product, falling by a step per level below its
 * top agent, so the demo's agent rebate and team rebate screens show true payouts. The agents
 * slice makes the demo agent and its downlines; this fills only members with no rate at all, at
 * every boot, so rates an agent or operator has set are never changed.
 */
const top = { lottery: 200, slots: 120, live: 100, fishing: 120, poker: 100, sports: 100 } as const;
const step = { lottery: 50, slots: 30, live: 25, fishing: 30, poker: 25, sports: 25 } as const;

export async function seedDemoAgentRebates(db: Db, merchantId: number, now: Date): Promise<number> {
  // Members in a team (depth > 0 below someone) and top agents (with a team, under nobody), each with its depth below its top.
  const rows = (await db.query<{ member_id: string; level: number }>(
    `SELECT t.member_id::text, max(t.depth) AS level FROM agent_tree t
      WHERE t.merchant_id = $1
        AND EXISTS (SELECT 1 FROM agent_tree x WHERE x.merchant_id = $1 AND (x.ancestor_id = t.member_id OR x.member_id = t.member_id) AND x.depth > 0)
        AND NOT EXISTS (SELECT 1 FROM agent_rebates r WHERE r.merchant_id = $1 AND r.member_id = t.member_id)
      GROUP BY t.member_id`, [merchantId])).rows;
  for (const r of rows) {
    for (const product of Object.keys(top) as (keyof typeof top)[]) {
      await db.query(
        `INSERT INTO agent_rebates (merchant_id, member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [merchantId, r.member_id, product, Math.max(0, top[product] - step[product] * r.level), now]);
    }
  }
  return rows.length;
}

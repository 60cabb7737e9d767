import type { Queryable } from '../../db';

/** SQL of the agents' tree (migration 048): the closure table agent_tree, kept by a trigger on members. */

export interface LineRow {
  ancestor_id: string;
  depth: number;
}

export const agentTreeRepo = {
  /** The member's line: itself (depth 0), its parent agent (1), and so up to the root. */
  async line(q: Queryable, merchantId: number, memberId: number): Promise<LineRow[]> {
    const r = await q.query<LineRow>(
      `SELECT ancestor_id::text AS ancestor_id, depth FROM agent_tree
        WHERE merchant_id = $1 AND member_id = $2 ORDER BY depth`, [merchantId, memberId]);
    return r.rows;
  },

  /** The depth of `memberId` below `agentId` (0: the agent itself), or null outside its team. */
  async depthBelow(q: Queryable, merchantId: number, agentId: number, memberId: number): Promise<number | null> {
    const r = await q.query<{ depth: number }>(
      'SELECT depth FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = $2 AND member_id = $3', [merchantId, agentId, memberId]);
    return r.rows[0]?.depth ?? null;
  },

  /** How many members the agent's team holds below it (every depth, the agent not counted). */
  async teamSize(q: Queryable, merchantId: number, agentId: number): Promise<number> {
    const r = await q.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = $2 AND depth > 0', [merchantId, agentId]);
    return Number(r.rows[0]!.n);
  },
};

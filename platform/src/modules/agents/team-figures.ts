import type { Db, Queryable } from '../../db';

/**
 * Team figures of a period for the contracts' settlement (issue 20, the contracts slice): per
 * agent, its team's effective bets (settled real-money stakes, from the vendor wallet's read view
 * `real_money_bets`) and how many of its team were active (the payments' read view
 * `credited_deposits` for deposits). The team is agent_tree's `WHERE ancestor_id = A`: the agent
 * itself and everyone below it. One query for all the agents asked, never one per agent.
 */

/** Who counts as an active member in a period: at least these effective bets and these deposits (one of them above 0). */
export interface ActiveMemberThresholds {
  minBets_minor: bigint;
  minDeposits_minor: bigint;
  /** Both thresholds must be met (the merchant's rule 'both'), or either of them ('either'). */
  both: boolean;
}

export interface TeamFigures {
  bets_minor: bigint;
  activeMembers: number;
}

export interface TeamFiguresService {
  /**
   * The figures of [from, to) for each of these agents' teams (an agent without a row in the
   * tree gets zeros). Bets count when they settled in the window and were placed at most
   * `placedSince` before (the bets' index is by placing time).
   */
  teamFigures(
    q: Queryable, merchantId: number, agentIds: readonly number[], window: { from: Date; to: Date; placedSince: Date }, active: ActiveMemberThresholds,
  ): Promise<Map<number, TeamFigures>>;
}

export function createTeamFiguresService(_deps: { db: Db }): TeamFiguresService {
  return {
    async teamFigures(q, merchantId, agentIds, window, active) {
      const out = new Map<number, TeamFigures>(agentIds.map((id) => [id, { bets_minor: 0n, activeMembers: 0 }]));
      if (!agentIds.length) return out;
      const r = await q.query<{ ancestor_id: string; bets_minor: string; active: string }>(
        `WITH team AS (
           SELECT ancestor_id, member_id FROM agent_tree WHERE merchant_id = $1 AND ancestor_id = ANY($2::bigint[])
         ), team_bets AS (
           SELECT member_id, sum(stake_minor) AS bets FROM real_money_bets
            WHERE merchant_id = $1 AND member_id IN (SELECT member_id FROM team)
              AND created_at >= $5 AND created_at < $4 AND status = 'settled' AND settled_at >= $3 AND settled_at < $4
            GROUP BY member_id
         ), team_deposits AS (
           SELECT member_id, sum(credited_minor) AS deposits FROM credited_deposits
            WHERE merchant_id = $1 AND member_id IN (SELECT member_id FROM team) AND credited_at >= $3 AND credited_at < $4
            GROUP BY member_id
         )
         SELECT t.ancestor_id::text AS ancestor_id, COALESCE(sum(b.bets), 0)::text AS bets_minor,
                count(*) FILTER (WHERE (CASE WHEN $8 THEN COALESCE(b.bets, 0) >= $6 AND COALESCE(d.deposits, 0) >= $7
                                              ELSE COALESCE(b.bets, 0) >= $6 OR COALESCE(d.deposits, 0) >= $7 END)
                                   AND (COALESCE(b.bets, 0) > 0 OR COALESCE(d.deposits, 0) > 0))::text AS active
           FROM team t LEFT JOIN team_bets b ON b.member_id = t.member_id LEFT JOIN team_deposits d ON d.member_id = t.member_id
          GROUP BY t.ancestor_id`,
        [merchantId, agentIds, window.from, window.to, window.placedSince, active.minBets_minor.toString(), active.minDeposits_minor.toString(), active.both]);
      for (const row of r.rows) out.set(Number(row.ancestor_id), { bets_minor: BigInt(row.bets_minor), activeMembers: Number(row.active) });
      return out;
    },
  };
}

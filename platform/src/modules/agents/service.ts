import type { Db, Queryable } from '../../db';
import { agentTreeRepo as repo } from './repo';

/**
 * The agents' tree (issue 20): who is above whom, read from the closure table agent_tree that a
 * trigger on members keeps in the member's own transaction (migration 048). Every agent call
 * scopes by it: an agent sees and changes only members whose line holds the agent.
 */

export interface AgentsDeps {
  db: Db;
}

export interface AgentTreeService {
  /** The member's uplines, nearest first (its parent agent first); empty for a member without one. */
  uplines(q: Queryable, merchantId: number, memberId: number): Promise<number[]>;
  /** Whether `memberId` is `agentId` itself or anywhere below it. */
  inTeam(q: Queryable, merchantId: number, agentId: number, memberId: number): Promise<boolean>;
  /** How far below the agent the member is: 0 the agent, 1 a direct downline; null outside the team. */
  depthBelow(q: Queryable, merchantId: number, agentId: number, memberId: number): Promise<number | null>;
  /** The number of members below the agent, at every depth. */
  teamSize(q: Queryable, merchantId: number, agentId: number): Promise<number>;
}

export function createAgentTreeService(_deps: AgentsDeps): AgentTreeService {
  return {
    async uplines(q, merchantId, memberId) {
      return (await repo.line(q, merchantId, memberId)).filter((r) => r.depth > 0).map((r) => Number(r.ancestor_id));
    },
    async inTeam(q, merchantId, agentId, memberId) {
      return (await repo.depthBelow(q, merchantId, agentId, memberId)) !== null;
    },
    depthBelow: (q, merchantId, agentId, memberId) => repo.depthBelow(q, merchantId, agentId, memberId),
    teamSize: (q, merchantId, agentId) => repo.teamSize(q, merchantId, agentId),
  };
}

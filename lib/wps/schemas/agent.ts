import { z } from 'zod';
import { rebateProducts } from '../words';

/**
 * Agents (issue 20; SPEC §1, §2 agent routes, §3 contract info and team totals, §6 agent home,
 * §7 team KPI). SPEC shows no shape beyond the team KPI's value.footer and its four counters;
 * the rest is ours, documented here and in platform/src/modules/agents/README.md. Amounts are
 * decimal strings in currency units (exact); rebate rates are basis points of the settled stake
 * (50 = 0.50 %).
 */

/** The product types an agent's rebate is set for: the VIP rebate's products (games.game_type mapped by vipProductOfGameType). */
export const agentProducts = rebateProducts;
export type AgentProduct = (typeof agentProducts)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * GET /wps/agent/team/kpi (AGEINFO3) ?startDate=&endDate=&size=0: SPEC §7 and §9 ask it for the
 * current day only (both dates today in the merchant's time zone); the platform refuses any
 * other day with request.invalid. The counters are of the agent's whole team below it.
 */
export const agentTeamKpiQuerySchema = z.object({
  startDate: day,
  endDate: day,
  size: z.coerce.number().int().min(0).max(0).optional(),
});
export type AgentTeamKpiQuery = z.infer<typeof agentTeamKpiQuerySchema>;

export const agentTeamKpiValueSchema = z.object({
  footer: z.object({
    /** Members of the team who logged in today. */
    teamLoginMemberCount: z.number().int().min(0),
    /** Members of the team with a settled real-money bet today. */
    teamBetMemberCount: z.number().int().min(0),
    /** Members who joined the team today. */
    teamRegisterMemberCount: z.number().int().min(0),
    /** Members of the team with a session in use now. */
    teamOnlineCount: z.number().int().min(0),
  }),
});
export type AgentTeamKpiValue = z.infer<typeof agentTeamKpiValueSchema>;

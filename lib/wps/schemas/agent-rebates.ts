import { z } from 'zod';
import { agentProducts } from './agent';
import { reportPage, reportQueryBase } from './payments';

/**
 * The rebate (返点) screens of an agent (issue 20, SPEC §2 /m/member/agent/agentRebeat and
 * /m/member/teamRebate): the agent's own rates per product, what it earned by day and product,
 * and what its team generated for it per direct downline. SPEC shows no shape: these are ours,
 * documented in lib/wps/README.md (agent section) and platform/src/modules/agents/README.md
 * ("Rebate payouts"). Amounts are decimal strings in currency units; an earned amount is the
 * exact accrual rounded down to the currency's minor unit (payments are whole minor units, the
 * fraction carried to the next one: `pending` shows it). Rates are basis points (50 = 0.50 %).
 * Agents only (every other type permission.denied); every figure is the caller's own.
 */

const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);
const product = z.enum(agentProducts);

/** GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType: the caller's own rate per product (the field's name; shape ours). */
export const rebateSettingsValueSchema = z.object({
  content: z.array(z.object({ productType: product, rateBp: z.number().int().min(0).max(10_000) })),
});
export type RebateSettingsValue = z.infer<typeof rebateSettingsValueSchema>;

/** GET /wps/agent/rebate?startDate=&endDate= (ours): the agent rebate screen. */
export const agentRebateQuerySchema = z.object({
  startDate: reportQueryBase.startDate,
  endDate: reportQueryBase.endDate,
});
export type AgentRebateQuery = z.input<typeof agentRebateQuerySchema>;

export const agentRebateValueSchema = z.object({
  currency: z.string(),
  /** The days covered after defaults and clipping (the records' date rule, SPEC §5 bounds). */
  startDate: z.string(),
  endDate: z.string(),
  /** The caller's own rate per product (products without a rate: none listed). */
  rates: z.array(z.object({ productType: product, rateBp: z.number().int() })),
  /** Earned per merchant day and product, newest day first. */
  days: z.array(z.object({ day: z.string(), productType: product, bets: z.number().int(), amount: decimal })),
  /** Earned per product over the range. */
  products: z.array(z.object({ productType: product, amount: decimal })),
  /** Earned over the range. */
  total: decimal,
  /** Everything ever paid into the wallet as rebate, and the fraction of a minor unit not paid yet. */
  paid: decimal,
  pending: decimal,
});
export type AgentRebateValue = z.infer<typeof agentRebateValueSchema>;

/** GET /wps/agent/teamRebate?startDate=&endDate=&pageNo=&pageSize=&username= (ours): the team rebate screen. */
export const teamRebateQuerySchema = z.object({
  ...reportQueryBase,
  /** Only the line of this downline (it or anyone below it): one of the caller's team, else permission.denied. */
  username: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(1).max(32).optional()),
});
export type TeamRebateQuery = z.input<typeof teamRebateQuerySchema>;

export const teamRebateItemSchema = z.object({
  /** The direct downline whose line generated it. */
  username: z.string(),
  /** Members of that line who bet, and their settled bets that paid the caller. */
  bettors: z.number().int(),
  bets: z.number().int(),
  amount: decimal,
});
export const teamRebateValueSchema = reportPage(teamRebateItemSchema).extend({
  currency: z.string(),
  /** Everything the team generated for the caller over the range (every downline, not just this page). */
  total: decimal,
});
export type TeamRebateValue = z.infer<typeof teamRebateValueSchema>;

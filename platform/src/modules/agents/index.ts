/**
 * The agents module's face (platform/src/modules/README.md): createAgentTreeService (who is above
 * whom, for every agent call's scoping) and the types others may use.
 */
export { createAgentTreeService, type AgentTreeService, type AgentsDeps } from './service';
/** The rebates slice (issue 20): rebate payouts by the job agents.rebate, the agent's rebate calls, the operators' view. */
export { createRebatePayoutsService, rebateJobName, rebateLimits, type RebatePayoutsDeps, type RebatePayoutsService, type BoRebateEarnings } from './rebate-payouts';
export { agentRebateRoutes, boRebateEarningsParamsSchema, boRebateEarningsQuerySchema, boRebateRatesSchema } from './rebate-routes';
export { seedDemoAgentRebates } from './rebate-seed';

/**
 * The agents module's face (platform/src/modules/README.md): createAgentTreeService (who is above
 * whom, for every agent call's scoping) and the types others may use.
 */
export { createAgentTreeService, type AgentTreeService, type AgentsDeps } from './service';
// Agents slice (settings, rebate rules, opening downlines, links, transfers, team figures).
export { createAgentRatesAdminService, createAgentSettingsService, periodOf, type AgentRatesAdminDeps, type AgentRatesAdminService, type ActiveMemberRule, type AgentSettingsDeps, type AgentSettingsService, type AgentSettingsView } from './settings';
export {
  createAgentLinkRegistrar, createAgentTeamService, downlineAgentType, downlineMemberType,
  type AgentPaymentPasswordPort, type AgentRegistrationPort, type AgentSession, type AgentTeamDeps, type AgentTeamService,
} from './team';
export { createAgentTeamReadsService, type AgentTeamReadsDeps, type AgentTeamReadsService } from './team-reads';
export { agentRoutes } from './routes';
/** The rebates slice (issue 20): rebate payouts by the job agents.rebate, the agent's rebate calls, the operators' view. */
export { createRebatePayoutsService, rebateJobName, rebateLimits, type RebatePayoutsDeps, type RebatePayoutsService, type BoRebateEarnings } from './rebate-payouts';
export { agentRebateRoutes, boRebateEarningsParamsSchema, boRebateEarningsQuerySchema } from './rebate-routes';
// Team reports (issue 20, reports slice).
export { createAgentReportsService, type AgentReportsDeps, type AgentReportsService } from './report-service';
export { agentReportRoutes } from './report-routes';
// The contracts slice: team figures of a period (effective bets, active members) for the contracts' settlement.
export { createTeamFiguresService, type ActiveMemberThresholds, type TeamFigures, type TeamFiguresService } from './team-figures';

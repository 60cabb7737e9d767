/**
 * The agents module's face (platform/src/modules/README.md): createAgentTreeService (who is above
 * whom, for every agent call's scoping) and the types others may use.
 */
export { createAgentTreeService, type AgentTreeService, type AgentsDeps } from './service';
// Team reports (issue 20, reports slice).
export { createAgentReportsService, type AgentReportsDeps, type AgentReportsService } from './report-service';
export { agentReportRoutes } from './report-routes';

/**
 * The agents module's face (platform/src/modules/README.md): createAgentTreeService (who is above
 * whom, for every agent call's scoping) and the types others may use.
 */
export { createAgentTreeService, type AgentTreeService, type AgentsDeps } from './service';
// The contracts slice: team figures of a period (effective bets, active members) for the contracts' settlement.
export { createTeamFiguresService, type ActiveMemberThresholds, type TeamFigures, type TeamFiguresService } from './team-figures';

/**
 * The limits module's face (platform/src/modules/README.md): createLimitsService (the member's
 * own deposit limits, time-outs, self-exclusions and reality check; deps.ts builds the one that
 * is Deps.limits, the MemberLimits of context.ts other modules use), and the routes registrar.
 */
export { createLimitsService, type DepositTotals, type GameRealityCheck, type LimitsDeps, type LimitsMember, type LimitsService } from './service';
export { limitsLimits, type OperatorLimitsView } from './schema';
export { limitsRoutes } from './routes';

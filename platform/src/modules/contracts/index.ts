/**
 * The contracts module's face (platform/src/modules/README.md): agents' daily and hourly salary
 * contracts (createContractsService for the agent, createContractsAdmin for operators,
 * createContractSettlement for the jobs), the routes registrar, and the shapes of its /bo routes.
 */
export {
  createContractsService, type ContractAgentSettings, type ContractsDeps, type ContractsService, type ContractsSession,
} from './service';
export { createContractsAdmin, type ContractPayoutView, type ContractsAdmin } from './admin';
export { contractJobs, createContractSettlement, settleLimits, type ContractSettlement } from './settle';
export { boContractGrantSchema, boContractSettleSchema, boContractsQuerySchema, type BoContractGrant, type BoContractSettle } from './schema';
export { contractRoutes, contractsDepsOf } from './routes';

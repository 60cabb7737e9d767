/**
 * The merchants module's face (README.md): createMerchantService and its parts, the settings
 * rules and views other modules use, and the routes registrar. Nothing else of the module is
 * imported from outside it.
 */
export {
  createMerchantService, merchantCacheTtl_ms_default, type MerchantService, type MerchantsDeps,
} from './service';
export { createMerchantAdmin, type MerchantAdmin, type MerchantAdminDeps } from './admin';
export { generateMerchantKeyPair } from './keys';
export { createMerchantCache, merchantLabelsByIds, merchantsChangedChannel, type MerchantCache, type MerchantCacheDeps } from './lookup';
export { applyPatch, auditSnapshot, rowToMerchant } from './settings';
export { domainRouteOf, mainDomainOf, systemStatusValue, whitelabelOf } from './status';
export type { MerchantSummary, MerchantView } from './views';
export { merchantRoutes, visitorHost } from './routes';
export {
  merchantCodeSchema, merchantCreateSchema, merchantPatchSchema, normaliseHost, type MerchantPatch, type MerchantPatchInput,
} from './schema';

/**
 * VIP's face (platform/src/modules/README.md): createVipService (the member's level and gifts,
 * the operators' rules, the daily rebate run), its types and the routes registrar.
 */
export { createVipService, zoneOf, type VipDeps, type VipService } from './service';
/** The operators' side alone (the demo seed sets the rules with it; it needs no rewards). */
export { createVipAdmin as createVipAdminService, type VipAdmin } from './admin';
export { rebateJobName, vipLimits, type BoVipLevel, type BoVipProgramPatch, type VipProgramView } from './schema';
export { vipRoutes } from './routes';

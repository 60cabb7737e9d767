/**
 * The red envelope rain's face (platform/src/modules/README.md): createRedRainService, its types and
 * the routes registrar.
 */
export { createRedRainService, type RainMember, type RedRainDeps, type RedRainService } from './service';
export { createRedRainSlotsService, type RedRainSlotsDeps, type RedRainSlotsService } from './slots';
export { redrainLimits, type BoSlotCreate, type BoSlotPatch, type SlotView } from './schema';
export { redRainRoutes } from './routes';

/**
 * The referral module's face (platform/src/modules/README.md): createReferralService (the
 * member's code, friends and rewards; the deposit listener deps.ts hands payments),
 * createReferralLinksService (codes and the record registration writes), the shapes of its /bo
 * routes, and the routes registrar.
 */
export {
  createReferralService, createReferralSettingsService, type ReferralCards, type ReferralDeps, type ReferralService, type ReferralSettingsDeps,
  type ReferralSettingsService,
} from './service';
export { createReferralLinksService, type NewReferral, type ReferralLinksDeps, type ReferralLinksService } from './links';
export { boReferralPatchSchema, referralLimits, type BoReferralPatch, type ReferralSettingsView } from './schema';
export { referralRoutes } from './routes';
export { referralServiceOf } from './wiring';

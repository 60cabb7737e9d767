/**
 * The social login module's face (platform/src/modules/README.md): createSocialService and its
 * types, and the routes registrar. The providers' helpers (google.ts, facebook.ts, telegram.ts)
 * stay private files of the module.
 */
export { createSocialService, type LoginContext, type SocialDeps, type SocialProviderView, type SocialService } from './service';
export { socialRoutes } from './routes';

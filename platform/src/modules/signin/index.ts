/**
 * The sign-in module's face (platform/src/modules/README.md): createSigninService (the member's
 * daily sign-in and the operator's rules), its types, and the shapes of its /bo routes.
 */
export {
  createSigninService, createSigninSettingsService, type SigninDeps, type SigninMember, type SigninRewards, type SigninService,
  type SigninSettingsDeps, type SigninSettingsService,
} from './service';
export { boSigninPatchSchema, type BoSigninPatch, type SigninSettingsView } from './schema';
export { signinRoutes } from './routes';

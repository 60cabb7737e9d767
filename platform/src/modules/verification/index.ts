/**
 * The verification module's face (platform/src/modules/README.md): what other modules may use.
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { smsTarget } from './service';
export { VerificationCodes } from './service';
export type { ChallengeRandom } from './captcha';
export { verificationRoutes } from './routes';

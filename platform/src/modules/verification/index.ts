/**
 * The verification module's face (platform/src/modules/README.md): createVerificationService
 * (deps.ts builds it at boot; it is the VerificationService of context.ts), the CSPRNG it draws
 * digits from unless a test gives a known sequence, smsTarget, and the routes registrar.
 */
export { createVerificationService, smsTarget, type VerificationDeps } from './service';
export { cryptoRandom, type ChallengeRandom } from './captcha';
export { verificationRoutes } from './routes';

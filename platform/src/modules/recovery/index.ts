/**
 * The recovery module's face (platform/src/modules/README.md): createRecoveryService and its
 * types, and the routes registrar.
 */
export { createRecoveryService, type RecoveryDeps, type RecoveryService, type ResetOrigin } from './service';
export { recoveryRoutes } from './routes';

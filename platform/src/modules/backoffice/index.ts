/**
 * The back office's face (platform/src/modules/README.md): the operators' tokens (the /bo gate,
 * injected as Deps.operators) and the bootstrap operator main.ts makes at boot.
 */
export { authenticateOperator, ensureBootstrapOperator, type BootstrapResult } from './service';
export { backofficeRoutes } from './routes';

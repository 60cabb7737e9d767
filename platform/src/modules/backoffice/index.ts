/**
 * The back office's face (platform/src/modules/README.md): createBackofficeService, the
 * operators' tokens (the /bo gate, carried as Deps.operators) and the bootstrap operator main.ts
 * makes at boot, and the routes registrar.
 */
export { createBackofficeService, type BackofficeDeps, type BackofficeService, type BootstrapResult } from './service';
export { backofficeRoutes } from './routes';

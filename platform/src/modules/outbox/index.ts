/**
 * The outbox's face (platform/src/modules/README.md): createOutboxService (deps.ts builds it at
 * boot), its providers, and the timer main.ts runs over it.
 */
export { createOutboxService, startOutboxTimer, type OutboxDeps, type OutboxService } from './service';
export { providersFromConfig, type OutboxProvider } from './providers';
export { outboxRoutes } from './routes';

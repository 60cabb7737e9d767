/**
 * The outbox's face (platform/src/modules/README.md): the service deps.ts builds, its providers,
 * and the timer main.ts runs.
 */
export { OutboxService, startOutboxTimer } from './service';
export { providersFromConfig, type OutboxProvider } from './providers';
export { outboxRoutes } from './routes';

/**
 * The inbox module's face (platform/src/modules/README.md): createInboxService (the member calls,
 * and `send`/`sendIn` for operators and other modules, e.g. a feedback answer), its types and
 * the routes registrar.
 */
export { createInboxService, type InboxDeps, type InboxReader, type InboxService } from './service';
export { inboxLimits, type BoSend, type InboxAudience, type InboxSend, type SentMessage } from './schema';
export { inboxRoutes } from './routes';

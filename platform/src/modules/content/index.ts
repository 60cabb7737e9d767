/**
 * The content module's face (platform/src/modules/README.md): what the seed and other modules
 * may use.
 */
export { createAnnouncement, hasNoContent } from './service';
export type { BoCreate } from './schema';
export { contentRoutes } from './routes';

/**
 * The content module's face (platform/src/modules/README.md): createContentService for the
 * routes, createContentSeedService for the demo seed, the routes registrar and the back
 * office's create shape.
 */
export {
  createContentSeedService, createContentService, type ContentDeps, type PromotionCodes, type ContentSeedDeps, type ContentSeedService, type ContentService,
} from './service';
export type { BoCreate, BoHelpCreate, StoredHelpEntry } from './schema';
export { createHelpService, type HelpDeps, type HelpService } from './help';
export { contentRoutes } from './routes';
/** The allow-list every operator HTML passes (announcements, help, inbox messages). */
export { cleanAnnouncementHtml } from './html';

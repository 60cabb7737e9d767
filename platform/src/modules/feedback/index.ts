/**
 * The feedback module's face (platform/src/modules/README.md): createFeedbackService and its
 * types, and the routes registrar. The image checks (image.ts) stay a private file of the module.
 */
export { createFeedbackService, type FeedbackDeps, type FeedbackService, type FeedbackSubmission } from './service';
export type { FeedbackView } from './schema';
export { feedbackRoutes } from './routes';

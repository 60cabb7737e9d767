import { z } from 'zod';
import { chatImageBodySchema, chatMessage_chars_max } from '@/lib/wps/schemas/messages';

/**
 * The chat's shapes: the member calls' wire shapes live in lib/wps/schemas/messages.ts (re-used
 * here); these are the operators' /bo/chat routes.
 */
export {
  chatImageBodySchema, chatLaunchQuerySchema, chatMessagesQuerySchema, chatSendBodySchema, type ChatConversation, type ChatMessage,
} from '@/lib/wps/schemas/messages';

/** Member messages per window: a member typing fast sends a few a second at most. */
export const chatRateRules = {
  'chat.message': { limit: 20, window_ms: 60_000 },
  'chat.image': { limit: 5, window_ms: 60_000 },
} as const;

export const chatLimits = {
  /** Conversations the operators' list answers at most. */
  conversations_max: 200,
  /** Canned answers per merchant. */
  canned_max: 100,
} as const;

const id = z.string().regex(/^\d{1,18}$/);

export const boMerchantParamsSchema = z.object({ merchant: z.string().min(1).max(32) }).strict();
export const boConversationParamsSchema = z.object({ merchant: z.string().min(1).max(32), id }).strict();
export const boConversationsQuerySchema = z.object({ status: z.enum(['open', 'closed', 'all']).default('open') }).strict();
export const boMessagesQuerySchema = z.object({ before: id.optional(), limit: z.coerce.number().int().min(1).max(100).default(50) }).strict();
/** A reply: text, or one of the merchant's canned answers by id. */
export const boReplySchema = z.union([
  z.object({ body: z.string().trim().min(1).max(chatMessage_chars_max) }).strict(),
  z.object({ cannedId: id }).strict(),
]);
export const boImageSchema = chatImageBodySchema;
/** Assign to an operator by name, to oneself when `operator` is missing, or to nobody with null. */
export const boAssignSchema = z.object({ operator: z.string().regex(/^[a-z0-9][a-z0-9_.-]{0,31}$/).nullable().optional() }).strict();
export const boStatusSchema = z.object({ status: z.enum(['open', 'closed']) }).strict();
export const boCannedSchema = z.object({ title: z.string().trim().min(1).max(60), body: z.string().trim().min(1).max(chatMessage_chars_max) }).strict();
export const boCannedParamsSchema = z.object({ merchant: z.string().min(1).max(32), id }).strict();

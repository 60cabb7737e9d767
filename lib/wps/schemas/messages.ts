import { z } from 'zod';

/**
 * Inbox and chat values as SPEC §7 shows them. The calls are not served by our platform yet
 * (their issue builds the inbox and the chat); the shapes here are the parts the spec names,
 * which is all a screen may read.
 */

/** GET /wps/message/unreadCount: the number of unread inbox messages (SPEC §7: value number). */
export const messageUnreadCountValueSchema = z.number().int().min(0);
export type MessageUnreadCountValue = z.infer<typeof messageUnreadCountValueSchema>;

/** GET /wps/relay/CSP_unreadCount: the customer-service chat's unread count (value.unReadCount). */
export const chatUnreadCountValueSchema = z.object({ unReadCount: z.number().int().min(0) });
export type ChatUnreadCountValue = z.infer<typeof chatUnreadCountValueSchema>;

/** GET /wps/chat/launch: where the chat opens (value.chatUrl). */
export const chatLaunchValueSchema = z.object({ chatUrl: z.string() });
export type ChatLaunchValue = z.infer<typeof chatLaunchValueSchema>;

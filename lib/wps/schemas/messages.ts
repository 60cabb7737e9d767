import { z } from 'zod';

/**
 * Inbox and chat values. SPEC §7 names the unread count (value number) and the chat's
 * value.unReadCount; the inbox list, read and delete shapes are ours (the field showed the paths
 * only): platform/src/modules/inbox/README.md. Trial members (type 4) are refused every INBOX3
 * call with `free_reject` (SPEC §6).
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

/** Inbox page sizes (ours): 20 by default, 50 at most. */
export const inboxPageSizeDefault = 20;
export const inboxPageSizeMax = 50;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /wps/message/inbox?pageNo=&pageSize= (ours): the member's messages, newest first. */
export const inboxQuerySchema = z.object({
  pageNo: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(inboxPageSizeMax).default(inboxPageSizeDefault)),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** What a message is: an operator's notice, the answer to the member's feedback, a message of the system. */
export const inboxKinds = ['notice', 'feedback', 'system'] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** One message as the member reads it: the HTML is the content allow-list's (never scripts). */
export const inboxMessageSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(inboxKinds),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** The page: `content` like the other paged lists (SPEC §3 favourites), and the unread count with it. */
export const inboxValueSchema = z.object({
  content: z.array(inboxMessageSchema),
  pageNum: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  totalCount: z.number().int().min(0),
  unreadCount: z.number().int().min(0),
});
export type InboxValue = z.infer<typeof inboxValueSchema>;

const messageId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /wps/message/read {messageId} – one message read; {all: true} – every message read (ours). */
export const messageReadSchema = z.union([
  z.object({ messageId, read: z.literal(true).optional() }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MessageRead = z.infer<typeof messageReadSchema>;
/** What is read now, and the member's unread count after it. */
export const messageReadValueSchema = z.object({ messageId: z.number().int().positive().nullable(), read: z.literal(true), unreadCount: z.number().int().min(0) });
export type MessageReadValue = z.infer<typeof messageReadValueSchema>;

/** POST /wps/message/delete {messageId} (ours): gone from this member's inbox, nobody else's. */
export const messageDeleteSchema = z.object({ messageId }).strict();
export type MessageDelete = z.infer<typeof messageDeleteSchema>;
export const messageDeleteValueSchema = z.object({ messageId: z.number().int().positive(), deleted: z.literal(true), unreadCount: z.number().int().min(0) });
export type MessageDeleteValue = z.infer<typeof messageDeleteValueSchema>;

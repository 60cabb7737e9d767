import { z } from 'zod';
import { inboxKinds, inboxPageSizeDefault, inboxPageSizeMax } from '../words';

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

/**
 * GET /wps/chat/launch (SPEC §7): b2c=1, language (upper-cased, every CN variant read as CN,
 * CN when missing), backUrl, headerColor, title. The language is normalised here so the web
 * and the platform agree; a backUrl must be a path of this origin (no open redirect).
 */
export const chatLaunchQuerySchema = z.object({
  b2c: z.literal('1').optional(),
  language: z.string().max(16).optional(),
  backUrl: z.string().max(200).regex(/^\/(?![/\\])[\x21-\x7e]*$/).optional(),
  headerColor: z.string().regex(/^#?[0-9A-Fa-f]{3}(?:[0-9A-Fa-f]{3})?$/).optional(),
  title: z.string().max(40).optional(),
}).strict();
export type ChatLaunchQuery = z.infer<typeof chatLaunchQuerySchema>;

/** The chat's language as SPEC §7 sends it: upper case, zh/cn and every variant of them CN, CN by default. */
export function chatLanguage(language: string | null | undefined): string {
  const l = (language ?? '').trim().toUpperCase().replace(/_/g, '-');
  if (!l || /^(ZH|CN)(-|$)/.test(l)) return 'CN';
  return /^[A-Z]{2,3}(-[A-Z0-9]{2,8})?$/.test(l) ? l : 'CN';
}

/** GET /wps/chat/launch: where the chat opens (value.chatUrl). */
export const chatLaunchValueSchema = z.object({ chatUrl: z.string() });
export type ChatLaunchValue = z.infer<typeof chatLaunchValueSchema>;

export { inboxKinds, inboxPageSizeDefault, inboxPageSizeMax };

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** GET /wps/message/inbox?pageNo=&pageSize= (ours): the member's messages, newest first. */
export const inboxQuerySchema = z.object({
  pageNo: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(inboxPageSizeMax).default(inboxPageSizeDefault)),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

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

/** The most text one chat message may hold (characters). */
export const chatMessage_chars_max = 1000;

/** One message of a conversation, as the member's screen and the operators' page read it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  sender: z.enum(['member', 'operator']),
  /** The operator who wrote it (operators' page only; the member sees null). */
  operator: z.string().nullable(),
  body: z.string(),
  image: z.object({ id: z.string(), width: z.number().int(), height: z.number().int() }).nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /wps/chat/messages?before=&limit=: the member's conversation, newest last. */
export const chatMessagesQuerySchema = z.object({
  before: z.string().regex(/^\d{1,18}$/).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
}).strict();
export const chatMessagesValueSchema = z.object({
  messages: z.array(chatMessageSchema),
  /** Whether older messages exist before the first one answered. */
  more: z.boolean(),
  unReadCount: z.number().int().min(0),
});
export type ChatMessagesValue = z.infer<typeof chatMessagesValueSchema>;

/** POST /wps/chat/message: one text message of the member. */
export const chatSendBodySchema = z.object({ body: z.string().trim().min(1).max(chatMessage_chars_max) }).strict();
/** POST /wps/chat/image: one picture (base64 or a data: URL of a PNG or JPEG, at most 5 MB decoded). */
export const chatImageBodySchema = z.object({ image: z.string().min(8).max(7 * 1024 * 1024 + 64) }).strict();
export const chatSendValueSchema = z.object({ message: chatMessageSchema });

/** GET /wps/chat/image/:id: one picture of the member's conversation as a data: URL. */
export const chatImageValueSchema = z.object({ dataUrl: z.string() });

/** POST /wps/chat/read: the member has seen the operators' messages. */
export const chatReadValueSchema = z.object({ unReadCount: z.literal(0) });

/**
 * What a chat socket pushes (member and operators alike; the operators also get `conversation`).
 * Typing is sent by a client as {type: 'typing'} (an operator adds conversationId).
 */
export type ChatSocketEvent =
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; conversationId: string; from: 'member' | 'operator' }
  | { type: 'read'; conversationId: string; by: 'member' | 'operator' }
  | { type: 'conversation'; conversation: ChatConversation }
  | { type: 'pong' };

/** A conversation as the operators' page lists it. */
export interface ChatConversation {
  id: string;
  memberId: string;
  username: string;
  operator: string | null;
  status: 'open' | 'closed';
  /** Member messages no operator has read. */
  unread: number;
  lastMessageAt: string;
  lastMessage: string;
}

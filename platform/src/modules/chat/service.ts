import { WpsError } from '@/lib/wps/errors';
import { chatLanguage, type ChatLaunchQuery, type ChatMessagesValue } from '@/lib/wps/schemas/messages';
import type { Clock, Merchant, MembersService } from '../../context';
import type { Db } from '../../db';
import { cleanImage, decodeBase64Image } from '../../http/image-upload';
import { trialMemberType } from '../members';
import type { ChatEvents } from './hub';
import { chatRepo, type CannedRow, type ConversationRow, type MessageRow } from './repo';
import { chatLimits, type ChatConversation, type ChatMessage } from './schema';

export interface ChatDeps {
  db: Db;
  clock: Clock;
  members: MembersService;
  /** Where new messages, typing and read marks go (the hub: every process's sockets). */
  events: ChatEvents;
}

/** A member's session as the routes give it. */
export interface ChatMember {
  memberId: number;
  type: number;
}

export interface CannedAnswer {
  id: string;
  title: string;
  body: string;
}

export interface ChatService {
  /** Refuses a trial member (free_reject, SPEC §6): the gate of every member call and socket. */
  assertMember(member: ChatMember): void;
  unreadCount(merchant: Merchant, member: ChatMember): Promise<number>;
  /** SPEC §7 chat launch: the operator's external chat (a LIVECHAT contact with an http(s) link), else the in-house screen. */
  launch(merchant: Merchant, member: ChatMember, query: ChatLaunchQuery, headerLanguage: string): Promise<{ chatUrl: string }>;
  messages(merchant: Merchant, member: ChatMember, page: { before?: string; limit: number }): Promise<ChatMessagesValue>;
  send(merchant: Merchant, member: ChatMember, body: string): Promise<ChatMessage>;
  sendImage(merchant: Merchant, member: ChatMember, image: string): Promise<ChatMessage>;
  markRead(merchant: Merchant, member: ChatMember): Promise<void>;
  /** A picture of the member's own conversation (not.found for anybody else's). */
  memberImage(merchant: Merchant, member: ChatMember, imageId: string): Promise<{ dataUrl: string }>;
  memberTyping(merchant: Merchant, memberId: number): Promise<void>;

  conversations(merchant: Merchant, status: 'open' | 'closed' | 'all'): Promise<ChatConversation[]>;
  operatorMessages(merchant: Merchant, conversationId: string, page: { before?: string; limit: number }): Promise<{ conversation: ChatConversation; messages: ChatMessage[]; more: boolean }>;
  reply(merchant: Merchant, operator: string, conversationId: string, input: { body: string } | { cannedId: string }): Promise<ChatMessage>;
  replyImage(merchant: Merchant, operator: string, conversationId: string, image: string): Promise<ChatMessage>;
  operatorRead(merchant: Merchant, conversationId: string): Promise<void>;
  assign(merchant: Merchant, conversationId: string, operator: string | null): Promise<ChatConversation>;
  setStatus(merchant: Merchant, conversationId: string, status: 'open' | 'closed'): Promise<ChatConversation>;
  operatorImage(merchant: Merchant, imageId: string): Promise<{ dataUrl: string }>;
  operatorTyping(merchant: Merchant, conversationId: string): Promise<void>;
  canned(merchant: Merchant): Promise<CannedAnswer[]>;
  addCanned(merchant: Merchant, input: { title: string; body: string }): Promise<CannedAnswer>;
  removeCanned(merchant: Merchant, id: string): Promise<void>;
}

/** The in-house chat screen on the web origin (app/m/chat); the launch's parameters ride along. */
export const inHouseChatPath = '/m/chat';

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

function messageOf(r: MessageRow, forOperator: boolean): ChatMessage {
  return {
    id: String(r.id),
    conversationId: String(r.conversation_id),
    sender: r.sender,
    operator: forOperator ? r.operator : null,
    body: r.body,
    image: r.image_id === null ? null : { id: String(r.image_id), width: r.width ?? 0, height: r.height ?? 0 },
    createdAt: iso(r.created_at),
  };
}

function conversationOf(r: ConversationRow): ChatConversation {
  return {
    id: String(r.id), memberId: String(r.member_id), username: r.username, operator: r.operator, status: r.status,
    unread: r.operator_unread, lastMessageAt: iso(r.last_message_at), lastMessage: (r.last_message ?? '').slice(0, 120),
  };
}

const cannedOf = (r: CannedRow): CannedAnswer => ({ id: String(r.id), title: r.title, body: r.body });

const dataUrl = (img: { mime: string; bytes: Uint8Array }) => ({ dataUrl: `data:${img.mime};base64,${Buffer.from(img.bytes).toString('base64')}` });

/**
 * Live chat (CBS3): one conversation per member, messages persisted before they are pushed, the
 * unread counts of both sides kept on the conversation. Every change is published to the
 * conversation's member and the merchant's operators after its transaction commits.
 */
export function createChatService(deps: ChatDeps): ChatService {
  const { db, clock, events } = deps;

  const assertMember = (member: ChatMember) => {
    if (member.type === trialMemberType) throw new WpsError('free_reject');
  };

  const conversationOrFail = async (merchant: Merchant, id: string) => {
    const c = await chatRepo.conversation(db, merchant.id, id);
    if (!c) throw new WpsError('not.found');
    return c;
  };

  /** Pushes a new message to both sides and the conversation's new state to the operators. */
  const announce = async (merchant: Merchant, memberId: number, row: MessageRow) => {
    events.publish(merchant.id, { member: memberId, operators: false }, { type: 'message', message: messageOf(row, false) });
    events.publish(merchant.id, { member: null, operators: true }, { type: 'message', message: messageOf(row, true) });
    const c = await chatRepo.conversation(db, merchant.id, String(row.conversation_id));
    if (c) events.publish(merchant.id, { member: null, operators: true }, { type: 'conversation', conversation: conversationOf(c) });
  };

  const memberPost = async (merchant: Merchant, member: ChatMember, body: string, image: Awaited<ReturnType<typeof cleanImage>> | null) => {
    assertMember(member);
    const found = await deps.members.byId(db, merchant.id, member.memberId);
    if (!found) throw new WpsError('login.not.session');
    const at = clock.now();
    const row = await db.tx(async (q) => {
      const conversationId = await chatRepo.ensureConversation(q, merchant.id, member.memberId, found.username, at);
      const imageId = image ? await chatRepo.insertImage(q, merchant.id, conversationId, image, at) : null;
      const m = await chatRepo.insertMessage(q, merchant.id, { conversationId, sender: 'member', operator: null, body, imageId }, at);
      await chatRepo.touchAfterMessage(q, merchant.id, conversationId, 'member', at);
      return m;
    });
    await announce(merchant, member.memberId, row);
    return messageOf(row, false);
  };

  const operatorPost = async (merchant: Merchant, operator: string, conversationId: string, body: string, image: Awaited<ReturnType<typeof cleanImage>> | null) => {
    const c = await conversationOrFail(merchant, conversationId);
    const at = clock.now();
    const row = await db.tx(async (q) => {
      const imageId = image ? await chatRepo.insertImage(q, merchant.id, c.id, image, at) : null;
      const m = await chatRepo.insertMessage(q, merchant.id, { conversationId: c.id, sender: 'operator', operator, body, imageId }, at);
      await chatRepo.touchAfterMessage(q, merchant.id, c.id, 'operator', at);
      // Answering a conversation nobody holds takes it.
      if (c.operator === null) await chatRepo.assign(q, merchant.id, conversationId, operator);
      return m;
    });
    await announce(merchant, Number(c.member_id), row);
    return messageOf(row, true);
  };

  const afterOperatorChange = async (merchant: Merchant, id: string) => {
    const c = await conversationOrFail(merchant, id);
    const view = conversationOf(c);
    events.publish(merchant.id, { member: null, operators: true }, { type: 'conversation', conversation: view });
    return view;
  };

  return {
    assertMember,

    async unreadCount(merchant, member) {
      assertMember(member);
      return chatRepo.memberUnread(db, merchant.id, member.memberId);
    },

    async launch(merchant, member, query, headerLanguage) {
      assertMember(member);
      const language = chatLanguage(query.language ?? headerLanguage);
      const external = merchant.customerService.find((e) => e.csType.trim().toUpperCase() === 'LIVECHAT' && /^https?:\/\/[^\s]+$/i.test(e.path.trim()));
      if (external) return { chatUrl: external.path.trim() };
      const params = new URLSearchParams({ lang: language });
      if (query.backUrl) params.set('back', query.backUrl);
      if (query.headerColor) params.set('color', query.headerColor.replace(/^#?/, '#'));
      if (query.title) params.set('title', query.title);
      return { chatUrl: `${inHouseChatPath}?${params.toString()}` };
    },

    async messages(merchant, member, page) {
      assertMember(member);
      const c = await chatRepo.conversationOfMember(db, merchant.id, member.memberId);
      if (!c) return { messages: [], more: false, unReadCount: 0 };
      const rows = await chatRepo.messages(db, merchant.id, c.id, page.before ?? null, page.limit);
      return { messages: rows.slice(0, page.limit).reverse().map((r) => messageOf(r, false)), more: rows.length > page.limit, unReadCount: c.member_unread };
    },

    async send(merchant, member, body) {
      return memberPost(merchant, member, body, null);
    },

    async sendImage(merchant, member, image) {
      assertMember(member);
      return memberPost(merchant, member, '', await cleanImage(decodeBase64Image(image)));
    },

    async markRead(merchant, member) {
      assertMember(member);
      const c = await chatRepo.conversationOfMember(db, merchant.id, member.memberId);
      if (!c) return;
      if (await chatRepo.markRead(db, merchant.id, c.id, 'member')) {
        events.publish(merchant.id, { member: member.memberId, operators: true }, { type: 'read', conversationId: String(c.id), by: 'member' });
      }
    },

    async memberImage(merchant, member, imageId) {
      assertMember(member);
      const img = await chatRepo.image(db, merchant.id, imageId);
      if (!img || Number(img.member_id) !== member.memberId) throw new WpsError('not.found');
      return dataUrl(img);
    },

    async memberTyping(merchant, memberId) {
      const c = await chatRepo.conversationOfMember(db, merchant.id, memberId);
      if (c) events.publish(merchant.id, { member: null, operators: true }, { type: 'typing', conversationId: String(c.id), from: 'member' });
    },

    async conversations(merchant, status) {
      const rows = await chatRepo.conversations(db, merchant.id, status === 'all' ? null : status, chatLimits.conversations_max);
      return rows.map(conversationOf);
    },

    async operatorMessages(merchant, conversationId, page) {
      const c = await conversationOrFail(merchant, conversationId);
      const rows = await chatRepo.messages(db, merchant.id, c.id, page.before ?? null, page.limit);
      return { conversation: conversationOf(c), messages: rows.slice(0, page.limit).reverse().map((r) => messageOf(r, true)), more: rows.length > page.limit };
    },

    async reply(merchant, operator, conversationId, input) {
      let body: string;
      if ('cannedId' in input) {
        const canned = await chatRepo.cannedOne(db, merchant.id, input.cannedId);
        if (!canned) throw new WpsError('not.found');
        body = canned.body;
      } else {
        body = input.body;
      }
      return operatorPost(merchant, operator, conversationId, body, null);
    },

    async replyImage(merchant, operator, conversationId, image) {
      await conversationOrFail(merchant, conversationId);
      return operatorPost(merchant, operator, conversationId, '', await cleanImage(decodeBase64Image(image)));
    },

    async operatorRead(merchant, conversationId) {
      const c = await conversationOrFail(merchant, conversationId);
      if (await chatRepo.markRead(db, merchant.id, c.id, 'operator')) {
        events.publish(merchant.id, { member: Number(c.member_id), operators: true }, { type: 'read', conversationId, by: 'operator' });
        await afterOperatorChange(merchant, conversationId);
      }
    },

    async assign(merchant, conversationId, operator) {
      if (!(await chatRepo.assign(db, merchant.id, conversationId, operator))) throw new WpsError('not.found');
      return afterOperatorChange(merchant, conversationId);
    },

    async setStatus(merchant, conversationId, status) {
      if (!(await chatRepo.setStatus(db, merchant.id, conversationId, status))) throw new WpsError('not.found');
      return afterOperatorChange(merchant, conversationId);
    },

    async operatorImage(merchant, imageId) {
      const img = await chatRepo.image(db, merchant.id, imageId);
      if (!img) throw new WpsError('not.found');
      return dataUrl(img);
    },

    async operatorTyping(merchant, conversationId) {
      const c = await chatRepo.conversation(db, merchant.id, conversationId);
      if (c) events.publish(merchant.id, { member: Number(c.member_id), operators: false }, { type: 'typing', conversationId, from: 'operator' });
    },

    async canned(merchant) {
      return (await chatRepo.canned(db, merchant.id)).map(cannedOf);
    },

    async addCanned(merchant, input) {
      return db.tx(async (q) => {
        if ((await chatRepo.cannedCount(q, merchant.id)) >= chatLimits.canned_max) throw new WpsError('request.invalid', { fields: ['canned'] });
        return cannedOf(await chatRepo.insertCanned(q, merchant.id, input, clock.now()));
      });
    },

    async removeCanned(merchant, id) {
      if (!(await chatRepo.deleteCanned(db, merchant.id, id))) throw new WpsError('not.found');
    },
  };
}

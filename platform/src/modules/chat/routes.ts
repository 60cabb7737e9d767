import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps, Merchant } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLimiter } from '../../http/rate-limit';
import { resolveMerchant, wpsRoute } from '../../http/wps-route';
import { createChatHub } from './hub';
import {
  boAssignSchema, boCannedParamsSchema, boCannedSchema, boConversationParamsSchema, boConversationsQuerySchema, boImageSchema, boMerchantParamsSchema,
  boMessagesQuerySchema, boReplySchema, boStatusSchema, chatRateRules,
} from './schema';
import { createChatService, type ChatMember } from './service';

const chatModule = 'CBS3';

/** A member's socket handshake: the merchant (Merchant header), CBS3 on, a real member's session (Authorization, set by the web server from the cookie). */
async function socketMember(req: FastifyRequest, deps: Deps): Promise<{ merchant: Merchant; member: ChatMember }> {
  const merchant = await resolveMerchant(req, deps);
  if (merchant.maintenance) throw new WpsError('function.not.available');
  if (merchant.modules[chatModule] === false) throw new WpsError('module.disabled');
  const token = typeof req.headers.authorization === 'string' ? req.headers.authorization.trim() : '';
  const s = token ? await deps.sessions.byToken(merchant.id, token) : null;
  if (!s) throw new WpsError('login.not.session');
  return { merchant, member: { memberId: s.memberId, type: s.type } };
}

/**
 * Live chat (CBS3): the member calls of lib/wps (unread count, launch, messages, send, picture,
 * read), the member's socket /wps/chat/ws, and the operators' /bo/chat/:merchant API with their
 * socket. The hub starts on ready and stops before the server closes.
 */
export async function chatRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const hub = createChatHub({ store: deps.store, onError: (err) => app.log.warn({ err }, 'chat hub') });
  const chat = createChatService({ db: deps.db, clock: deps.clock, members: deps.members, events: hub });
  const limits = createLimiter(app, chatRateRules);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.close());
  const member = (s: { memberId: number; type: number } | null): ChatMember => ({ memberId: s!.memberId, type: s!.type });

  // GET /wps/relay/CSP_unreadCount – operator messages the member has not read (value.unReadCount); trial members refused
  wpsRoute(app, deps, wpsCalls.chatUnreadCount, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { unReadCount: await chat.unreadCount(merchant, member(session)) };
  });

  // GET /wps/chat/launch?b2c=1&language=&backUrl=&headerColor=&title= – where the chat opens (value.chatUrl)
  wpsRoute(app, deps, wpsCalls.chatLaunch, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return chat.launch(merchant, member(session), query, language);
  });

  // GET /wps/chat/messages?before=&limit= – the member's conversation, newest last
  wpsRoute(app, deps, wpsCalls.chatMessages, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return chat.messages(merchant, member(session), { ...(query.before ? { before: query.before } : {}), limit: query.limit });
  });

  // POST /wps/chat/message {body} – one text message of the member (rate-limited per member)
  wpsRoute(app, deps, wpsCalls.chatSend, {}, async ({ merchant, session, body, reply }) => {
    chat.assertMember(member(session));
    await limits.enforce(reply, 'chat.message', `${merchant.id}:${session!.memberId}`);
    return { message: await chat.send(merchant, member(session), body.body) };
  });

  // POST /wps/chat/image {image} – one PNG or JPEG (≤ 5 MB, checked by content, re-encoded)
  wpsRoute(app, deps, wpsCalls.chatImageSend, {}, async ({ merchant, session, body, reply }) => {
    chat.assertMember(member(session));
    await limits.enforce(reply, 'chat.image', `${merchant.id}:${session!.memberId}`);
    return { message: await chat.sendImage(merchant, member(session), body.image) };
  });

  // GET /wps/chat/image/:id – a picture of the member's own conversation as a data: URL
  wpsRoute(app, deps, wpsCalls.chatImage, {}, async ({ merchant, session, req, reply }) => {
    const { id } = req.params as { id: string };
    if (!/^\d{1,18}$/.test(id)) throw new WpsError('not.found');
    reply.header('Cache-Control', 'private, max-age=86400');
    return chat.memberImage(merchant, member(session), id);
  });

  // POST /wps/chat/read – the member has seen the operators' messages
  wpsRoute(app, deps, wpsCalls.chatRead, {}, async ({ merchant, session }) => {
    await chat.markRead(merchant, member(session));
    return { unReadCount: 0 as const };
  });

  // GET /wps/chat/ws – the member's socket (through the web server, which turns the cookie into Authorization)
  app.get('/wps/chat/ws', {
    websocket: true,
    preValidation: async (req) => {
      const who = await socketMember(req, deps);
      chat.assertMember(who.member);
      (req as FastifyRequest & { chatOwner?: typeof who }).chatOwner = who;
    },
  }, (socket, req) => {
    const { merchant, member: m } = (req as FastifyRequest & { chatOwner: { merchant: Merchant; member: ChatMember } }).chatOwner;
    hub.attach(socket, { kind: 'member', merchantId: merchant.id, memberId: m.memberId }, () => {
      chat.memberTyping(merchant, m.memberId).catch((err: Error) => app.log.warn({ err }, 'chat typing'));
    });
  });

  await registerBo(app, deps, async (bo) => {
    const merchantOf = async (req: FastifyRequest) => boMerchant(deps, parseInput(boMerchantParamsSchema.passthrough(), req.params).merchant);
    const conversationOf = (req: FastifyRequest) => parseInput(boConversationParamsSchema, req.params);

    // GET /bo/chat/:merchant/conversations?status=open|closed|all – the merchant's conversations, most recent first
    bo.get('/chat/:merchant/conversations', async (req) => {
      const q = parseInput(boConversationsQuerySchema, req.query);
      return ok(await chat.conversations(await merchantOf(req), q.status));
    });

    // GET /bo/chat/:merchant/conversations/:id/messages?before=&limit= – one conversation with its messages
    bo.get('/chat/:merchant/conversations/:id/messages', async (req) => {
      const p = conversationOf(req);
      const q = parseInput(boMessagesQuerySchema, req.query);
      return ok(await chat.operatorMessages(await merchantOf(req), p.id, { ...(q.before ? { before: q.before } : {}), limit: q.limit }));
    });

    // POST /bo/chat/:merchant/conversations/:id/messages {body} | {cannedId} – an operator's answer
    bo.post('/chat/:merchant/conversations/:id/messages', async (req) => {
      const p = conversationOf(req);
      const input = parseInput(boReplySchema, jsonBody(req));
      return ok({ message: await chat.reply(await merchantOf(req), operatorOf(req), p.id, input) });
    });

    // POST /bo/chat/:merchant/conversations/:id/image {image} – an operator's picture
    bo.post('/chat/:merchant/conversations/:id/image', { bodyLimit: wpsCalls.chatImageSend.bodyBytes_max }, async (req) => {
      const p = conversationOf(req);
      const input = parseInput(boImageSchema, jsonBody(req));
      return ok({ message: await chat.replyImage(await merchantOf(req), operatorOf(req), p.id, input.image) });
    });

    // POST /bo/chat/:merchant/conversations/:id/read – the operators have read the member's messages
    bo.post('/chat/:merchant/conversations/:id/read', async (req) => {
      const p = conversationOf(req);
      await chat.operatorRead(await merchantOf(req), p.id);
      return ok(null);
    });

    // POST /bo/chat/:merchant/conversations/:id/assign {operator?} – to oneself (no operator), to a named operator, or to nobody (null)
    bo.post('/chat/:merchant/conversations/:id/assign', async (req) => {
      const p = conversationOf(req);
      const input = parseInput(boAssignSchema, jsonBody(req));
      const to = input.operator === undefined ? operatorOf(req) : input.operator;
      return ok(await chat.assign(await merchantOf(req), p.id, to));
    });

    // POST /bo/chat/:merchant/conversations/:id/status {status} – close or reopen
    bo.post('/chat/:merchant/conversations/:id/status', async (req) => {
      const p = conversationOf(req);
      const input = parseInput(boStatusSchema, jsonBody(req));
      return ok(await chat.setStatus(await merchantOf(req), p.id, input.status));
    });

    // GET /bo/chat/:merchant/images/:id – a picture of any of the merchant's conversations
    bo.get('/chat/:merchant/images/:id', async (req) => {
      const p = parseInput(boCannedParamsSchema, req.params);
      return ok(await chat.operatorImage(await merchantOf(req), p.id));
    });

    // GET/POST /bo/chat/:merchant/canned, DELETE /bo/chat/:merchant/canned/:id – the merchant's canned answers
    bo.get('/chat/:merchant/canned', async (req) => ok(await chat.canned(await merchantOf(req))));
    bo.post('/chat/:merchant/canned', async (req) => ok(await chat.addCanned(await merchantOf(req), parseInput(boCannedSchema, jsonBody(req)))));
    bo.delete('/chat/:merchant/canned/:id', async (req) => {
      const p = parseInput(boCannedParamsSchema, req.params);
      await chat.removeCanned(await merchantOf(req), p.id);
      return ok(null);
    });

    // GET /bo/chat/:merchant/ws – the operators' socket: every conversation's messages, typing, read marks and changes
    bo.get('/chat/:merchant/ws', {
      websocket: true,
      preValidation: async (req) => {
        (req as FastifyRequest & { chatMerchant?: Merchant }).chatMerchant = await merchantOf(req);
      },
    }, (socket, req) => {
      const merchant = (req as FastifyRequest & { chatMerchant: Merchant }).chatMerchant;
      hub.attach(socket, { kind: 'operator', merchantId: merchant.id, name: operatorOf(req) }, (frame) => {
        if (frame.type !== 'typing' || !frame.conversationId) return;
        chat.operatorTyping(merchant, frame.conversationId).catch((err: Error) => app.log.warn({ err }, 'chat typing'));
      });
    });
  });
}

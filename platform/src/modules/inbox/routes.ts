import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { boListQuerySchema, boMerchantParamsSchema, boSendSchema } from './schema';
import { createInboxService } from './service';

/** The inbox: the member calls (INBOX3; trial members refused with free_reject) and the operators' back office. */
export async function inboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const inbox = createInboxService({ db: deps.db, clock: deps.clock, members: deps.members, audit: deps.audit });
  const noStore = 'private, no-store';

  // GET /wps/message/unreadCount – value: the member's unread messages (SPEC §7)
  wpsRoute(app, deps, wpsCalls.messageUnreadCount, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return inbox.unreadCount(merchant, session!);
  });

  // GET /wps/message/inbox?pageNo=&pageSize= – {content[], pageNum, totalPages, totalCount, unreadCount}, newest first
  wpsRoute(app, deps, wpsCalls.messageInbox, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', noStore);
    return inbox.list(merchant, session!, query);
  });

  // POST /wps/message/read – {messageId} or {all: true} → {messageId, read: true, unreadCount}
  wpsRoute(app, deps, wpsCalls.messageRead, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.markRead(merchant, session!, body);
  });

  // POST /wps/message/delete – {messageId} → {messageId, deleted: true, unreadCount}; this member's inbox only
  wpsRoute(app, deps, wpsCalls.messageDelete, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return inbox.remove(merchant, session!, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/inbox/:merchant?limit=&beforeId= – sent messages, newest first, with read counts
    bo.get('/inbox/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const q = parseInput(boListQuerySchema, req.query);
      return ok(await inbox.listForOperator(await boMerchant(deps, params.merchant), q));
    });

    // POST /bo/inbox/:merchant – {usernames | everyone | vipLabel | agent, title, content, kind?}; audited
    bo.post('/inbox/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boSendSchema, jsonBody(req));
      const m = await boMerchant(deps, params.merchant);
      const sent = await inbox.sendForOperator(m, body, operatorOf(req));
      reply.code(201);
      return ok(sent);
    });
  });
}

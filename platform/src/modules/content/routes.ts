import type { FastifyInstance } from 'fastify';
import { artHeaders, drawArt } from '@/lib/games/art-request';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { createPromotionsService, createRewardsService } from '../rewards';
import { createHelpService } from './help';
import {
  boAnnouncementParamsSchema, boCategoryCreateSchema, boCategoryParamsSchema, boCategoryPatchSchema, boCreateSchema, boHelpCreateSchema,
  boHelpParamsSchema, boHelpPatchSchema, boListQuerySchema, boMerchantParamsSchema, boPatchSchema, contentLimits, helpLimits,
} from './schema';
import { createContentService } from './service';

/** A visitor's list is the same for everybody of the merchant and language for as long as the platform keeps it. */
const publicCache = `public, max-age=${contentLimits.list_cache_ms / 1000}`;

/** Announcements, banners and the help centre: the member calls, the banner art, and the operators' back office. */
export async function contentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const promotions = createPromotionsService({ db: deps.db, clock: deps.clock, rewards, members: deps.members, audit: deps.audit });
  const content = createContentService({ db: deps.db, clock: deps.clock, store: deps.store, audit: deps.audit, promotions });
  const help = createHelpService({ db: deps.db, clock: deps.clock, audit: deps.audit });
  const reader = (s: { memberId: number; type: number } | null) => (s ? { memberId: s.memberId, type: s.type } : null);

  // GET /wps/relay/MCSFE_getListAnnouncements – live announcements by kind and banners; read flags with a session;
  // type A only for an agent's session (dropped from a mixed list, permission.denied when asked alone)
  wpsRoute(app, deps, wpsCalls.announcements, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', session ? 'private, no-store' : publicCache);
    return content.list(merchant, reader(session), query, language);
  });

  // GET /wps/agent/announcements – the agents' announcements (type A) with footer.unreadCount; agents only
  wpsRoute(app, deps, wpsCalls.agentAnnouncements, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return content.listAgent(merchant, reader(session), query, language);
  });

  // GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory – the promotion screen's categories, for anybody (SPEC §6)
  wpsRoute(app, deps, wpsCalls.promotionCategories, {}, async ({ merchant, query, language, reply }) => {
    reply.header('Cache-Control', publicCache);
    return content.promotionCategories(merchant, query, language);
  });

  // POST /wps/system/announcements/read – {announcementId, read: true}: the member has read it (idempotent)
  wpsRoute(app, deps, wpsCalls.systemAnnouncementRead, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return content.markRead(merchant, session!, body);
  });

  // GET /wps/system/helpCenter?lang=&device=MOBILE – [{title, content, tag}] in the caller's language, else English
  wpsRoute(app, deps, wpsCalls.systemHelpCenter, {}, async ({ merchant, query, language, reply }) => {
    reply.header('Cache-Control', `public, max-age=${helpLimits.cache_s}`);
    return help.list(merchant, query, language);
  });

  // GET /games/content/banner/:file – a banner drawn from the path, as stored before banners moved to /games/art/banner/ (lib/games/banner-art.ts)
  app.get('/games/content/banner/:file', async (req, reply) => {
    // The banner drawing of /games/art/banner/ (lib/games/art-request.ts); this path only ever held SVGs.
    const { file } = req.params as { file: string };
    const art = drawArt('banner', 'stored', file, req.query as Record<string, unknown>);
    if (!art.ok || art.format !== 'svg') throw new WpsError('not.found');
    return reply.headers(artHeaders).send(art.svg);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/announcements/:merchant?type=&group= – announcements and banners, enabled or not, every language
    bo.get('/announcements/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const q = parseInput(boListQuerySchema, req.query);
      return ok(await content.listForOperator(await boMerchant(deps, params.merchant), {
        ...(q.type ? { type: q.type } : {}), ...(q.group ? { group: q.group } : {}),
      }));
    });

    // POST /bo/announcements/:merchant – a new announcement or banner; audited; members see it at once
    bo.post('/announcements/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boCreateSchema, jsonBody(req));
      const m = await boMerchant(deps, params.merchant);
      const made = await content.create(m, body, operatorOf(req));
      reply.code(201);
      return ok(made);
    });

    // GET /bo/promotion-categories/:merchant – promotion categories, enabled or not, every language
    bo.get('/promotion-categories/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      return ok(await content.listCategoriesForOperator(await boMerchant(deps, params.merchant)));
    });

    // POST /bo/promotion-categories/:merchant – {names, sort?, enabled?}; audited; the menu shows it at once
    bo.post('/promotion-categories/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boCategoryCreateSchema, jsonBody(req));
      const made = await content.createCategory(await boMerchant(deps, params.merchant), body, operatorOf(req));
      reply.code(201);
      return ok(made);
    });

    // PATCH /bo/promotion-categories/:merchant/:id – {names?, sort?, enabled?}; audited
    bo.patch('/promotion-categories/:merchant/:id', async (req) => {
      const params = parseInput(boCategoryParamsSchema, req.params);
      const body = parseInput(boCategoryPatchSchema, jsonBody(req));
      return ok(await content.setCategory(await boMerchant(deps, params.merchant), params.id, body, operatorOf(req)));
    });

    // PATCH /bo/announcements/:merchant/:id – {enabled?, sort?, startDate?, endDate?, noExpiry?, title?, content?, ...}; audited
    bo.patch('/announcements/:merchant/:id', async (req) => {
      const params = parseInput(boAnnouncementParamsSchema, req.params);
      const body = parseInput(boPatchSchema, jsonBody(req));
      const m = await boMerchant(deps, params.merchant);
      const changed = await content.set(m, params.id, body, operatorOf(req));
      return ok(changed);
    });

    // GET /bo/help/:merchant – help entries, enabled or not, every language
    bo.get('/help/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      return ok(await help.listForOperator(await boMerchant(deps, params.merchant)));
    });

    // POST /bo/help/:merchant – {title{EN,..}, content?, tag?, device?, sort?, enabled?}; audited
    bo.post('/help/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boHelpCreateSchema, jsonBody(req));
      const made = await help.create(await boMerchant(deps, params.merchant), body, operatorOf(req));
      reply.code(201);
      return ok(made);
    });

    // PATCH /bo/help/:merchant/:id – texts per language, tag, device, sort, enabled; audited
    bo.patch('/help/:merchant/:id', async (req) => {
      const params = parseInput(boHelpParamsSchema, req.params);
      const body = parseInput(boHelpPatchSchema, jsonBody(req));
      return ok(await help.set(await boMerchant(deps, params.merchant), params.id, body, operatorOf(req)));
    });
  });
}

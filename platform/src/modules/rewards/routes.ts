import type { FastifyInstance } from 'fastify';
import { WpsError } from '@/lib/wps/errors';
import { ok } from '@/lib/wps/envelope';
import { minorToWireNumber } from '@/lib/format/money';
import type { Deps } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { wpsCalls } from '@/lib/wps/calls';
import { createLimiter } from '../../http/rate-limit';
import { wpsRoute } from '../../http/wps-route';
import { createPromotionsService, rewardItem } from './promotions';
import {
  boMemberParamsSchema, boMerchantParamsSchema, boPromotionCreateSchema, boPromotionParamsSchema, boPromotionPatchSchema, boSettingsSchema,
  boTagParamsSchema, boTagSchema, rewardRateRules, type GrantView, type PromotionView,
} from './schema';
import { createRewardsService } from './service';

/** A grant for the operator: minor units as decimal integer strings (JSON has no bigint). */
const present = (g: GrantView) => ({
  ...g, amount_minor: g.amount_minor.toString(), required_minor: g.required_minor.toString(), wagered_minor: g.wagered_minor.toString(),
});

/** A promotion for the operator: minor units as text. */
const presentPromotion = (p: PromotionView) => ({
  ...p, budget_minor: p.budget_minor?.toString() ?? null, spent_minor: p.spent_minor.toString(),
});

/** The browser's device id: the claim's deviceId, else its SHELL_deviceId cookie (WPS-PROTOCOL.md). */
const deviceIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export async function rewardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const ledger = createLedgerService({ db: deps.db });
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger, members: deps.members, audit: deps.audit, limits: deps.limits });
  const promotions = createPromotionsService({ db: deps.db, clock: deps.clock, rewards, members: deps.members, audit: deps.audit });
  const limits = createLimiter(app, rewardRateRules);

  // GET /wps/relay/REWCEN_getAvailablePromotions – the promotions in their window, each claimable or why not
  wpsRoute(app, deps, wpsCalls.rewardPromotions, {}, async ({ merchant, session, language, ip, req }) => {
    const cookie = req.cookies?.SHELL_deviceId;
    const device = cookie && deviceIdPattern.test(cookie) ? cookie : null;
    return { content: { promotions: await promotions.available(merchant, session!.memberId, language, { device, address: ip }) } };
  });

  // GET /wps/relay/REWCEN_getPromotionClaimList – the member's rewards, newest first, the bonus held and what a withdrawal would forfeit
  wpsRoute(app, deps, wpsCalls.rewardClaimList, {}, async ({ merchant, session }) => {
    const memberId = session!.memberId;
    const list = await rewards.memberGrants(merchant.id, memberId);
    const digits = merchant.currency.minorDigits;
    const position = await deps.db.tx((q) => rewards.bonusPosition(q, merchant.id, memberId, merchant.currency.code, deps.clock.now()));
    const forfeit = position.forfeitOnWithdrawal.reduce((s, g) => s + g.amount_minor, 0n);
    return {
      content: {
        rewards: list.map((g) => rewardItem(g, digits)),
        bonus: minorToWireNumber(position.bonus_minor, digits),
        forfeitOnWithdrawal: minorToWireNumber(forfeit, digits),
      },
    };
  });

  // POST /wps/relay/REWCEN_claimRafflePromotion – {promotionId, deviceId?}: pays the promotion's reward once
  wpsRoute(app, deps, wpsCalls.rewardClaim, {}, async ({ merchant, session, language, ip, body, req, reply }) => {
    await limits.enforce(reply, 'rewards.claim', `${merchant.id}:${session!.memberId}`);
    const cookie = req.cookies?.SHELL_deviceId;
    const device = body.deviceId ?? (cookie && deviceIdPattern.test(cookie) ? cookie : null);
    const g = await promotions.claim(merchant, session!.memberId, body.promotionId, language, { device, address: ip });
    return { content: rewardItem(g, merchant.currency.minorDigits) };
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/rewards/:merchant/settings – the game weights bonus wagering counts with (defaults under the merchant's)
    bo.get('/rewards/:merchant/settings', async (req) => {
      const { merchant } = parseInput(boMerchantParamsSchema, req.params);
      return ok({ gameWeights: await rewards.gameWeights((await boMerchant(deps, merchant)).id) });
    });

    // PUT /bo/rewards/:merchant/settings – {gameWeights: {RNG: 100, LIVE: 10, ...}}; audited
    bo.put('/rewards/:merchant/settings', async (req) => {
      const { merchant } = parseInput(boMerchantParamsSchema, req.params);
      const { gameWeights } = parseInput(boSettingsSchema, jsonBody(req));
      return ok({ gameWeights: await rewards.setGameWeights((await boMerchant(deps, merchant)).id, gameWeights, operatorOf(req)) });
    });

    // GET /bo/rewards/:merchant/members/:username – the member's grants, newest first
    bo.get('/rewards/:merchant/members/:username', async (req) => {
      const p = parseInput(boMemberParamsSchema, req.params);
      const m = await boMerchant(deps, p.merchant);
      const member = await deps.members.byUsername(deps.db, m.id, p.username);
      if (!member) throw new WpsError('USER_NOT_EXIST');
      return ok((await rewards.memberGrants(m.id, member.id)).map(present));
    });

    // GET /bo/rewards/:merchant/promotions – every promotion with what it has paid
    bo.get('/rewards/:merchant/promotions', async (req) => {
      const { merchant } = parseInput(boMerchantParamsSchema, req.params);
      return ok((await promotions.list(await boMerchant(deps, merchant))).map(presentPromotion));
    });

    // GET /bo/rewards/:merchant/promotions/:code – one promotion
    bo.get('/rewards/:merchant/promotions/:code', async (req) => {
      const p = parseInput(boPromotionParamsSchema, req.params);
      return ok(presentPromotion(await promotions.show(await boMerchant(deps, p.merchant), p.code)));
    });

    // POST /bo/rewards/:merchant/promotions – {code, enabled?, sort?, rules}; audited
    bo.post('/rewards/:merchant/promotions', async (req, reply) => {
      const { merchant } = parseInput(boMerchantParamsSchema, req.params);
      const input = parseInput(boPromotionCreateSchema, jsonBody(req));
      reply.code(201);
      return ok(presentPromotion(await promotions.create(await boMerchant(deps, merchant), input, operatorOf(req))));
    });

    // PATCH /bo/rewards/:merchant/promotions/:code – {enabled?, sort?, rules?}; audited
    bo.patch('/rewards/:merchant/promotions/:code', async (req) => {
      const p = parseInput(boPromotionParamsSchema, req.params);
      const patch = parseInput(boPromotionPatchSchema, jsonBody(req));
      return ok(presentPromotion(await promotions.update(await boMerchant(deps, p.merchant), p.code, patch, operatorOf(req))));
    });

    // PUT /bo/rewards/:merchant/members/:username/tags/:tag – {on: true|false}: a member's tag for promotion eligibility; audited
    bo.put('/rewards/:merchant/members/:username/tags/:tag', async (req) => {
      const p = parseInput(boTagParamsSchema, req.params);
      const { on } = parseInput(boTagSchema, jsonBody(req));
      const m = await boMerchant(deps, p.merchant);
      const member = await deps.members.byUsername(deps.db, m.id, p.username);
      if (!member) throw new WpsError('USER_NOT_EXIST');
      return ok({ tags: await promotions.setTag(m, member.id, p.tag, on, operatorOf(req)) });
    });
  });
}

import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { createRewardsService } from '../rewards';
import { boVipLevelParamsSchema, boVipLevelSchema, boVipParamsSchema, boVipProgramPatchSchema } from './schema';
import { createVipService } from './service';

/** VIP: the member's level and gifts (only with the merchant's VIP switch), the operators' rules, and the daily rebate run. */
export async function vipRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const vip = createVipService({ db: deps.db, clock: deps.clock, members: deps.members, rewards, audit: deps.audit });
  deps.jobs.register(vip.rebateJob());

  // GET /wps/vip/getPlayerRankProgress – the level (evaluated now), progress to the next, the benefits table and the gifts
  wpsRoute(app, deps, wpsCalls.vipRankProgress, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return vip.rankProgress(merchant, session!);
  });

  // POST /wps/vip/gift/claim – {kind: monthly|birthday} → the gift, claimed; vip.gift.unavailable when it is not claimable
  wpsRoute(app, deps, wpsCalls.vipGiftClaim, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return vip.claimGift(merchant, session!, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/vip/:merchant – the rules and the levels, with how many members stand at each
    bo.get('/vip/:merchant', async (req) => {
      const params = parseInput(boVipParamsSchema, req.params);
      return ok(await vip.show(await boMerchant(deps, params.merchant)));
    });

    // PATCH /bo/vip/:merchant – {basis?, window?, giftWagering?, rebateWagering?}; audited vip.program
    bo.patch('/vip/:merchant', async (req) => {
      const params = parseInput(boVipParamsSchema, req.params);
      const body = parseInput(boVipProgramPatchSchema, jsonBody(req));
      return ok(await vip.setProgram(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });

    // PUT /bo/vip/:merchant/levels/:level – {name?, threshold?, upgradeBonus?, monthlyGift?, birthdayGift?, rebate?}; audited vip.level
    bo.put('/vip/:merchant/levels/:level', async (req) => {
      const params = parseInput(boVipLevelParamsSchema, req.params);
      const body = parseInput(boVipLevelSchema, jsonBody(req));
      return ok(await vip.setLevel(await boMerchant(deps, params.merchant), params.level, body, operatorOf(req)));
    });
  });
}

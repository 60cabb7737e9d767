import type { FastifyInstance } from 'fastify';
import { WpsError } from '@/lib/wps/errors';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { boMemberParamsSchema, boMerchantParamsSchema, boSettingsSchema, type GrantView } from './schema';
import { createRewardsService } from './service';

/** A grant for the operator: minor units as decimal integer strings (JSON has no bigint). */
const present = (g: GrantView) => ({
  ...g, amount_minor: g.amount_minor.toString(), required_minor: g.required_minor.toString(), wagered_minor: g.wagered_minor.toString(),
});

export async function rewardRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rewards = createRewardsService({
    db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit,
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
  });
}

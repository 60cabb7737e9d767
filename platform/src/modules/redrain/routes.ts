import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { createLimiter } from '../../http/rate-limit';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { createRewardsService } from '../rewards';
import { boMerchantParamsSchema, boSlotCreateSchema, boSlotParamsSchema, boSlotPatchSchema } from './schema';
import { createRedRainService } from './service';
import { createRedRainSlotsService } from './slots';

/** A claim is cheap to send and costs a transaction: at most 30 a minute per member. */
const rateRules = { claim: { limit: 30, window_ms: 60_000 } };

/** The rain: the member calls (REWCEN3, session required; trial accounts refused) and the operators' slots. */
export async function redRainRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const rain = createRedRainService({ db: deps.db, clock: deps.clock, rewards });
  const slots = createRedRainSlotsService({ db: deps.db, clock: deps.clock, audit: deps.audit });
  const limits = createLimiter(app, rateRules);
  const noStore = 'private, no-store';

  // GET /wps/redRain/state – each slot's open or next rain, the member's standing and last envelopes
  wpsRoute(app, deps, wpsCalls.redRainState, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return rain.state(merchant, session!);
  });

  // POST /wps/redRain/claim – {slotId} → the member's envelope of the open rain (once per member and address)
  wpsRoute(app, deps, wpsCalls.redRainClaim, {}, async ({ merchant, session, ip, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'claim', `${merchant.id}:${session!.memberId}`);
    return rain.claim(merchant, session!, ip, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/redrain/:merchant – the slots with today's rain and the next one
    bo.get('/redrain/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      return ok(await slots.listSlots(await boMerchant(deps, params.merchant)));
    });

    // POST /bo/redrain/:merchant – a new slot; audited
    bo.post('/redrain/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boSlotCreateSchema, jsonBody(req));
      reply.code(201);
      return ok(await slots.createSlot(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });

    // PATCH /bo/redrain/:merchant/:id – change a slot (today's rain keeps its budget); audited
    bo.patch('/redrain/:merchant/:id', async (req) => {
      const params = parseInput(boSlotParamsSchema, req.params);
      const body = parseInput(boSlotPatchSchema, jsonBody(req));
      return ok(await slots.updateSlot(await boMerchant(deps, params.merchant), params.id, body, operatorOf(req)));
    });
  });
}

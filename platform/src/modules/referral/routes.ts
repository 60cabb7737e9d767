import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createReferralSettingsService } from './service';
import { referralServiceOf } from './wiring';
import { boReferralParamsSchema, boReferralPatchSchema } from './schema';

/** Refer a friend: the member's details (REWCEN3, session required) and the operator's rules under /bo. */
export async function referralRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const referral = referralServiceOf(deps);
  const rules = createReferralSettingsService({ db: deps.db, clock: deps.clock, audit: deps.audit });

  // GET /wps/referral/details – the member's code and register path, the rules, the friends (masked) and what each earned
  wpsRoute(app, deps, wpsCalls.referralDetails, {}, async ({ merchant, session, reply }) => {
    if (!session) throw new WpsError('login.not.session');
    reply.header('Cache-Control', 'private, no-store');
    return referral.details(merchant, { memberId: session.memberId, type: session.type });
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/referral/:merchant – the merchant's referral tiers and limits (and whether the REFERRAL switch is on)
    bo.get('/referral/:merchant', async (req) => {
      const params = parseInput(boReferralParamsSchema, req.params);
      return ok(await rules.settings(await boMerchant(deps, params.merchant)));
    });

    // PATCH /bo/referral/:merchant – {firstDepositTiers?, turnoverTiers?, wageringMultiple?, inviteeMax?, period?, periodMax?}; audited
    bo.patch('/referral/:merchant', async (req) => {
      const params = parseInput(boReferralParamsSchema, req.params);
      const body = parseInput(boReferralPatchSchema, jsonBody(req));
      return ok(await rules.configure(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });
  });
}

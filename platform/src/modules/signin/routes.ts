import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { fileOffsetClock } from '../../clock';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { createRewardsService } from '../rewards';
import { boSigninParamsSchema, boSigninPatchSchema } from './schema';
import { createSigninService, createSigninSettingsService } from './service';

/** Daily sign-in: the member's strip and tap (REWCEN3, session required), and the operator's rules under /bo. */
export async function signinRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // The end-to-end suite moves the sign-in's day with REWARDS_CLOCK_FILE; everywhere else it is the platform's clock.
  const clock = deps.config.rewardsClockFile ? fileOffsetClock(deps.clock, deps.config.rewardsClockFile) : deps.clock;
  const rewards = createRewardsService({ db: deps.db, clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const signin = createSigninService({ db: deps.db, clock, rewards, audit: deps.audit });
  const rules = createSigninSettingsService({ db: deps.db, clock, audit: deps.audit });
  const member = (s: { memberId: number; type: number } | null) => {
    if (!s) throw new WpsError('login.not.session');
    return { memberId: s.memberId, type: s.type };
  };

  // GET /wps/activity/signIn – the 7-day strip, today's state, the streak and the day's requirement
  wpsRoute(app, deps, wpsCalls.activitySignIn, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return signin.status(merchant, member(session));
  });

  // POST /wps/activity/signIn – signs today once (a replay answers the same record) and pays the day's reward
  wpsRoute(app, deps, wpsCalls.activitySignInPost, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return signin.signIn(merchant, member(session));
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/signin/:merchant – the merchant's sign-in rules
    bo.get('/signin/:merchant', async (req) => {
      const params = parseInput(boSigninParamsSchema, req.params);
      return ok(await rules.settings(await boMerchant(deps, params.merchant)));
    });

    // PATCH /bo/signin/:merchant – {enabled?, amounts?[7], wageringMultiple?, requirement?, requirementAmount?}; audited
    bo.patch('/signin/:merchant', async (req) => {
      const params = parseInput(boSigninParamsSchema, req.params);
      const body = parseInput(boSigninPatchSchema, jsonBody(req));
      return ok(await rules.configure(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });
  });
}

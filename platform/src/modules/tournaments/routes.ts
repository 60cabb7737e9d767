import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { wpsRoute } from '../../http/wps-route';
import { createLedgerService } from '../ledger';
import { createRewardsService } from '../rewards';
import { createTournamentAdminService } from './admin';
import { boMerchantParamsSchema, boTournamentCreateSchema, boTournamentParamsSchema, boTournamentPatchSchema } from './schema';
import { createTournamentsService } from './service';
import { createTournamentSetupService } from './setup';
import { tournamentSettleJob } from './settle-job';

/** Tournaments: the member calls (REWCEN3; standings for visitors too, joining with a session) and the operators' side. */
export async function tournamentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const tournaments = createTournamentsService({ db: deps.db, clock: deps.clock, members: deps.members });
  const rewards = createRewardsService({ db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, audit: deps.audit, limits: deps.limits });
  const admin = createTournamentAdminService({ db: deps.db, clock: deps.clock, members: deps.members, rewards, audit: deps.audit });
  const setup = createTournamentSetupService({ db: deps.db, clock: deps.clock, audit: deps.audit });
  // Ended tournaments are paid by the periodic runs (modules/jobs), in whichever process gets there first.
  deps.jobs.register(tournamentSettleJob(admin));

  // GET /wps/tournaments – running, upcoming and lately ended tournaments, with whether the member joined
  wpsRoute(app, deps, wpsCalls.tournaments, {}, async ({ merchant, session, language, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return tournaments.list(merchant, session, language);
  });

  // GET /wps/tournaments/detail?id= – one tournament's live standings (top 50) and the member's line
  wpsRoute(app, deps, wpsCalls.tournamentDetail, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return tournaments.detail(merchant, session, query.id, language);
  });

  // POST /wps/tournaments/join – {tournamentId}: opt in; bets from now on count
  wpsRoute(app, deps, wpsCalls.tournamentJoin, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return tournaments.join(merchant, session!, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/tournaments/:merchant – every tournament, newest first, with the results of settled ones
    bo.get('/tournaments/:merchant', async (req) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      return ok(await admin.list(await boMerchant(deps, params.merchant)));
    });

    // POST /bo/tournaments/:merchant – a new tournament; audited
    bo.post('/tournaments/:merchant', async (req, reply) => {
      const params = parseInput(boMerchantParamsSchema, req.params);
      const body = parseInput(boTournamentCreateSchema, jsonBody(req));
      reply.code(201);
      return ok(await setup.create(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });

    // PATCH /bo/tournaments/:merchant/:id – change a tournament not settled yet; audited
    bo.patch('/tournaments/:merchant/:id', async (req) => {
      const params = parseInput(boTournamentParamsSchema, req.params);
      const body = parseInput(boTournamentPatchSchema, jsonBody(req));
      return ok(await setup.update(await boMerchant(deps, params.merchant), params.id, body, operatorOf(req)));
    });

    // POST /bo/tournaments/:merchant/:id/settle – pay an ended tournament now (once; a second call pays nothing); audited
    bo.post('/tournaments/:merchant/:id/settle', async (req) => {
      const params = parseInput(boTournamentParamsSchema, req.params);
      const m = await boMerchant(deps, params.merchant);
      const s = await admin.settle(m, params.id, operatorOf(req));
      return ok({ ...(await admin.list(m)).find((t) => t.id === params.id)!, settledNow: s.settledNow });
    });
  });
}

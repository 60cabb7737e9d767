import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import { WpsError } from '@/lib/wps/errors';
import type { Deps } from '../../context';
import { fileOffsetClock } from '../../clock';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createAgentSettingsService, createAgentTreeService, createTeamFiguresService } from '../agents';
import { createLedgerService } from '../ledger';
import { createContractsAdmin } from './admin';
import {
  boContractGrantSchema, boContractParamsSchema, boContractSettleSchema, boContractsParamsSchema, boContractsQuerySchema,
} from './schema';
import { createContractsService, type ContractAgentSettings, type ContractsDeps } from './service';
import { createContractSettlement } from './settle';

/** The deps of the contracts module over a process's Deps (the routes and tests build it the same way). */
export function contractsDepsOf(deps: Deps): ContractsDeps {
  // The end-to-end suite moves the contracts' day with REWARDS_CLOCK_FILE (as the sign-in's); everywhere else it is the platform's clock.
  const clock = deps.config.rewardsClockFile ? fileOffsetClock(deps.clock, deps.config.rewardsClockFile) : deps.clock;
  const agentRules = createAgentSettingsService({ db: deps.db, clock, audit: deps.audit });
  // The merchant's active-member rule (modules/agents), its thresholds applied to the contract's own period.
  const agentSettings: ContractAgentSettings = {
    async activeMemberThresholds(_q, merchant) {
      const r = await agentRules.activeMemberRule(merchant);
      return { minBets_minor: r.minEffectiveBets_minor, minDeposits_minor: r.minDeposits_minor, both: r.both };
    },
  };
  return {
    db: deps.db, clock, members: deps.members, tree: createAgentTreeService({ db: deps.db }), figures: createTeamFiguresService({ db: deps.db }),
    ledger: createLedgerService({ db: deps.db }), agentSettings, audit: deps.audit, jobs: deps.jobs,
  };
}

/** Agents' contracts: the agent's calls (session required, agents only), the operators' /bo routes, and the settlement jobs. */
export async function contractRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const cdeps = contractsDepsOf(deps);
  const contracts = createContractsService(cdeps);
  const admin = createContractsAdmin(cdeps);
  for (const job of createContractSettlement(cdeps).jobs()) deps.jobs.register(job);
  const agent = (s: { memberId: number; type: number } | null) => {
    if (!s) throw new WpsError('login.not.session');
    return { memberId: s.memberId, type: s.type };
  };

  // GET /wps/member/info/funds/consolidated – the contract requests waiting for the agent's answer, per kind asked (SPEC §3, §7)
  wpsRoute(app, deps, wpsCalls.memberFundsConsolidated, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return contracts.requests(merchant, agent(session), query);
  });

  // GET /wps/agent/contracts – the agent's contract of a kind, its pending offer, what it offered its downlines, its payouts
  wpsRoute(app, deps, wpsCalls.agentContracts, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return contracts.overview(merchant, agent(session), query.kind);
  });

  // POST /wps/agent/contracts/propose – an upline offers terms to a direct downline agent
  wpsRoute(app, deps, wpsCalls.agentContractPropose, {}, async ({ merchant, session, body }) => contracts.propose(merchant, agent(session), body));

  // POST /wps/agent/contracts/action – accept, reject, withdraw, terminate or keep a contract of the agent's own line
  wpsRoute(app, deps, wpsCalls.agentContractAction, {}, async ({ merchant, session, body }) => contracts.act(merchant, agent(session), body));

  await registerBo(app, deps, async (bo) => {
    // GET /bo/contracts/:merchant?kind=&status=&member=&limit= – the merchant's contracts, newest first
    bo.get('/contracts/:merchant', async (req) => {
      const params = parseInput(boContractsParamsSchema, req.params);
      return ok(await admin.list(await boMerchant(deps, params.merchant), parseInput(boContractsQuerySchema, req.query)));
    });

    // GET /bo/contracts/:merchant/:id – one contract with its payouts
    bo.get('/contracts/:merchant/:id', async (req) => {
      const params = parseInput(boContractParamsSchema, req.params);
      return ok(await admin.show(await boMerchant(deps, params.merchant), params.id));
    });

    // POST /bo/contracts/:merchant – {member, kind, tiers}: the merchant's terms for the top of a chain, signed; audited
    bo.post('/contracts/:merchant', async (req) => {
      const params = parseInput(boContractsParamsSchema, req.params);
      return ok(await admin.grant(await boMerchant(deps, params.merchant), parseInput(boContractGrantSchema, jsonBody(req)), operatorOf(req)));
    });

    // POST /bo/contracts/:merchant/:id/cancel – ends a contract; audited
    bo.post('/contracts/:merchant/:id/cancel', async (req) => {
      const params = parseInput(boContractParamsSchema, req.params);
      return ok(await admin.cancel(await boMerchant(deps, params.merchant), params.id, operatorOf(req)));
    });

    // POST /bo/contracts/:merchant/settle – {kind, period}: settles a period now through modules/jobs; audited job.rerun
    bo.post('/contracts/:merchant/settle', async (req) => {
      const params = parseInput(boContractsParamsSchema, req.params);
      return ok(await admin.settle(await boMerchant(deps, params.merchant), parseInput(boContractSettleSchema, jsonBody(req)), operatorOf(req)));
    });
  });
}

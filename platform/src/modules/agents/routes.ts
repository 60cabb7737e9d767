import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { createLimiter } from '../../http/rate-limit';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { wpsRoute } from '../../http/wps-route';
import { createLedgerService } from '../ledger';
import { createPaymentPasswordService } from '../payments';
import { createReferralLinksService } from '../referral';
import { createRegistrationService } from '../registration';
import { agentSettingsPutSchema, boAgentRatesParamsSchema, boAgentRatesSchema, boAgentsParamsSchema } from './schema';
import { createAgentRatesAdminService, createAgentSettingsService } from './settings';
import { createAgentTeamService } from './team';
import { createAgentTeamReadsService } from './team-reads';

/** Opening accounts and links costs a transaction and a password hash: at most 30 a minute per agent. */
const rateRules = { open: { limit: 30, window_ms: 60_000 }, transfer: { limit: 60, window_ms: 60_000 } };
const noStore = 'private, no-store';

/**
 * The agents slice's calls (issue 20): the agent's team work and figures (session required;
 * members who are not agents get permission.denied) and the merchant's agent settings under /bo.
 */
export async function agentRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const settings = createAgentSettingsService({ db: deps.db, clock: deps.clock, audit: deps.audit });
  const registration = createRegistrationService({
    members: deps.members, db: deps.db, clock: deps.clock, sessions: deps.sessions, verification: deps.verification,
    referrals: createReferralLinksService({ db: deps.db, clock: deps.clock }), agentLinks: deps.agentLinks,
  });
  const team = createAgentTeamService({
    db: deps.db, clock: deps.clock, members: deps.members, ledger: createLedgerService({ db: deps.db }), settings, registration,
    paymentPassword: createPaymentPasswordService({ members: deps.members, db: deps.db, clock: deps.clock, store: deps.store }),
  });
  const reads = createAgentTeamReadsService({ db: deps.db, clock: deps.clock, settings });
  const ratesAdmin = createAgentRatesAdminService({ db: deps.db, clock: deps.clock, audit: deps.audit, members: deps.members, settings });
  const limits = createLimiter(app, rateRules);

  // GET /wps/agent/team/kpi – the four counters of the agent's team, today only (SPEC §7, §9)
  wpsRoute(app, deps, wpsCalls.agentTeamKpi, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', noStore);
    return reads.kpi(merchant, session, query);
  });

  // GET /wps/agent/team/overview – team size, agents and members, direct, new, balance, active members
  wpsRoute(app, deps, wpsCalls.agentTeamOverview, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return reads.overview(merchant, session);
  });

  // GET /wps/agent/downlines – direct downlines, or ?username= across the team; load-more by cursor
  wpsRoute(app, deps, wpsCalls.agentDownlines, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', noStore);
    return reads.downlines(merchant, session, query);
  });

  // POST /wps/agent/downline – opens a direct downline (encrypted: it carries a password)
  wpsRoute(app, deps, wpsCalls.agentDownlineCreate, {}, async ({ merchant, session, body, ip, device, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'open', `${merchant.id}:${session!.memberId}`);
    return team.openDownline(merchant, session, body, { ip, device });
  });

  // GET /wps/agent/globalRebateSettings – own rates, gap, what a downline and a link may get, quota left
  wpsRoute(app, deps, wpsCalls.agentGlobalRebateSettings, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return team.globalRebateSettings(merchant, session);
  });

  // GET /wps/agent/downlineRebates?memberId= – a team member's rates and how far they may rise
  wpsRoute(app, deps, wpsCalls.agentDownlineRebates, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', noStore);
    return team.downlineRebates(merchant, session, query.memberId);
  });

  // PUT /wps/agent/downlineRebates – raises a direct downline's rates (never lowers)
  wpsRoute(app, deps, wpsCalls.agentDownlineRebatesPut, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return team.raiseRebates(merchant, session, body.memberId, body.rebates);
  });

  // GET /wps/agent/affiliateUrls – the agent's promotion links
  wpsRoute(app, deps, wpsCalls.agentAffiliateUrls, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return team.links(merchant, session);
  });

  // POST /wps/agent/affiliateUrls – a new promotion link {kind, rebates}
  wpsRoute(app, deps, wpsCalls.agentAffiliateUrlCreate, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'open', `${merchant.id}:${session!.memberId}`);
    return team.createLink(merchant, session, body);
  });

  // DELETE /wps/agent/affiliateUrls {id} – removes a link and its code
  wpsRoute(app, deps, wpsCalls.agentAffiliateUrlDelete, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await team.deleteLink(merchant, session, body.id);
    return null;
  });

  // POST /wps/agent/transfer – from the agent's wallet to a team member's (FUNDTRANS3, encrypted), once per requestId
  wpsRoute(app, deps, wpsCalls.agentTransfer, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await limits.enforce(reply, 'transfer', `${merchant.id}:${session!.memberId}`);
    return team.transfer(merchant, session, body);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/agents/:merchant/settings – the merchant's agent settings (defaults where none are set)
    bo.get('/agents/:merchant/settings', async (req) => {
      const params = parseInput(boAgentsParamsSchema, req.params);
      return ok(await settings.view(await boMerchant(deps, params.merchant)));
    });

    // PUT /bo/agents/:merchant/settings – replaces the keys named, each whole; audited
    bo.put('/agents/:merchant/settings', async (req) => {
      const params = parseInput(boAgentsParamsSchema, req.params);
      const body = parseInput(agentSettingsPutSchema, jsonBody(req));
      return ok(await settings.configure(await boMerchant(deps, params.merchant), body, operatorOf(req)));
    });

    // PUT /bo/agents/:merchant/rates/:username – {rebates}: an agent's rates set by an operator (a top agent's only way); audited
    bo.put('/agents/:merchant/rates/:username', async (req) => {
      const params = parseInput(boAgentRatesParamsSchema, req.params);
      const body = parseInput(boAgentRatesSchema, jsonBody(req));
      return ok(await ratesAdmin.setRates(await boMerchant(deps, params.merchant), params.username, body.rebates, operatorOf(req)));
    });
  });
}

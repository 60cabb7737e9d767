import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { boMerchant, jsonBody, operatorOf, parseInput, registerBo } from '../../http/bo-route';
import { createLedgerService } from '../ledger';
import { agentProducts } from '@/lib/wps/schemas/agent';
import { createRebatePayoutsService } from './rebate-payouts';

const day = z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional());
/** GET /bo/agents/:merchant/rebates/:username?startDate=&endDate= */
export const boRebateEarningsParamsSchema = z.object({ merchant: z.string().trim().min(1).max(32), username: z.string().trim().min(1).max(32) });
export const boRebateEarningsQuerySchema = z.object({ startDate: day, endDate: day }).strict();

/**
 * The rebates slice of the agents module (issue 20): the payout job `agents.rebate` (every
 * process registers it; one runs each period), the agent's rebate calls, and the operators' view
 * of a member's rebate earnings. Runs and reruns are the jobs module's (/bo/jobs, jobs:rerun).
 */
export async function agentRebateRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const rebates = createRebatePayoutsService({ db: deps.db, clock: deps.clock, members: deps.members, ledger: createLedgerService({ db: deps.db }) });
  deps.jobs.register(rebates.rebateJob());

  // GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType – the agent's own rate per product
  wpsRoute(app, deps, wpsCalls.agentRebateSettings, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return rebates.settings(merchant, session!);
  });

  // GET /wps/agent/rebate?startDate=&endDate= – rates, earnings by day and product, totals
  wpsRoute(app, deps, wpsCalls.agentRebate, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return rebates.agentRebate(merchant, session!, query);
  });

  // GET /wps/agent/teamRebate?startDate=&endDate=&pageNo=&pageSize=&username= – per direct downline
  wpsRoute(app, deps, wpsCalls.agentTeamRebate, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'private, no-store');
    return rebates.teamRebate(merchant, session!, query);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/agents/:merchant/rebates/:username?startDate=&endDate= – a member's rates, rebate account and earnings by day
    bo.get('/agents/:merchant/rebates/:username', async (req) => {
      const params = parseInput(boRebateEarningsParamsSchema, req.params);
      const query = parseInput(boRebateEarningsQuerySchema, req.query);
      return ok(await rebates.memberEarnings(await boMerchant(deps, params.merchant), params.username, query));
    });

  });
}

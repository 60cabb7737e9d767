import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import { ok } from '@/lib/wps/envelope';
import type { Deps } from '../../context';
import { boMerchant, parseInput, registerBo } from '../../http/bo-route';
import { wpsRoute } from '../../http/wps-route';
import { depositedSince } from '../payments';
import { boMemberParamsSchema } from './schema';
import { createLimitsService } from './service';

/** The member's own limits, breaks and reality check (ours, issue 19), and the back office's read of them. */
export async function limitsRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const limits = createLimitsService({
    db: deps.db, clock: deps.clock, members: deps.members, sessions: deps.sessions, bets: deps.vendorWallet, deposits: { depositedSince },
  });
  const noStore = 'private, no-store';

  // GET /wps/member/limits – {timeZone, deposit[day, week, month], break, realityCheckMinutes}
  wpsRoute(app, deps, wpsCalls.memberLimits, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return limits.view(merchant, session!);
  });

  // PUT /wps/member/limits/deposit – {period, amount|null}: lower at once, higher or none after 24 hours
  wpsRoute(app, deps, wpsCalls.memberDepositLimit, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', noStore);
    return limits.setDepositLimit(merchant, session!, body);
  });

  // POST /wps/member/limits/break – {kind: timeout, days} | {kind: selfExclusion, months}; ends every session of the member
  wpsRoute(app, deps, wpsCalls.memberBreak, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', noStore);
    return limits.takeBreak(merchant, session!, body);
  });

  // PUT /wps/member/limits/realityCheck – {minutes: 0|15|30|60}
  wpsRoute(app, deps, wpsCalls.memberRealityCheckSet, {}, async ({ merchant, session, body, reply }) => {
    reply.header('Cache-Control', noStore);
    return limits.setRealityCheck(merchant, session!, body);
  });

  // GET /wps/member/limits/realityCheck – the session's time played and its bets' net result
  wpsRoute(app, deps, wpsCalls.memberRealityCheck, {}, async ({ merchant, session, reply }) => {
    reply.header('Cache-Control', noStore);
    return limits.realityCheck(merchant, session!);
  });

  await registerBo(app, deps, async (bo) => {
    // GET /bo/limits/:merchant/:username – the member's limits, current break and every break taken (read only: only the member sets them)
    bo.get('/limits/:merchant/:username', async (req) => {
      const params = parseInput(boMemberParamsSchema, req.params);
      return ok(await limits.forOperator(await boMerchant(deps, params.merchant), params.username));
    });
  });
}

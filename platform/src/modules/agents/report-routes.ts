import type { FastifyInstance } from 'fastify';
import { wpsCalls } from '@/lib/wps/calls';
import type { Deps } from '../../context';
import { wpsRoute } from '../../http/wps-route';
import { createBetNamesService } from '../games';
import { createLedgerService } from '../ledger';
import { createAgentReportsService } from './report-service';

/** The agents' team reports on the wire (issue 20, reports slice): agents only, about their own team. */
export async function agentReportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const reports = createAgentReportsService({
    db: deps.db, clock: deps.clock, ledger: createLedgerService({ db: deps.db }), members: deps.members, names: createBetNamesService({ db: deps.db }),
  });
  const callerOf = (session: { memberId: number; type: number } | null) => ({ memberId: session!.memberId, type: session!.type });

  // GET /wps/agent/team/pnl – the team's deposits, withdrawals, bets, wins, rebates, promotions and P&L per day and product
  wpsRoute(app, deps, wpsCalls.agentTeamPnl, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return reports.teamPnl(merchant, callerOf(session), query);
  });

  // GET /wps/report/teamPVPRNGBetting – the team's bets, newest first, a cursor for the next page
  wpsRoute(app, deps, wpsCalls.agentTeamBets, {}, async ({ merchant, session, query, language, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return reports.teamBets(merchant, callerOf(session), query, language);
  });

  // GET /wps/agent/transactions – the agent's own wallet movements by type (types=A)
  wpsRoute(app, deps, wpsCalls.agentTransactions, {}, async ({ merchant, session, query, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return reports.transactions(merchant, callerOf(session), query);
  });
}

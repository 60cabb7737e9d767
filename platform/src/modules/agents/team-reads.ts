import { minorToDecimalString } from '@/lib/format/money';
import { WpsError } from '@/lib/wps/errors';
import type { AgentTeamKpiQuery, AgentTeamKpiValue } from '@/lib/wps/schemas/agent';
import type { AgentDownlinesValue, AgentTeamOverview } from '@/lib/wps/schemas/agent-team';
import { addDays, dayWindow, merchantDay } from '@/lib/time/merchant-day';
import type { Clock, Merchant } from '../../context';
import type { Db } from '../../db';
import type { AgentSettingsService } from './settings';
import { kindOfType, ratesOf, requireAgent, type AgentSession } from './team';
import { teamRepo as repo } from './team-repo';

/**
 * The agent's team figures (issue 20): the KPI of SPEC §7 (today only, in the merchant's time
 * zone), the team overview and the downline list. Each reads one index range of agent_tree (the
 * caller's team) joined to other modules' read views; nothing outside the caller's team is ever
 * in a query's reach, because every query starts from `ancestor_id = caller`.
 */

export interface AgentTeamReadsDeps {
  db: Db;
  clock: Clock;
  settings: AgentSettingsService;
}

export interface AgentTeamReadsService {
  /** GET /wps/agent/team/kpi: both dates must be today in the merchant's zone (request.invalid otherwise). */
  kpi(merchant: Merchant, session: AgentSession | null, query: AgentTeamKpiQuery): Promise<AgentTeamKpiValue>;
  /** GET /wps/agent/team/overview. */
  overview(merchant: Merchant, session: AgentSession | null): Promise<AgentTeamOverview>;
  /** GET /wps/agent/downlines: direct downlines, or a username search over the whole team, newest first. */
  downlines(merchant: Merchant, session: AgentSession | null, query: { username?: string; cursor?: number; size: number }): Promise<AgentDownlinesValue>;
}

export function createAgentTeamReadsService(deps: AgentTeamReadsDeps): AgentTeamReadsService {
  const { db } = deps;
  return {
    async kpi(merchant, session, query) {
      const agent = requireAgent(session);
      const now = deps.clock.now();
      const today = merchantDay(now, merchant.timeZone);
      // SPEC §9: the KPI is asked for the current day only.
      if (query.startDate !== today || query.endDate !== today) throw new WpsError('request.invalid', { fields: ['startDate', 'endDate'], today });
      const { from, to } = dayWindow(today, merchant.timeZone);
      const r = await repo.kpi(db, { merchantId: merchant.id, agentId: agent.memberId, from, to, now });
      return {
        footer: {
          teamLoginMemberCount: Number(r.logins), teamBetMemberCount: Number(r.bettors),
          teamRegisterMemberCount: Number(r.registered), teamOnlineCount: Number(r.online),
        },
      };
    },

    async overview(merchant, session) {
      const agent = requireAgent(session);
      const now = deps.clock.now();
      const today = merchantDay(now, merchant.timeZone);
      const dayFrom = dayWindow(today, merchant.timeZone).from;
      const monthFrom = dayWindow(`${today.slice(0, 8)}01`, merchant.timeZone).from;
      const to = dayWindow(addDays(today, 1), merchant.timeZone).from;
      const o = await repo.overview(db, { merchantId: merchant.id, agentId: agent.memberId, dayFrom, monthFrom, to, currency: merchant.currency.code });
      const rule = await deps.settings.activeMemberRule(merchant, now);
      const active = await repo.activeMembers(db, {
        merchantId: merchant.id, agentId: agent.memberId, from: rule.from, to: rule.to,
        minBets_minor: rule.minEffectiveBets_minor, minDeposits_minor: rule.minDeposits_minor, both: rule.both,
      });
      const team = Number(o.team);
      const agents = Number(o.agents);
      return {
        teamSize: team, agents, members: team - agents, direct: Number(o.direct),
        newToday: Number(o.new_today), newThisMonth: Number(o.new_month),
        teamBalance: minorToDecimalString(BigInt(o.balance_minor), merchant.currency.minorDigits),
        activeMembers: active, activePeriod: { period: rule.period, from: rule.fromDay, to: rule.toDay }, today,
      };
    },

    async downlines(merchant, session, query) {
      const agent = requireAgent(session);
      const username = query.username && query.username.trim() !== '' ? query.username.trim() : null;
      const rows = await repo.downlines(db, {
        merchantId: merchant.id, agentId: agent.memberId, username, beforeId: query.cursor ?? null, limit: query.size + 1, currency: merchant.currency.code,
      });
      const page = rows.slice(0, query.size);
      const rates = await repo.rates(db, merchant.id, page.map((r) => Number(r.member_id)));
      const digits = merchant.currency.minorDigits;
      return {
        list: page.map((r) => ({
          id: Number(r.member_id), userName: r.username, kind: kindOfType(r.type), type: r.type, depth: r.depth,
          rebates: ratesOf(rates, Number(r.member_id)), teamSize: Number(r.team_size),
          lastLoginAt: r.last_login_at?.toISOString() ?? null,
          balance: minorToDecimalString(BigInt(r.balance_minor ?? '0'), digits), createdAt: r.created_at.toISOString(),
        })),
        nextCursor: rows.length > query.size ? Number(page[page.length - 1]!.member_id) : null,
      };
    },
  };
}

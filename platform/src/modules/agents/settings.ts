import { decimalStringToMinor } from '@/lib/format/money';
import { agentSettingsDefaults, agentSettingsSchema, type AgentSettings, type AgentSettingsPut } from '@/lib/wps/schemas/agent-team';
import { addDays, dayStart, merchantDay } from '@/lib/time/merchant-day';
import type { AuditService, Clock, Merchant } from '../../context';
import type { Db, Queryable } from '../../db';
import { invalidInput } from '../../errors';
import { teamRepo as repo } from './team-repo';
import { checkNewDownline } from '@/lib/agent/rebate';
import { WpsError } from '@/lib/wps/errors';
import type { AgentRates } from '@/lib/wps/schemas/agent-team';
import type { MembersService } from '../../context';

/**
 * The merchant's agent settings (agent_settings, one checked JSON object per merchant; issue 20):
 * rebate ceilings, the minimum gap, promotion links, the opening quota, transfers to downlines
 * and what makes a member active. A merchant without a row has the defaults of
 * lib/wps/schemas/agent-team.ts; a stored object is read through the schema over the defaults,
 * so a key added later takes its default for merchants configured before it.
 */

export interface AgentSettingsDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
}

export interface AgentSettingsView extends AgentSettings {
  updatedAt: string | null;
}

/** The active-member rule in minor units, with the current period's bounds (the contracts read it). */
export interface ActiveMemberRule {
  period: AgentSettings['activeMember']['period'];
  minEffectiveBets_minor: bigint;
  minDeposits_minor: bigint;
  both: boolean;
  /** The current period in the merchant's days: [fromDay, toDay] inclusive, and its instants [from, to). */
  fromDay: string;
  toDay: string;
  from: Date;
  to: Date;
}

export interface AgentSettingsService {
  /** The settings in force (defaults where the merchant set none), in the caller's transaction or on the pool. */
  settings(q: Queryable, merchantId: number): Promise<AgentSettings>;
  /** GET /bo/agents/:merchant/settings. */
  view(merchant: Merchant): Promise<AgentSettingsView>;
  /** PUT /bo/agents/:merchant/settings: replaces the keys named, each whole; audited. */
  configure(merchant: Merchant, put: AgentSettingsPut, operator: string): Promise<AgentSettingsView>;
  /** The active-member rule and its period containing `at` (default now). */
  activeMemberRule(merchant: Merchant, at?: Date): Promise<ActiveMemberRule>;
}

function parseStored(raw: unknown): AgentSettings {
  const merged = { ...agentSettingsDefaults, ...(raw && typeof raw === 'object' ? raw : {}) };
  const r = agentSettingsSchema.safeParse(merged);
  // A row the schema refuses was written around the service: the defaults are safer than a guess.
  return r.success ? r.data : agentSettingsDefaults;
}

/** The period of the merchant's days that holds `day`: the day, its ISO week (Monday first), or its month. */
export function periodOf(period: AgentSettings['activeMember']['period'], day: string): { fromDay: string; toDay: string } {
  if (period === 'day') return { fromDay: day, toDay: day };
  if (period === 'week') {
    const dow = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const fromDay = addDays(day, -dow);
    return { fromDay, toDay: addDays(fromDay, 6) };
  }
  const fromDay = `${day.slice(0, 8)}01`;
  const next = new Date(`${fromDay}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { fromDay, toDay: addDays(next.toISOString().slice(0, 10), -1) };
}

export function createAgentSettingsService(deps: AgentSettingsDeps): AgentSettingsService {
  const view = (s: AgentSettings, updatedAt: Date | null): AgentSettingsView => ({ ...s, updatedAt: updatedAt?.toISOString() ?? null });

  const service: AgentSettingsService = {
    async settings(q, merchantId) {
      const row = await repo.settings(q, merchantId);
      return row ? parseStored(row.settings) : agentSettingsDefaults;
    },

    async view(merchant) {
      const row = await repo.settings(deps.db, merchant.id);
      return view(row ? parseStored(row.settings) : agentSettingsDefaults, row?.updated_at ?? null);
    },

    async configure(merchant, put, operator) {
      return deps.db.tx(async (q) => {
        await repo.lockSettings(q, merchant.id);
        const beforeRow = await repo.settings(q, merchant.id);
        const before = beforeRow ? parseStored(beforeRow.settings) : agentSettingsDefaults;
        const next = agentSettingsSchema.parse({ ...before, ...put });
        const digits = merchant.currency.minorDigits;
        for (const f of ['minEffectiveBets', 'minDeposits'] as const) {
          if (!new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`).test(next.activeMember[f]) || (digits === 0 && next.activeMember[f].includes('.'))) {
            throw invalidInput([{ field: `activeMember.${f}`, message: `an amount with at most ${digits} decimals` }]);
          }
        }
        for (const p of Object.keys(next.links.rebateCap_bp) as (keyof typeof next.links.rebateCap_bp)[]) {
          if (next.links.rebateCap_bp[p] > next.rebateCeiling_bp[p]) {
            throw invalidInput([{ field: `links.rebateCap_bp.${p}`, message: 'a link cap at most the ceiling' }]);
          }
        }
        const now = deps.clock.now();
        await repo.saveSettings(q, merchant.id, next, now);
        await deps.audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'agents.settings', target: merchant.code, before: beforeRow ? before : null, after: next,
        });
        return view(next, now);
      });
    },

    async activeMemberRule(merchant, at) {
      const s = (await service.settings(deps.db, merchant.id)).activeMember;
      const day = merchantDay(at ?? deps.clock.now(), merchant.timeZone);
      const { fromDay, toDay } = periodOf(s.period, day);
      const digits = merchant.currency.minorDigits;
      return {
        period: s.period,
        minEffectiveBets_minor: decimalStringToMinor(s.minEffectiveBets, digits),
        minDeposits_minor: decimalStringToMinor(s.minDeposits, digits),
        both: s.rule === 'both',
        fromDay, toDay,
        from: dayStart(fromDay, merchant.timeZone),
        to: dayStart(addDays(toDay, 1), merchant.timeZone),
      };
    },
  };
  return service;
}

export interface AgentRatesAdminDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  members: MembersService;
  settings: AgentSettingsService;
}

/**
 * An operator sets an agent's rates (PUT /bo/agents/:merchant/rates/:username, audited
 * `agents.rates`): the only way a top agent (one without an upline agent) gets its rates. The
 * same rules hold as for an upline's edit: within the merchant's ceiling, at most the member's
 * upline minus the gap, never below what any of its direct downlines holds plus the gap; lowering
 * is an operator's right an upline does not have.
 */
export function createAgentRatesAdminService(deps: AgentRatesAdminDeps) {
  return {
    async setRates(merchant: Merchant, username: string, rates: AgentRates, operator: string): Promise<{ memberId: number; userName: string; rebates: AgentRates }> {
      return deps.db.tx(async (q) => {
        const found = await deps.members.byUsername(q, merchant.id, username);
        if (!found) throw new WpsError('not.found');
        const m = (await deps.members.lockMember(q, merchant.id, found.id))!;
        const s = await deps.settings.settings(q, merchant.id);
        const upline = m.parentAgentId;
        const rows = await repo.rates(q, merchant.id, upline ? [upline, m.id] : [m.id]);
        const rateOf = (id: number) => Object.fromEntries(rows.filter((r) => Number(r.member_id) === id).map((r) => [r.product, r.rate_bp]));
        const opener = upline ? rateOf(upline) : { ...s.rebateCeiling_bp, ...Object.fromEntries(Object.entries(s.rebateCeiling_bp).map(([p, v]) => [p, v + s.minGap_bp])) };
        const violations = checkNewDownline({ opener, requested: rates, ceiling: s.rebateCeiling_bp, gap_bp: s.minGap_bp });
        for (const [p, want] of Object.entries(rates) as [keyof AgentRates, number][]) {
          const floor = Math.max(0, ...(await repo.directRates(q, merchant.id, m.id, p))) ;
          if (floor > 0 && want < floor + s.minGap_bp) violations.push({ product: p, rule: 'lowered', min_bp: floor + s.minGap_bp });
        }
        if (violations.length) throw new WpsError('team.rebate.invalid', { violations });
        const before = rateOf(m.id);
        const now = deps.clock.now();
        for (const [p, v] of Object.entries(rates)) await repo.setRate(q, merchant.id, m.id, p, v, now);
        const after = { ...before, ...rates };
        await deps.audit.record(q, { at: now, operator, merchantId: merchant.id, action: 'agents.rates', target: `${merchant.code}/${m.username}`, before, after });
        return { memberId: m.id, userName: m.username, rebates: after };
      });
    },
  };
}
export type AgentRatesAdminService = ReturnType<typeof createAgentRatesAdminService>;

import { agentSettingsDefaults, agentSettingsPutSchema, boAgentsParamsSchema } from '@/platform/src/modules/agents/schema';
import { bool, check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg } from './command';

/** agents:settings|set: a merchant's agent rules (/bo/agents/:merchant/settings). */

type Settings = typeof agentSettingsDefaults;
const products = Object.keys(agentSettingsDefaults.rebateCeiling_bp) as (keyof Settings['rebateCeiling_bp'])[];

function bp(key: string, v: string): number {
  if (!/^\d{1,5}$/.test(v)) throw new OpsUsageError(`${key}: basis points, a whole number such as 50 (0.50 %)`);
  return Number(v);
}

function product(key: string, p: string): (typeof products)[number] {
  if (!(products as string[]).includes(p)) throw new OpsUsageError(`${key}: one of ${products.join(', ')}`);
  return p as (typeof products)[number];
}

/**
 * Applies agents:set's key=value settings over `base` and answers the top-level keys they touch
 * (the PUT replaces each whole, so the untouched parts of a key come from `base`).
 */
export function agentSettingsPut(base: Settings, assignments: string[]): Record<string, unknown> {
  const next: Settings = structuredClone(base);
  const touched = new Set<keyof Settings>();
  for (const a of assignments) {
    const [key, raw] = keyValue(a);
    const v = raw.trim();
    const [head, sub] = key.split('.', 2) as [string, string | undefined];
    if (key === 'minGap') { next.minGap_bp = bp(key, v); touched.add('minGap_bp'); }
    else if (key === 'transfers') { next.transfersEnabled = bool(key, v); touched.add('transfersEnabled'); }
    else if (head === 'ceiling' && sub) { next.rebateCeiling_bp[product(key, sub)] = bp(key, v); touched.add('rebateCeiling_bp'); }
    else if (head === 'linkCap' && sub) { next.links.rebateCap_bp[product(key, sub)] = bp(key, v); touched.add('links'); }
    else if (key === 'linksMax') { next.links.max = bp(key, v); touched.add('links'); }
    else if (key === 'quota.product') { next.openingQuota.product = product(key, v); touched.add('openingQuota'); }
    else if (key === 'quota') {
      next.openingQuota.bands = v === '' ? [] : v.split(',').map((b) => {
        const [rate, n] = b.split(':');
        if (rate === undefined || n === undefined) throw new OpsUsageError('quota: <minRate_bp>:<count>,... such as 780:2,750:5 (empty: no rationing)');
        return { minRate_bp: bp(key, rate), quota: bp(key, n) };
      });
      touched.add('openingQuota');
    } else if (key === 'active.period') {
      if (v !== 'day' && v !== 'week' && v !== 'month') throw new OpsUsageError('active.period: day, week or month');
      next.activeMember.period = v; touched.add('activeMember');
    } else if (key === 'active.bets') { next.activeMember.minEffectiveBets = v; touched.add('activeMember'); }
    else if (key === 'active.deposits') { next.activeMember.minDeposits = v; touched.add('activeMember'); }
    else if (key === 'active.rule') {
      if (v !== 'both' && v !== 'either') throw new OpsUsageError('active.rule: both or either');
      next.activeMember.rule = v; touched.add('activeMember');
    } else {
      throw new OpsUsageError(`unknown agent setting "${key}" (minGap, transfers, ceiling.<product>, linkCap.<product>, linksMax, quota, quota.product, active.period|bets|deposits|rule)`);
    }
  }
  return Object.fromEntries([...touched].map((k) => [k, next[k]]));
}

function describe(merchant: string, s: Settings & { updatedAt: string | null }): string {
  const rates = (r: Record<string, number>) => products.map((p) => `${p} ${r[p]}`).join(', ');
  return renderTable(['setting', 'value'], [
    ['merchant', merchant],
    ['rebate ceiling (bp)', rates(s.rebateCeiling_bp)],
    ['minimum gap (bp)', String(s.minGap_bp)],
    ['links', `at most ${s.links.max}; cap ${rates(s.links.rebateCap_bp)}`],
    ['opening quota', s.openingQuota.bands.length ? `${s.openingQuota.product}: ${s.openingQuota.bands.map((b) => `${b.quota} at >= ${b.minRate_bp}`).join(', ')}` : 'none'],
    ['transfers to downlines', s.transfersEnabled ? 'on' : 'off'],
    ['active member', `${s.activeMember.rule === 'both' ? 'bets >= ' + s.activeMember.minEffectiveBets + ' and' : 'bets >= ' + s.activeMember.minEffectiveBets + ' or'} deposits >= ${s.activeMember.minDeposits} a ${s.activeMember.period}`],
    ['updated', s.updatedAt ?? '(never configured)'],
  ]);
}

export const agentCommands = [
  defineCommand({
    name: 'agents:settings',
    args: '<merchant>',
    summary: 'the agent rules: rebate ceilings, gap, links, opening quota, transfers, active member',
    parse([merchant], o) {
      check(boAgentsParamsSchema, { merchant });
      return { command: 'agents:settings', merchant: merchant!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('GET', `/bo/agents/${seg(cmd.merchant)}/settings`)) as Settings & { updatedAt: string | null };
      print(cmd.json ? json(r) : describe(cmd.merchant, r));
    },
  }),
  defineCommand({
    name: 'agents:set',
    args: '<merchant> [settings...]',
    summary: 'change the agent rules (audited)',
    details: `Keys: minGap=<bp>                 how far below its upline a downline's rebate stays at least
      ceiling.<product>=<bp>       the highest rebate on a product (lottery, slots, live, sports, fishing, poker)
      linkCap.<product>=<bp>       the highest rebate a promotion link gives; linksMax=<0..3> links per agent
      quota=<bp>:<n>,...           at most n direct downlines at or above bp (empty: none); quota.product=<product>
      transfers=true|false         agents may transfer to their downlines (FUNDTRANS3)
      active.period=day|week|month active.bets=<amount> active.deposits=<amount> active.rule=both|either
Rates are basis points of the settled stake (50 = 0.50 %).
Example: agents:set demo minGap=10 ceiling.lottery=800 quota=780:2,750:5 transfers=true`,
    parse([merchant, ...assignments], o) {
      plain([merchant], 'usage: agents:set <merchant> [minGap=..] [ceiling.<product>=..] [linkCap.<product>=..] [quota=..] [transfers=..] [active.*=..]');
      check(boAgentsParamsSchema, { merchant });
      // Checked over the defaults here, so a bad value stops before any call; run applies them over the merchant's settings.
      check(agentSettingsPutSchema, agentSettingsPut(agentSettingsDefaults, assignments));
      return { command: 'agents:set', merchant: merchant!, assignments, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const path = `/bo/agents/${seg(cmd.merchant)}/settings`;
      const { updatedAt: _, ...current } = (await call('GET', path)) as Settings & { updatedAt: string | null };
      const r = (await call('PUT', path, agentSettingsPut(current, cmd.assignments))) as Settings & { updatedAt: string | null };
      print(cmd.json ? json(r) : describe(cmd.merchant, r));
    },
  }),
];

import { agentProducts } from '@/lib/wps/schemas/agent';
import { boRebateEarningsParamsSchema, boRebateEarningsQuerySchema, type BoRebateEarnings } from '@/platform/src/modules/agents';
import { boAgentRatesSchema } from '@/platform/src/modules/agents/schema';
import { check, defineCommand, json, keyValue, OpsUsageError, plain, renderTable, seg, single } from './command';

/** rebates:show|rate: a member's agent rebates (返点; GET /bo/agents/:merchant/rebates/:username). */

function render(v: BoRebateEarnings): string {
  const rates = v.rates.length ? v.rates.map((r) => `${r.product} ${(r.rateBp / 100).toFixed(2)}%`).join(', ') : 'none';
  const head = `${v.username} (member ${v.memberId}): rates ${rates}.
Rebate account: accrued ${v.accrued}, paid ${v.paid} in ${v.payments} payment${v.payments === 1 ? '' : 's'}, carried ${v.pending}.`;
  const days = v.days.length
    ? renderTable(['day', 'product', 'bets', 'earned'], v.days.map((d) => [d.day, d.product, String(d.bets), d.amount]))
    : 'No rebate earned in these days.';
  return `${head}\nEarned ${v.startDate} to ${v.endDate} (by the day its bet settled, rounded down to the minor unit):\n${days}`;
}

export const rebateCommands = [
  defineCommand({
    name: 'rebates:show',
    args: '<merchant> <username>',
    argumentHelp: { username: 'the member (an agent or a member of a team)' },
    summary: 'a member\'s agent rebate rates, rebate account and earnings by day',
    details: `The payouts run as the job agents.rebate (jobs:list <merchant> --job agents.rebate; jobs:rerun <merchant>
agents.rebate <hour 2026-11-24T08 | day 2026-11-24> pays whatever is missing, never twice).`,
    options: [
      { flags: '--from <day>', description: 'first day (YYYY-MM-DD; default 30 days before --to)' },
      { flags: '--to <day>', description: 'last day (YYYY-MM-DD; default today)' },
    ],
    parse([merchant, username], o) {
      plain([merchant, username], 'usage: rebates:show <merchant> <username> (npm run ops -- rebates:show --help)');
      check(boRebateEarningsParamsSchema, { merchant, username });
      const query: Record<string, string> = {};
      const from = single(o, '--from');
      const to = single(o, '--to');
      if (from !== undefined) query.startDate = from;
      if (to !== undefined) query.endDate = to;
      check(boRebateEarningsQuerySchema, query);
      return { command: 'rebates:show', merchant: merchant!, username: username!, query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const qs = new URLSearchParams(cmd.query).toString();
      const v = (await call('GET', `/bo/agents/${seg(cmd.merchant)}/rebates/${seg(cmd.username)}${qs ? `?${qs}` : ''}`)) as BoRebateEarnings;
      print(cmd.json ? json(v) : render(v));
    },
  }),
  defineCommand({
    name: 'rebates:rate',
    args: '<merchant> <username> <rates...>',
    argumentHelp: { username: 'the member (an agent or a member of a team)', rates: 'product=basis points, e.g. slots=120 lottery=200' },
    summary: 'sets a member\'s agent rebate rates per product (audited)',
    details: `Products: ${agentProducts.join(', ')}; basis points of the settled stake, 0 to 10000 (120 = 1.20 %).
The agents' rules hold for operators too (PUT /bo/agents/:merchant/rates/:username): within the merchant's ceiling,
at most the upline's rate minus the minimum gap, never below a direct downline's plus the gap (team.rebate.invalid).`,
    parse([merchant, username, ...assignments], o) {
      plain([merchant, username], 'usage: rebates:rate <merchant> <username> slots=120 lottery=200 ...');
      check(boRebateEarningsParamsSchema, { merchant, username });
      const rates: Record<string, number> = {};
      for (const a of assignments) {
        const [key, value] = keyValue(a);
        if (!(agentProducts as readonly string[]).includes(key)) throw new OpsUsageError(`${key}: the products are ${agentProducts.join(', ')}`);
        if (!/^\d{1,5}$/.test(value.trim())) throw new OpsUsageError(`${key}: expected basis points, a whole number (120 = 1.20 %)`);
        rates[key] = Number(value);
      }
      if (!Object.keys(rates).length) throw new OpsUsageError('rebates:rate needs at least one product=basis points');
      check(boAgentRatesSchema, { rebates: rates });
      return { command: 'rebates:rate', merchant: merchant!, username: username!, body: { rebates: rates }, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      await call('PUT', `/bo/agents/${seg(cmd.merchant)}/rates/${seg(cmd.username)}`, cmd.body);
      const v = (await call('GET', `/bo/agents/${seg(cmd.merchant)}/rebates/${seg(cmd.username)}`)) as BoRebateEarnings;
      print(cmd.json ? json(v) : render(v));
    },
  }),
];

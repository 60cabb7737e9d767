import type { ContractView } from '@/lib/wps/schemas/contracts';
import type { JobRun } from '@/platform/src/modules/jobs/schema';
import {
  boContractGrantSchema, boContractParamsSchema, boContractSettleSchema, boContractsParamsSchema, boContractsQuerySchema,
} from '@/platform/src/modules/contracts/schema';
import { check, dash, defineCommand, json, limitOption, OpsUsageError, plain, renderTable, seg, single } from './command';

/**
 * contracts:list|show|grant|cancel|settle|rerun: agents' salary contracts (/bo/contracts). A
 * settle or rerun is a run of the period's job (contracts.daily, contracts.hourly) in modules/jobs:
 * visible in jobs:list, audited job.rerun, paying nothing twice.
 */

interface PayoutView { period: string; teamBets: string; activeMembers: number; tierAmount: string; gross: string; downline: string; amount: string; ledgerEntryId: string | null }

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boContractsParamsSchema, { merchant });
  return merchant!;
}

const tiersText = (c: ContractView) => c.tiers.map((t) => `${t.bets}/${t.active}:${t.amount}`).join(' ');
const statusText = (c: ContractView) => (c.status === 'termination_requested' ? `ending (asked by ${c.terminationBy})` : c.status === 'cancelled' ? `cancelled (${c.endReason})` : c.status);

/** Tiers as `bets/active:amount,...` (active optional): 0:50,80000/2:80 → two tiers. */
export function parseTiers(text: string): { bets: string; active: number; amount: string }[] {
  return text.split(',').map((part) => {
    const m = /^(\d+(?:\.\d+)?)(?:\/(\d+))?:(\d+(?:\.\d+)?)$/.exec(part.trim());
    if (!m) throw new OpsUsageError(`tiers: "${part}" is not bets[/active]:amount (e.g. 0:50,80000/2:80)`);
    return { bets: m[1]!, active: m[2] ? Number(m[2]) : 0, amount: m[3]! };
  });
}

function periodCommand(name: 'contracts:settle' | 'contracts:rerun', summary: string, details: string) {
  return defineCommand({
    name,
    args: '<merchant> <kind> <period>',
    argumentHelp: { kind: 'daily or hourly', period: 'a merchant day 2026-11-24 (daily) or hour 2026-11-24T13 (hourly)' },
    summary,
    details,
    parse([merchant, kind, period], o) {
      const m = merchantArg(merchant, name);
      plain([kind, period], `usage: ${name} <merchant> <kind> <period> (npm run ops -- ${name} --help)`);
      const body = { kind: kind!, period: period! };
      check(boContractSettleSchema, body);
      return { command: name, merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', `/bo/contracts/${seg(cmd.merchant)}/settle`, cmd.body)) as JobRun;
      const result = r.result ? Object.entries(r.result).map(([k, v]) => `${k}=${v}`).join(' ') : dash(r.lastError);
      print(cmd.json ? json(r) : `${r.job} ${r.period}: ${r.status} after ${r.attempts} attempt${r.attempts === 1 ? '' : 's'} (${result})`);
    },
  });
}

export const contractCommands = [
  defineCommand({
    name: 'contracts:list',
    args: '<merchant>',
    summary: 'agents\' salary contracts of a merchant, newest first',
    options: [
      { flags: '--kind <kind>', description: 'daily or hourly' },
      { flags: '--status <status>', description: 'pending, signed, termination_requested or cancelled' },
      { flags: '--member <username>', description: 'only contracts this agent earns under or offered' },
      { flags: '--limit <n>', description: 'at most this many (default 50, at most 200)' },
    ],
    parse([merchant], o) {
      const m = merchantArg(merchant, 'contracts:list');
      const query: Record<string, string | number> = {};
      for (const k of ['kind', 'status', 'member'] as const) {
        const v = single(o, `--${k}`);
        if (v !== undefined) query[k] = v;
      }
      const limit = limitOption(o, 200);
      if (limit) query.limit = limit;
      check(boContractsQuerySchema, query);
      return { command: 'contracts:list', merchant: m, query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const qs = new URLSearchParams(Object.entries(cmd.query).map(([k, v]) => [k, String(v)])).toString();
      const rows = (await call('GET', `/bo/contracts/${seg(cmd.merchant)}${qs ? `?${qs}` : ''}`)) as ContractView[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['id', 'kind', 'agent', 'upline', 'status', 'tiers (bets/active:per 10,000)'],
          rows.map((c) => [c.id, c.kind, c.member, c.upline ?? '(merchant)', statusText(c), tiersText(c)]))
        : 'No contracts.');
    },
  }),
  defineCommand({
    name: 'contracts:show',
    args: '<merchant> <id>',
    summary: 'one contract with its payouts per period',
    parse([merchant, id], o) {
      const m = merchantArg(merchant, 'contracts:show');
      check(boContractParamsSchema, { merchant: m, id });
      return { command: 'contracts:show', merchant: m, id: id!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const v = (await call('GET', `/bo/contracts/${seg(cmd.merchant)}/${seg(cmd.id)}`)) as { contract: ContractView; payouts: PayoutView[] };
      if (cmd.json) return print(json(v));
      const c = v.contract;
      print(`${c.kind} contract ${c.id} of ${c.member} from ${c.upline ?? 'the merchant'}: ${statusText(c)}; tiers ${tiersText(c)}\n${v.payouts.length
        ? renderTable(['period', 'team bets', 'active', 'tier', 'gross', 'downlines', 'paid', 'entry'],
          v.payouts.map((p) => [p.period, p.teamBets, String(p.activeMembers), p.tierAmount, p.gross, p.downline, p.amount, dash(p.ledgerEntryId)]))
        : 'No payouts.'}`);
    },
  }),
  defineCommand({
    name: 'contracts:grant',
    args: '<merchant> <username> <kind> <tiers>',
    argumentHelp: { kind: 'daily or hourly', tiers: 'bets[/active]:amount per 10,000, comma-separated: 0:50,80000/2:80' },
    summary: 'gives an agent at the top of a chain the merchant\'s terms, signed at once (audited)',
    details: `A contract of the kind in force is replaced. The terms may not fall below what the agent already grants its downlines.`,
    parse([merchant, username, kind, tiers], o) {
      const m = merchantArg(merchant, 'contracts:grant');
      plain([username, kind, tiers], 'usage: contracts:grant <merchant> <username> <kind> <tiers> (npm run ops -- contracts:grant --help)');
      const body = { member: username!, kind: kind!, tiers: parseTiers(tiers!) };
      check(boContractGrantSchema, body);
      return { command: 'contracts:grant', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const c = (await call('POST', `/bo/contracts/${seg(cmd.merchant)}`, cmd.body)) as ContractView;
      print(cmd.json ? json(c) : `${c.kind} contract ${c.id} of ${c.member}: ${statusText(c)}; tiers ${tiersText(c)}`);
    },
  }),
  defineCommand({
    name: 'contracts:cancel',
    args: '<merchant> <id>',
    summary: 'ends a contract in any state but cancelled (audited)',
    parse([merchant, id], o) {
      const m = merchantArg(merchant, 'contracts:cancel');
      check(boContractParamsSchema, { merchant: m, id });
      return { command: 'contracts:cancel', merchant: m, id: id!, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const c = (await call('POST', `/bo/contracts/${seg(cmd.merchant)}/${seg(cmd.id)}/cancel`)) as ContractView;
      print(cmd.json ? json(c) : `${c.kind} contract ${c.id} of ${c.member}: ${statusText(c)}`);
    },
  }),
  periodCommand('contracts:settle', 'settles a period of salary contracts now, through the jobs (audited)',
    'For a period that has ended and was not settled yet (its run appears in jobs:list). What was paid is never paid again.'),
  periodCommand('contracts:rerun', 'settles a period again after a failure or a fix; pays only what is missing (audited)',
    'The run becomes pending and runs at once; refused (job.running) while another process holds the period.'),
];

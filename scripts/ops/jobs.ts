import { boJobRerunSchema, boJobsParamsSchema, boJobsQuerySchema, jobStatuses, type JobRun } from '@/platform/src/modules/jobs/schema';
import { check, dash, defineCommand, json, limitOption, plain, renderTable, seg, single } from './command';

/** jobs:list|rerun: the periodic settlement runs (/bo/jobs): the daily rebate and the like. */

function merchantArg(merchant: string | undefined, command: string): string {
  plain([merchant], `usage: ${command} <merchant> ... (npm run ops -- ${command} --help)`);
  check(boJobsParamsSchema, { merchant });
  return merchant!;
}

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '-');

function summary(r: JobRun): string {
  if (r.status === 'failed') return r.lastError ?? '';
  if (r.status === 'running') return `held by ${r.leaseOwner} until ${when(r.leaseExpiresAt)}`;
  return r.result ? Object.entries(r.result).map(([k, v]) => `${k}=${v}`).join(' ') : '';
}

function runLine(r: JobRun): string {
  return `${r.job} ${r.period}: ${r.status} after ${r.attempts} attempt${r.attempts === 1 ? '' : 's'}${summary(r) ? ` (${summary(r)})` : ''}`;
}

export const jobCommands = [
  defineCommand({
    name: 'jobs:list',
    args: '<merchant>',
    summary: 'the periodic settlement runs of a merchant (daily rebate, ...), newest first',
    details: `Each run is one job (vip.rebate, ...) for one period (a merchant day 2026-11-24, a month 2026-11):
  pending, running (the process holding it and until when), done (its summary) or failed (the error; retried
  after 1 min, doubling, 5 attempts, then it waits for jobs:rerun).`,
    options: [
      { flags: '--job <name>', description: 'only this job (vip.rebate)' },
      { flags: '--status <status>', description: `only runs in this status (${jobStatuses.join(', ')})` },
      { flags: '--limit <n>', description: 'at most this many (default 50, at most 200)' },
    ],
    parse([merchant], o) {
      const m = merchantArg(merchant, 'jobs:list');
      const query: Record<string, string | number> = {};
      const job = single(o, '--job');
      const status = single(o, '--status');
      const limit = limitOption(o, 200);
      if (job !== undefined) query.job = job;
      if (status !== undefined) query.status = status;
      if (limit) query.limit = limit;
      check(boJobsQuerySchema, query);
      return { command: 'jobs:list', merchant: m, query, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const qs = new URLSearchParams(Object.entries(cmd.query).map(([k, v]) => [k, String(v)])).toString();
      const rows = (await call('GET', `/bo/jobs/${seg(cmd.merchant)}${qs ? `?${qs}` : ''}`)) as JobRun[];
      if (cmd.json) return print(json(rows));
      print(rows.length
        ? renderTable(['job', 'period', 'status', 'attempts', 'finished', 'summary'],
          rows.map((r) => [r.job, r.period, r.status, String(r.attempts), when(r.finishedAt), dash(summary(r))]))
        : 'No runs.');
    },
  }),
  defineCommand({
    name: 'jobs:rerun',
    args: '<merchant> <job> <period>',
    argumentHelp: { job: 'the job\'s name (jobs:list shows them: vip.rebate)', period: 'the period: a merchant day 2026-11-24, or a month 2026-11' },
    summary: 'runs a period of a job again now; what it paid is not paid twice (audited)',
    details: `The run becomes pending and runs at once in the platform; the answer is the run after it.
Refused (job.running) while another process holds the period under a live lease.`,
    parse([merchant, job, period], o) {
      const m = merchantArg(merchant, 'jobs:rerun');
      plain([job, period], 'usage: jobs:rerun <merchant> <job> <period> (npm run ops -- jobs:rerun --help)');
      const body = { job: job!, period: period! };
      check(boJobRerunSchema, body);
      return { command: 'jobs:rerun', merchant: m, body, json: Boolean(o.json) };
    },
    async run(cmd, { call, print }) {
      const r = (await call('POST', `/bo/jobs/${seg(cmd.merchant)}/rerun`, cmd.body)) as JobRun;
      print(cmd.json ? json(r) : runLine(r));
    },
  }),
];

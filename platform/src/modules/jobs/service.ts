import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { WpsError } from '@/lib/wps/errors';
import type { AuditService, Clock, Merchant, MerchantService } from '../../context';
import type { Db } from '../../db';
import { invalidInput } from '../../errors';
import { jobsRepo as repo, type RunKey, type RunRow } from './repo';
import { jobLimits, retryDelay_ms, type JobDefinition, type JobOutcome, type JobRun, type JobSummary, type PeriodicJobs } from './schema';

/** Thrown by JobContext.heartbeat when another runner has taken the period over. */
export class JobLeaseLostError extends Error {
  constructor(readonly job: string, readonly period: string) {
    super(`the lease of ${job} ${period} was taken over by another runner`);
    this.name = 'JobLeaseLostError';
  }
}

export interface JobsDeps {
  db: Db;
  clock: Clock;
  /** Every merchant, to run each one's due periods. */
  merchants: MerchantService;
  /** The audit trail: an operator's rerun is recorded in its transaction. */
  audit: AuditService;
  /** This process's name in the lease column (host, pid and a random part unless a test names it). */
  owner: string;
  /** Where a failed attempt and a lost lease are told (main.ts: the log). */
  onError: (message: string) => void;
}

/** The runner name of this process: unique per start, readable in jobs:list. */
export function processOwner(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

function toRun(merchant: string, r: RunRow): JobRun {
  return {
    merchant, job: r.job, period: r.period, status: r.status, attempts: r.attempts, leaseOwner: r.lease_owner,
    leaseExpiresAt: iso(r.lease_expires_at), retryAt: iso(r.retry_at), result: r.result, lastError: r.last_error,
    requestedBy: r.requested_by, startedAt: iso(r.started_at), finishedAt: iso(r.finished_at),
    createdAt: iso(r.created_at)!, updatedAt: iso(r.updated_at)!,
  };
}

/**
 * The periodic runs (README.md). A period is claimed by one statement on job_runs (repo.claim),
 * so several processes over one PostgreSQL database never run it at the same time, and a run
 * whose process died is taken over when its lease expires. Within a process, one pass at a time.
 */
export function createJobsService(deps: JobsDeps): PeriodicJobs {
  const { db, clock, merchants, audit, owner, onError } = deps;
  const defs = new Map<string, JobDefinition>();
  let pass: Promise<JobOutcome[]> = Promise.resolve([]);

  /** Runs one claimed period: renews the lease on a timer, and records done or failed. */
  async function execute(def: JobDefinition, merchant: Merchant, key: RunKey, attempt: number, started: Date): Promise<JobOutcome> {
    let lost = false;
    let renewing: Promise<void> = Promise.resolve();
    const timer = setInterval(() => {
      renewing = repo.renew(db, key, owner, new Date(clock.now().getTime() + jobLimits.lease_ms), clock.now())
        .then((held) => { if (!held) lost = true; })
        .catch((e: Error) => onError(`renewing the lease of ${key.job} ${key.period} failed: ${e.message}`));
    }, Math.floor(jobLimits.lease_ms / 3));
    timer.unref();
    const base = { merchantId: key.merchantId, job: key.job, period: key.period };
    try {
      const result = await def.run({
        merchant, period: key.period, now: started, attempt,
        async heartbeat() {
          await renewing;
          if (lost) throw new JobLeaseLostError(key.job, key.period);
        },
      });
      clearInterval(timer);
      await renewing;
      if (await repo.finish(db, key, owner, result, clock.now())) return { ...base, outcome: 'done', result };
      onError(`${key.job} ${key.period} of merchant ${key.merchantId} finished after another runner took it over`);
      return { ...base, outcome: 'lease_lost', result };
    } catch (e) {
      clearInterval(timer);
      await renewing;
      if (e instanceof JobLeaseLostError) return { ...base, outcome: 'lease_lost' };
      const message = String((e as Error)?.message ?? e).slice(0, jobLimits.error_chars_max);
      const delay = retryDelay_ms(attempt);
      const now = clock.now();
      await repo.fail(db, key, owner, message, delay === null ? null : new Date(now.getTime() + delay), now);
      onError(`${key.job} ${key.period} of merchant ${key.merchantId} failed (attempt ${attempt}): ${message}`);
      return { ...base, outcome: 'failed', error: message };
    }
  }

  /** Claims the period and, when this process got it, runs it. */
  async function claimAndRun(def: JobDefinition, merchant: Merchant, period: string): Promise<JobOutcome> {
    const key = { merchantId: merchant.id, job: def.name, period };
    const now = clock.now();
    const attempt = await repo.claim(db, key, owner, new Date(now.getTime() + jobLimits.lease_ms), now);
    if (attempt === null) return { ...key, job: def.name, outcome: 'not_claimed' };
    return execute(def, merchant, key, attempt, now);
  }

  async function duePass(filter: { merchantId?: number; job?: string }): Promise<JobOutcome[]> {
    const out: JobOutcome[] = [];
    const jobs = [...defs.values()].filter((d) => !filter.job || d.name === filter.job);
    if (!jobs.length) return out;
    for (const { code } of await merchants.list()) {
      const merchant = await merchants.byCode(code);
      if (!merchant || (filter.merchantId !== undefined && merchant.id !== filter.merchantId)) continue;
      for (const def of jobs) {
        const now = clock.now();
        const due = def.duePeriods(merchant, now);
        const open = await repo.openPeriods(db, merchant.id, def.name, now, jobLimits.open_periods_max);
        const periods = [...new Set([...open, ...due])].sort();
        if (!periods.length) continue;
        // One read spares a claim statement per period already settled (the usual case).
        const known = new Map((await repo.runsOf(db, merchant.id, def.name, periods)).map((r) => [r.period, r]));
        for (const period of periods) {
          const r = known.get(period);
          if (r && (r.status === 'done' || (r.status === 'failed' && (r.retry_at === null || new Date(r.retry_at) > now)))) continue;
          if (r?.status === 'running' && new Date(r.lease_expires_at!) > now) continue;
          out.push(await claimAndRun(def, merchant, period));
        }
      }
    }
    return out;
  }

  function runDue(filter: { merchantId?: number; job?: string } = {}): Promise<JobOutcome[]> {
    // Passes of one process queue behind each other: a timer tick during a long pass waits.
    pass = pass.catch(() => []).then(() => duePass(filter));
    return pass;
  }

  function definition(job: string): JobDefinition | undefined {
    return defs.get(job);
  }

  return {
    register(def) {
      if (defs.has(def.name)) throw new Error(`job ${def.name} is registered twice`);
      defs.set(def.name, def);
    },

    names: () => [...defs.keys()].sort(),

    runDue,

    start(interval_ms, first_ms = interval_ms) {
      let stopped = false;
      const tick = () => {
        if (stopped) return;
        runDue().catch((e: Error) => onError(`a pass of the periodic runs failed: ${e.message}`));
      };
      const first = setTimeout(tick, first_ms);
      const every = setInterval(tick, interval_ms);
      first.unref();
      every.unref();
      return {
        async stop() {
          stopped = true;
          clearTimeout(first);
          clearInterval(every);
          await pass.catch(() => undefined);
        },
      };
    },

    async list(merchant, filter) {
      const rows = await repo.list(db, merchant.id, { ...filter, limit: Math.min(filter.limit ?? jobLimits.bo_list_default, jobLimits.bo_list_max) });
      return rows.map((r) => toRun(merchant.code, r));
    },

    async rerun(merchant, job, period, operator) {
      const def = definition(job);
      if (!def) throw invalidInput([{ field: 'job', message: `unknown job (${[...defs.keys()].sort().join(', ') || 'none registered'})` }]);
      const now = clock.now();
      if (!def.acceptsPeriod(merchant, period, now)) throw invalidInput([{ field: 'period', message: 'not a period of this job that has ended' }]);
      const key = { merchantId: merchant.id, job, period };
      await db.tx(async (q) => {
        const before = await repo.run(q, key, true);
        if (before?.status === 'running' && new Date(before.lease_expires_at!) > now) {
          throw new WpsError('job.running', { leaseOwner: before.lease_owner, leaseExpiresAt: iso(before.lease_expires_at) });
        }
        await repo.requestRerun(q, key, operator, now);
        await audit.record(q, {
          at: now, operator, merchantId: merchant.id, action: 'job.rerun', target: `${job}:${period}`,
          before: before ? { status: before.status, attempts: before.attempts, result: before.result } : null, after: { status: 'pending' },
        });
      });
      await runDue({ merchantId: merchant.id, job });
      return toRun(merchant.code, (await repo.run(db, key, false))!);
    },
  };
}

export type { JobSummary };

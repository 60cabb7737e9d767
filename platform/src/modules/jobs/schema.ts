import { z } from 'zod';

export type { JobContext, JobDefinition, JobOutcome, JobRun, JobSummary, PeriodicJobs } from '../../context';

const minute_ms = 60_000;

/** Limits of the periodic runs (TigerStyle: a bound on everything). */
export const jobLimits = {
  /**
   * How long a claim holds a period without being renewed. The runner renews it every third of
   * this while the work goes on, so only a process that died or stalled loses it; another then
   * takes the period over once it has expired.
   */
  lease_ms: 5 * minute_ms,
  /** Attempts of a failing period before it waits for an operator (jobs:rerun). */
  attempts_max: 5,
  /** The wait before a failed attempt is retried: 1 min, doubled per attempt, at most 1 h. */
  retry_first_ms: minute_ms,
  retry_max_ms: 60 * minute_ms,
  /** Periods outside the due window (reruns, retries, expired leases) one pass takes up per merchant and job. */
  open_periods_max: 100,
  /** Runs a /bo list answers at most (50 without a limit). */
  bo_list_max: 200,
  bo_list_default: 50,
  /** The error text kept on a failed run. */
  error_chars_max: 2000,
} as const;

/** The wait before attempt `attempts + 1` of a period whose attempt `attempts` failed, or null when it waits for an operator. */
export function retryDelay_ms(attempts: number): number | null {
  if (attempts >= jobLimits.attempts_max) return null;
  return Math.min(jobLimits.retry_max_ms, jobLimits.retry_first_ms * 2 ** Math.max(0, attempts - 1));
}

export const jobStatuses = ['pending', 'running', 'done', 'failed'] as const;

const jobName = z.string().trim().regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'a job name such as vip.rebate');
const period = z.string().trim().min(1).max(32).regex(/^[0-9A-Za-z:_-]+$/, 'a period such as 2026-11-24');

/** /bo/jobs/:merchant */
export const boJobsParamsSchema = z.object({ merchant: z.string().trim().min(1).max(64) }).strict();

/** GET /bo/jobs/:merchant?job=&status=&limit= */
export const boJobsQuerySchema = z
  .object({
    job: jobName.optional(),
    status: z.enum(jobStatuses).optional(),
    limit: z.coerce.number().int().min(1).max(jobLimits.bo_list_max).optional(),
  })
  .strict();

/** POST /bo/jobs/:merchant/rerun {job, period} */
export const boJobRerunSchema = z.object({ job: jobName, period }).strict();
export type BoJobRerun = z.infer<typeof boJobRerunSchema>;

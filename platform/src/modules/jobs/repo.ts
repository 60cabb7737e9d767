import type { Queryable } from '../../db';
import type { JobRun, JobSummary } from './schema';

/** Plain SQL over job_runs (migration 041), one statement per method. */

export interface RunRow {
  merchant_id: number;
  job: string;
  period: string;
  status: JobRun['status'];
  lease_owner: string | null;
  lease_expires_at: Date | string | null;
  attempts: number;
  retry_at: Date | string | null;
  result: JobSummary | null;
  last_error: string | null;
  requested_by: string | null;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const columns = `merchant_id, job, period, status, lease_owner, lease_expires_at, attempts, retry_at, result, last_error,
  requested_by, started_at, finished_at, created_at, updated_at`;

export interface RunKey {
  merchantId: number;
  job: string;
  period: string;
}

export const jobsRepo = {
  /** The runs of these periods of one job (the runner skips the done ones without claiming). */
  async runsOf(q: Queryable, merchantId: number, job: string, periods: string[]): Promise<RunRow[]> {
    const r = await q.query<RunRow>(`SELECT ${columns} FROM job_runs WHERE merchant_id = $1 AND job = $2 AND period = ANY($3::text[])`,
      [merchantId, job, periods]);
    return r.rows;
  },

  /**
   * Periods of one job that wait for a runner whatever their age: asked again by an operator,
   * failed and due for a retry, or left running under an expired lease. Oldest first.
   */
  async openPeriods(q: Queryable, merchantId: number, job: string, now: Date, limit: number): Promise<string[]> {
    const r = await q.query<{ period: string }>(
      `SELECT period FROM job_runs WHERE merchant_id = $1 AND job = $2
         AND (status = 'pending' OR (status = 'failed' AND retry_at <= $3) OR (status = 'running' AND lease_expires_at <= $3))
       ORDER BY period LIMIT $4`,
      [merchantId, job, now, limit]);
    return r.rows.map((x) => x.period);
  },

  async run(q: Queryable, k: RunKey, lock: boolean): Promise<RunRow | null> {
    const r = await q.query<RunRow>(
      `SELECT ${columns} FROM job_runs WHERE merchant_id = $1 AND job = $2 AND period = $3${lock ? ' FOR UPDATE' : ''}`,
      [k.merchantId, k.job, k.period]);
    return r.rows[0] ?? null;
  },

  /**
   * Claims a period for `owner` until `leaseUntil`, in one statement: a new row, or an existing
   * one that is pending, failed and due for a retry, or running under a lease that has expired.
   * Two runners claiming at once conflict on the primary key; the second waits for the first's
   * row and then finds it running under a live lease, so exactly one of them gets a row back.
   * Answers the attempt number, or null when the period is not claimable.
   */
  async claim(q: Queryable, k: RunKey, owner: string, leaseUntil: Date, now: Date): Promise<number | null> {
    const r = await q.query<{ attempts: number }>(
      `INSERT INTO job_runs AS r (merchant_id, job, period, status, lease_owner, lease_expires_at, attempts, started_at, created_at, updated_at)
       VALUES ($1, $2, $3, 'running', $4, $5, 1, $6, $6, $6)
       ON CONFLICT (merchant_id, job, period) DO UPDATE
         SET status = 'running', lease_owner = $4, lease_expires_at = $5, attempts = r.attempts + 1, retry_at = NULL,
             started_at = $6, finished_at = NULL, updated_at = $6
       WHERE r.status = 'pending'
          OR (r.status = 'failed' AND r.retry_at IS NOT NULL AND r.retry_at <= $6)
          OR (r.status = 'running' AND r.lease_expires_at <= $6)
       RETURNING r.attempts`,
      [k.merchantId, k.job, k.period, owner, leaseUntil, now]);
    return r.rows[0]?.attempts ?? null;
  },

  /** Extends the lease while `owner` still holds it; false when it was taken over. */
  async renew(q: Queryable, k: RunKey, owner: string, leaseUntil: Date, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE job_runs SET lease_expires_at = $5, updated_at = $6
       WHERE merchant_id = $1 AND job = $2 AND period = $3 AND status = 'running' AND lease_owner = $4`,
      [k.merchantId, k.job, k.period, owner, leaseUntil, now]);
    return r.rowCount === 1;
  },

  /** Marks the period done with its summary, if `owner` still holds it. */
  async finish(q: Queryable, k: RunKey, owner: string, result: JobSummary, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE job_runs SET status = 'done', lease_owner = NULL, lease_expires_at = NULL, result = $5::jsonb, last_error = NULL,
         finished_at = $6, updated_at = $6
       WHERE merchant_id = $1 AND job = $2 AND period = $3 AND status = 'running' AND lease_owner = $4`,
      [k.merchantId, k.job, k.period, owner, JSON.stringify(result), now]);
    return r.rowCount === 1;
  },

  /** Marks the attempt failed, retried from `retryAt` (null: only by an operator), if `owner` still holds it. */
  async fail(q: Queryable, k: RunKey, owner: string, error: string, retryAt: Date | null, now: Date): Promise<boolean> {
    const r = await q.query(
      `UPDATE job_runs SET status = 'failed', lease_owner = NULL, lease_expires_at = NULL, last_error = $5, retry_at = $6,
         finished_at = $7, updated_at = $7
       WHERE merchant_id = $1 AND job = $2 AND period = $3 AND status = 'running' AND lease_owner = $4`,
      [k.merchantId, k.job, k.period, owner, error, retryAt, now]);
    return r.rowCount === 1;
  },

  /** An operator's rerun: the period becomes pending (a new row for a period never run). */
  async requestRerun(q: Queryable, k: RunKey, operator: string, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO job_runs AS r (merchant_id, job, period, status, requested_by, created_at, updated_at)
       VALUES ($1, $2, $3, 'pending', $4, $5, $5)
       ON CONFLICT (merchant_id, job, period) DO UPDATE
         SET status = 'pending', lease_owner = NULL, lease_expires_at = NULL, retry_at = NULL, requested_by = $4, updated_at = $5`,
      [k.merchantId, k.job, k.period, operator, now]);
  },

  async list(q: Queryable, merchantId: number, f: { job?: string; status?: string; limit: number }): Promise<RunRow[]> {
    const r = await q.query<RunRow>(
      `SELECT ${columns} FROM job_runs WHERE merchant_id = $1 AND ($2::text IS NULL OR job = $2) AND ($3::text IS NULL OR status = $3)
       ORDER BY updated_at DESC, job, period DESC LIMIT $4`,
      [merchantId, f.job ?? null, f.status ?? null, f.limit]);
    return r.rows;
  },
};

-- Periodic settlement runs (platform/src/modules/jobs): one row per merchant, job and period
-- (a merchant day '2026-11-24', a month '2026-11', ...), whoever runs it. The row is the claim:
-- a runner takes a period by writing its name and a lease expiry into it, renews the lease while
-- it works, and marks the row done with a summary. A runner that dies leaves a lease that
-- expires, and the next runner takes the period over; the work itself is idempotent (ledger
-- keys), so a period run again pays nothing twice. The table gives visibility and spares
-- duplicate work; it is not what keeps money exactly once.
CREATE TABLE job_runs (
  merchant_id       integer NOT NULL REFERENCES merchants (id),
  job               text NOT NULL CHECK (job ~ '^[a-z][a-z0-9_.-]{0,63}$'),
  period            text NOT NULL CHECK (char_length(period) BETWEEN 1 AND 32),
  -- pending: due, or asked again by an operator; running: leased to lease_owner until
  -- lease_expires_at; done: finished (result); failed: the last attempt threw (last_error),
  -- retried from retry_at, or only by an operator once retry_at is null.
  status            text NOT NULL CHECK (status IN ('pending', 'running', 'done', 'failed')),
  lease_owner       text CHECK (char_length(lease_owner) <= 200),
  lease_expires_at  timestamptz,
  attempts          integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  retry_at          timestamptz,
  result            jsonb,
  last_error        text CHECK (char_length(last_error) <= 2000),
  -- The operator who last asked for this period again (jobs:rerun), audited as job.rerun.
  requested_by      text,
  started_at        timestamptz,
  finished_at       timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, job, period),
  CHECK ((status = 'running') = (lease_owner IS NOT NULL AND lease_expires_at IS NOT NULL))
);

-- The back office lists a merchant's runs newest first.
CREATE INDEX job_runs_recent ON job_runs (merchant_id, updated_at DESC);

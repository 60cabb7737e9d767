-- The merchant's time zone and the daily sign-in (platform/src/modules/signin). Runs on PGlite
-- and PostgreSQL 15.

-- The merchant's day: daily rewards (sign-in, rebates) count in calendar days of this IANA zone
-- (lib/time/merchant-day.ts). The merchants module checks the name when an operator sets it.
ALTER TABLE merchants ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC' CHECK (length(time_zone) BETWEEN 1 AND 64);

-- A merchant's sign-in rules: the reward of each day of the 7-day cycle (day 7 the big one),
-- the wagering multiple of those rewards (0 = cash), and what the member must have done that
-- merchant day before signing in (nothing, a deposit of at least requirement_minor, or settled
-- real-money stakes of at least requirement_minor). No row: sign-in is off.
CREATE TABLE signin_settings (
  merchant_id       integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  enabled           boolean NOT NULL DEFAULT false,
  amounts_minor     bigint[] NOT NULL CHECK (cardinality(amounts_minor) = 7 AND 0 <= ALL (amounts_minor)),
  wagering_multiple numeric(6, 2) NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  requirement       text NOT NULL DEFAULT 'none' CHECK (requirement IN ('none', 'deposit', 'turnover')),
  requirement_minor bigint NOT NULL DEFAULT 0 CHECK (requirement_minor >= 0),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

-- One row per member and merchant day signed: the primary key is what makes a sign-in once a
-- day, whatever number of taps race for it. streak counts consecutive days up to this one;
-- cycle_day is the day of the 7-day strip it paid (streak 8 starts the strip again at 1).
-- grant_id: the reward granted (modules/rewards), null when that day's reward is 0.
CREATE TABLE signin_days (
  merchant_id  integer NOT NULL,
  member_id    bigint NOT NULL,
  day          date NOT NULL,
  streak       integer NOT NULL CHECK (streak >= 1),
  cycle_day    smallint NOT NULL CHECK (cycle_day BETWEEN 1 AND 7),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  grant_id     text,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id, day),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- modules/payments' read view for other modules (its README, "Read views"): the deposits that
-- were credited, with what was credited and when. The sign-in counts a day's deposits in it.
CREATE VIEW credited_deposits AS
  SELECT merchant_id, member_id, id AS deposit_id, currency, COALESCE(paid_minor, amount_minor) AS credited_minor, completed_at AS credited_at
  FROM deposits
  WHERE status = 'approved';

-- Exact jackpot funding (platform/src/modules/jackpot). A round owes the pool stake × share_bp
-- ten-thousandths of a minor unit: the house slot's smallest bet (20 minor units) at 1 % owes a
-- fifth of a unit, which rounded down per round was nothing, so small stakes never funded the
-- pool. What rounds owe now adds up per house bucket (spread like the house accounts, so rounds
-- of different members do not lock one row), and the ledger moves each whole unit as it
-- completes: a bucket's contributions are always floor(its total owed / 10 000).

CREATE TABLE jackpot_owed (
  merchant_id integer NOT NULL,
  currency    text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  bucket      smallint NOT NULL CHECK (bucket >= 0),
  -- Σ stake_minor × share_bp of the bucket's counted rounds.
  owed_bp     bigint NOT NULL CHECK (owed_bp >= 0),
  PRIMARY KEY (merchant_id, currency, bucket),
  FOREIGN KEY (merchant_id, currency) REFERENCES jackpot_pools (merchant_id, currency)
);

-- Each round counted once: a settle retried after a crash or a lost answer adds nothing again,
-- also when the round completed no unit (no ledger entry to recognise it by).
CREATE TABLE jackpot_rounds (
  merchant_id    integer NOT NULL,
  vendor         text NOT NULL,
  transaction_id text NOT NULL,
  owed_bp        bigint NOT NULL CHECK (owed_bp >= 0),
  created_at     timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, vendor, transaction_id)
);

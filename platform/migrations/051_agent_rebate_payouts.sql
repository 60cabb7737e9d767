-- Rebate (返点) payouts of the agents' tree (platform/src/modules/agents, issue 20; the module's
-- README, "Rebate payouts"). Every settled real-money bet pays its member's own rate and each
-- ancestor the difference between its rate and the rate of the child below it on the line
-- (agent_rebates, basis points of the stake), from the merchant's house_rebate account, by the
-- periodic job agents.rebate over settled bets (never inside the wallet's group commit).

-- The ledger's part (modules/ledger owns ledger_accounts): a new house kind, house_rebate, that
-- the payouts come from (it may go negative like every house account: it is the merchant's cost).
-- The kinds are added to whatever list the constraint holds when this runs, not rewritten from a
-- copy, so another migration adding a kind in parallel (other helpers of issue 20) keeps its own.
DO $$
DECLARE
  def text;
BEGIN
  SELECT pg_get_constraintdef(oid) INTO def FROM pg_constraint
   WHERE conrelid = 'ledger_accounts'::regclass AND conname = 'ledger_accounts_kind_check';
  IF def IS NULL OR def NOT LIKE '%ARRAY[%' THEN
    RAISE EXCEPTION 'ledger_accounts_kind_check has an unexpected form: %', def;
  END IF;
  IF def NOT LIKE '%''house_rebate''%' THEN
    EXECUTE 'ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check';
    EXECUTE 'ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check '
      || replace(def, 'ARRAY[', 'ARRAY[''house_rebate''::text, ');
  END IF;
END
$$;

-- modules/vendor-wallet's read view gains the bet's own key (its README, "Read views"): a rebate
-- is recorded per bet, and (merchant_id, vendor, transaction_id) is the bet's primary key. The
-- columns before it are unchanged (CREATE OR REPLACE VIEW may only add columns at the end).
CREATE OR REPLACE VIEW real_money_bets AS
  SELECT merchant_id, member_id, vendor, game_id, stake_minor, payout_minor, status, created_at, settled_at, transaction_id
  FROM bets
  WHERE NOT play_money;

-- One row per (settled bet, beneficiary) that earned a rebate: the bettor itself (its own rate)
-- or an ancestor (its rate minus the rate of the child below it on the line; a difference of 0 or
-- less earns nothing and has no row). accrued_e4 is the exact amount in 1/10000 minor units
-- (stake_minor x diff_bp, basis points being 1/10000): nothing is rounded per bet. The row is
-- written in the same transaction as the beneficiary's balance and the ledger entry that pays
-- the whole minor units, so a bet pays each beneficiary once: a second run finds the row (or
-- waits for the first run's transaction and then finds it) and pays nothing.
CREATE TABLE agent_rebate_accruals (
  merchant_id     integer NOT NULL,
  vendor          text NOT NULL,
  transaction_id  text NOT NULL,
  beneficiary_id  bigint NOT NULL,
  bettor_id       bigint NOT NULL,
  -- How far above the bettor the beneficiary stands (0: its own bet).
  depth           integer NOT NULL CHECK (depth >= 0),
  -- The beneficiary's direct downline on the bettor's line when the bet was rebated (NULL: its own
  -- bet): the team rebate screen sums per direct downline.
  via_member_id   bigint,
  product         text NOT NULL CHECK (product IN ('lottery', 'slots', 'live', 'sports', 'fishing', 'poker')),
  stake_minor     bigint NOT NULL CHECK (stake_minor > 0),
  rate_bp         integer NOT NULL CHECK (rate_bp BETWEEN 1 AND 10000),
  diff_bp         integer NOT NULL CHECK (diff_bp BETWEEN 1 AND 10000),
  -- numeric: a stake near the wallet's limit (10^15 minor units) times 10^4 passes bigint's range.
  accrued_e4      numeric(38, 0) NOT NULL CHECK (accrued_e4 > 0),
  -- The merchant day (its time zone) the bet settled on: the rebate screens' days.
  day             date NOT NULL,
  settled_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, vendor, transaction_id, beneficiary_id),
  CHECK ((depth = 0) = (via_member_id IS NULL) AND (depth = 0) = (bettor_id = beneficiary_id)),
  CHECK (accrued_e4 = stake_minor::numeric * diff_bp),
  FOREIGN KEY (merchant_id, beneficiary_id) REFERENCES members (merchant_id, id)
);
-- An agent's earnings by day (the agent rebate screen, the team rebate screen, rebates:show).
CREATE INDEX agent_rebate_accruals_earner ON agent_rebate_accruals (merchant_id, beneficiary_id, day);

-- Each beneficiary's running account of rebates: everything accrued (1/10000 minor units), the
-- whole minor units paid, and the remainder carried to the next payment (below one minor unit).
-- The CHECK is the bookkeeping rule itself: accrued = paid x 10000 + carry, so no fraction is
-- ever lost or invented. payments counts the ledger entries: the next entry's idempotency key.
CREATE TABLE agent_rebate_balances (
  merchant_id  integer NOT NULL,
  member_id    bigint NOT NULL,
  accrued_e4   numeric(38, 0) NOT NULL CHECK (accrued_e4 >= 0),
  paid_minor   bigint NOT NULL CHECK (paid_minor >= 0),
  carry_e4     integer NOT NULL CHECK (carry_e4 BETWEEN 0 AND 9999),
  payments     bigint NOT NULL CHECK (payments >= 0),
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id),
  CHECK (accrued_e4 = paid_minor::numeric * 10000 + carry_e4),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id)
);

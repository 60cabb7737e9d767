-- The jackpot (platform/src/modules/jackpot): a real pool per merchant and currency, held in the
-- ledger as house_jackpot accounts (spread over the house buckets like every house account),
-- funded by a share of each settled in-house stake out of house_game, and paid whole to the
-- member whose round triggers it. Money itself moves only through ledger_post (migration 013);
-- these tables hold the pool's settings and the record of its wins.

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('member_wallet',
  'house_deposit_clearing', 'house_withdrawal_clearing', 'house_game', 'house_bonus', 'house_adjustment', 'house_play_money',
  'house_jackpot'));

-- One pool per merchant and currency. Its amount is not stored here: it is the sum of the
-- merchant's house_jackpot accounts in that currency (the ledger is the only truth of money).
CREATE TABLE jackpot_pools (
  merchant_id       integer NOT NULL REFERENCES merchants (id),
  currency          text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Share of each settled real stake of a funding game that goes to the pool, in basis points (100 = 1 %).
  share_bp          integer NOT NULL CHECK (share_bp BETWEEN 0 AND 1000),
  -- A paid round triggers the jackpot with probability 1 / odds (drawn from the round's fair stream).
  odds              integer NOT NULL CHECK (odds BETWEEN 1 AND 1000000000),
  -- The wallet vendor and its game ids that fund and pay the pool.
  vendor            text NOT NULL CHECK (vendor ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  games             text[] NOT NULL CHECK (cardinality(games) BETWEEN 1 AND 50),
  last_win_minor    bigint CHECK (last_win_minor IS NULL OR last_win_minor > 0),
  last_win_at       timestamptz,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, currency)
);

-- Every jackpot paid: for the winner board and the operator. One per triggering round.
CREATE TABLE jackpot_wins (
  merchant_id    integer NOT NULL,
  id             bigserial NOT NULL,
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  member_id      bigint NOT NULL,
  vendor         text NOT NULL,
  game_id        text NOT NULL,
  -- The vendor's bet transaction of the round that triggered it.
  transaction_id text NOT NULL,
  amount_minor   bigint NOT NULL CHECK (amount_minor > 0),
  -- The ledger entry that paid it.
  entry_id       bigint NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, vendor, transaction_id)
);

CREATE INDEX jackpot_wins_time ON jackpot_wins (merchant_id, created_at);

-- The house slot's side of it: the odds in force when a round was decided (null: no pool, or
-- free play), whether its fair stream drew the jackpot, and whether the round's contribution
-- and payout are still to be settled (a crash after the win leaves it to the next call).
ALTER TABLE house_rounds ADD COLUMN jackpot_odds integer CHECK (jackpot_odds IS NULL OR jackpot_odds >= 1);
ALTER TABLE house_rounds ADD COLUMN jackpot_hit boolean NOT NULL DEFAULT false;
ALTER TABLE house_rounds ADD COLUMN jackpot_due boolean NOT NULL DEFAULT false;
CREATE INDEX house_rounds_jackpot_due ON house_rounds (merchant_id, token_hash) WHERE jackpot_due;

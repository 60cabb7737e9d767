-- The seamless-wallet API that game vendors call (platform/src/modules/vendor-wallet): the
-- vendors a merchant plays with, the game sessions handed to them, the bets they took and
-- the answers given to each of their transactions. Money itself moves only through the
-- ledger (migration 007). Runs on PGlite and PostgreSQL 15. Rows lead with merchant_id so
-- the schema can later be distributed by merchant.

CREATE TABLE vendors (
  merchant_id     integer NOT NULL REFERENCES merchants (id),
  -- The merchant's code, copied at creation (merchant codes never change): a vendor's call
  -- names no merchant, so the wallet finds the merchant's currency through this.
  merchant_code   text NOT NULL,
  -- The vendor as it appears in /vendor/<code>/wallet/... and in house_game accounts.
  code            text NOT NULL CHECK (code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  name            text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The HMAC key the vendor signs with, sealed with the platform's secret box.
  secret_enc      text NOT NULL,
  enabled         boolean NOT NULL DEFAULT true,
  -- The largest stake one bet may carry; null: no limit of the vendor's own.
  max_stake_minor bigint CHECK (max_stake_minor IS NULL OR max_stake_minor > 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, code)
);

-- A call names only the vendor: its signature is checked against the vendors of that code.
CREATE INDEX vendors_code ON vendors (code);

-- One game launch: the token handed to the vendor, stored only as its sha256.
CREATE TABLE game_sessions (
  merchant_id integer NOT NULL,
  token_hash  text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  member_id   bigint NOT NULL,
  vendor      text NOT NULL,
  game_id     text NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, token_hash),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id),
  FOREIGN KEY (merchant_id, vendor) REFERENCES vendors (merchant_id, code)
);

CREATE INDEX game_sessions_member ON game_sessions (merchant_id, member_id, created_at);

-- One bet per vendor bet transaction, for records, hot games, the winner board and agents.
-- A rollback that arrives before its bet leaves a row here too (status rolled_back, stake 0):
-- the tombstone that voids the bet when it comes. Members and merchants are plain ids: the
-- insert is on every bet's path and a foreign key would share-lock their rows each time.
CREATE TABLE bets (
  merchant_id             integer NOT NULL,
  member_id               bigint NOT NULL,
  vendor                  text NOT NULL,
  -- The vendor's id of the bet transaction.
  transaction_id          text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 128),
  game_id                 text NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  round_id                text NOT NULL CHECK (length(round_id) BETWEEN 1 AND 128),
  stake_minor             bigint NOT NULL CHECK (stake_minor >= 0),
  payout_minor            bigint NOT NULL DEFAULT 0 CHECK (payout_minor >= 0),
  status                  text NOT NULL CHECK (status IN ('open', 'settled', 'rolled_back')),
  currency                text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Trial members bet play money: real reports leave these rows out.
  play_money              boolean NOT NULL,
  win_transaction_id      text,
  rollback_transaction_id text,
  created_at              timestamptz NOT NULL DEFAULT now(),
  settled_at              timestamptz,
  PRIMARY KEY (merchant_id, vendor, transaction_id),
  CHECK ((status = 'open') = (settled_at IS NULL))
);

-- A member's bets by time (betting records, agents' reports).
CREATE INDEX bets_member_time ON bets (merchant_id, member_id, created_at);
-- Bets of a game in a recent window (hot games, the winner board).
CREATE INDEX bets_game_time ON bets (merchant_id, game_id, created_at);

-- The answer given to each accepted vendor transaction, kept as sent so that a replay (same
-- transaction id, same parameters) gets the same bytes back and moves nothing.
CREATE TABLE vendor_transactions (
  merchant_id    integer NOT NULL,
  vendor         text NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  transaction_id text NOT NULL CHECK (length(transaction_id) BETWEEN 1 AND 128),
  member_id      bigint NOT NULL,
  -- sha256 of the call's parameters: a replay must carry the same ones.
  params_hash    text NOT NULL,
  -- The JSON answer as sent; empty while the transaction that claimed the id is running.
  answer         text NOT NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor, kind, transaction_id)
);

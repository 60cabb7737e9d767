-- The in-house game vendor (platform/src/vendors/house): a game server that reaches the
-- member's money only through the seamless-wallet API, like any vendor. Its key for that API,
-- its game sessions with their provably fair seeds, and every round it played. Members are
-- known only by the launch token's sha256, as a vendor knows them. Rows lead with merchant_id.

-- The secret the house vendor signs wallet calls with, per merchant: the copy a vendor keeps
-- of what vendor:create showed once, sealed with the platform's secret box.
CREATE TABLE house_vendor_keys (
  merchant_id integer NOT NULL REFERENCES merchants (id),
  vendor_code text NOT NULL CHECK (vendor_code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  secret_enc  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vendor_code)
);

-- One launch of a house game: the launch token (or, for free play, a token we issued) by its
-- sha256, the seeds of the rounds to come, and the play-money balance of free play.
CREATE TABLE house_sessions (
  merchant_id        integer NOT NULL,
  token_hash         text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  game_id            text NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  free_play          boolean NOT NULL,
  -- Free play only: the play money left. Real play shows the wallet's balance instead.
  play_balance_minor bigint CHECK (play_balance_minor IS NULL OR play_balance_minor >= 0),
  CHECK (free_play = (play_balance_minor IS NOT NULL)),
  -- The current server seed, sealed: whoever reads it could foresee every round until it rotates.
  server_seed_enc    text NOT NULL,
  server_seed_hash   text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed        text NOT NULL CHECK (length(client_seed) BETWEEN 1 AND 64),
  -- The nonce of the next round under this seed pair.
  nonce              bigint NOT NULL DEFAULT 0 CHECK (nonce >= 0),
  expires_at         timestamptz NOT NULL,
  created_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, token_hash)
);

-- Server seeds that rotated out, revealed: with them a player checks every round they decided.
CREATE TABLE house_revealed_seeds (
  merchant_id      integer NOT NULL,
  token_hash       text NOT NULL,
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  server_seed      text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  client_seed      text NOT NULL,
  -- Rounds played under it (nonces 0 .. rounds - 1).
  rounds           bigint NOT NULL CHECK (rounds >= 0),
  revealed_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, server_seed_hash),
  FOREIGN KEY (merchant_id, token_hash) REFERENCES house_sessions (merchant_id, token_hash)
);

CREATE INDEX house_revealed_seeds_session ON house_revealed_seeds (merchant_id, token_hash, revealed_at);

-- Every paid round, written before any money moves (status pending) so that a crash between
-- the bet and the win leaves a row to finish: open (bet taken, win not yet paid), settled,
-- refused (the wallet declined the bet: no money moved) or rolled_back.
CREATE TABLE house_rounds (
  merchant_id      integer NOT NULL,
  id               bigserial NOT NULL,
  token_hash       text NOT NULL,
  game_id          text NOT NULL,
  free_play        boolean NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed      text NOT NULL,
  nonce            bigint NOT NULL CHECK (nonce >= 0),
  coin_minor       bigint NOT NULL CHECK (coin_minor > 0),
  bet_minor        bigint NOT NULL CHECK (bet_minor > 0),
  win_minor        bigint NOT NULL CHECK (win_minor >= 0),
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- The stops of the base spin and of each free spin, in play order: [[s1..s5], ...].
  stops            jsonb NOT NULL,
  -- Free spins the round played (its free-spin state: a round plays its feature to the end).
  free_spins       integer NOT NULL CHECK (free_spins >= 0),
  status           text NOT NULL CHECK (status IN ('pending', 'open', 'settled', 'refused', 'rolled_back')),
  created_at       timestamptz NOT NULL DEFAULT now(),
  settled_at       timestamptz,
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, server_seed_hash, nonce),
  FOREIGN KEY (merchant_id, token_hash) REFERENCES house_sessions (merchant_id, token_hash)
);

-- A session's history, newest first, and its rounds still to finish.
CREATE INDEX house_rounds_session ON house_rounds (merchant_id, token_hash, id);
CREATE INDEX house_rounds_unfinished ON house_rounds (merchant_id, token_hash) WHERE status IN ('pending', 'open');

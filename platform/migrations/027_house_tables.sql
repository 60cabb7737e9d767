-- The in-house vendor's live-style tables (platform/src/vendors/house/tables): rounds shared by
-- every player at a table, on one timer, drawn once from a committed server seed and settled
-- once through the seamless wallet. Rows lead with merchant_id; members are known only by their
-- launch token, as a vendor knows them.

-- One table of a merchant (its game id in the catalog). The process holding the lease drives
-- its timer; any process takes the lease over once it has run out (a crash, a restart).
CREATE TABLE house_tables (
  merchant_id   integer NOT NULL REFERENCES merchants (id),
  table_id      text NOT NULL CHECK (table_id ~ '^[a-z0-9][a-z0-9-]{1,63}$'),
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  minor_digits  smallint NOT NULL CHECK (minor_digits BETWEEN 0 AND 4),
  -- The table sleeps (opens no round) once nobody has been seen at it until then.
  awake_until   timestamptz NOT NULL,
  lease_owner   text,
  lease_until   timestamptz,
  CHECK ((lease_owner IS NULL) = (lease_until IS NULL)),
  -- The number of the last round opened, and what a game keeps between rounds (a shoe's next card).
  last_round_no bigint NOT NULL DEFAULT 0 CHECK (last_round_no >= 0),
  state         jsonb,
  -- A seed that spans rounds (a card table's shoe): sealed, its hash published with every round
  -- it decides, the client seed fixed at its first round's close; cleared when the shoe ends
  -- and the seed is revealed. Null for games with a seed per round (roulette).
  seed_enc      text,
  seed_hash     text CHECK (seed_hash IS NULL OR seed_hash ~ '^[0-9a-f]{64}$'),
  seed_client   text,
  CHECK ((seed_enc IS NULL) = (seed_hash IS NULL)),
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, table_id)
);

-- The tables a process may have to drive: awake ones, and leases to renew or take over.
CREATE INDEX house_tables_awake ON house_tables (awake_until);

-- One round of a table: open (bets taken until closes_at) → closed → drawn (outcome fixed) →
-- settled; or, when it cannot be resumed, voiding → voided with every stake returned. Its server
-- seed is revealed at the draw, or, when the seed spans a shoe, on every round of the shoe once
-- the shoe ends.
CREATE TABLE house_table_rounds (
  merchant_id      integer NOT NULL,
  id               bigserial NOT NULL,
  table_id         text NOT NULL,
  round_no         bigint NOT NULL CHECK (round_no > 0),
  status           text NOT NULL CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'voiding', 'voided')),
  -- Committed before betting opens (the hash is published), sealed at rest, revealed after the draw.
  server_seed_enc  text NOT NULL,
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  server_seed      text CHECK (server_seed IS NULL OR server_seed ~ '^[0-9a-f]{64}$'),
  -- Fixed at the draw from the accepted bets (of the shoe's first round), so no single party chooses it.
  client_seed      text,
  outcome          jsonb,
  opens_at         timestamptz NOT NULL,
  closes_at        timestamptz NOT NULL,
  drawn_at         timestamptz,
  finished_at      timestamptz,
  CHECK (closes_at > opens_at),
  CHECK ((status IN ('drawn', 'settled')) = (outcome IS NOT NULL AND client_seed IS NOT NULL)),
  CHECK (server_seed IS NULL OR status IN ('drawn', 'settled')),
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, table_id, round_no),
  FOREIGN KEY (merchant_id, table_id) REFERENCES house_tables (merchant_id, table_id)
);

-- A table has at most one round in play: two processes can never open two at once.
CREATE UNIQUE INDEX house_table_rounds_in_play ON house_table_rounds (merchant_id, table_id)
  WHERE status IN ('open', 'closed', 'drawn', 'voiding');
-- The table's results, newest first (the roads, the history); a shoe's rounds by its seed.
CREATE INDEX house_table_rounds_recent ON house_table_rounds (merchant_id, table_id, round_no DESC);
CREATE INDEX house_table_rounds_seed ON house_table_rounds (merchant_id, server_seed_hash);

-- A player at a table: the launch token by its sha256, and the token itself sealed, because the
-- table pays a round's wins when it settles, whether or not the player is still connected.
CREATE TABLE house_table_players (
  merchant_id integer NOT NULL,
  token_hash  text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  table_id    text NOT NULL,
  token_enc   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, token_hash),
  FOREIGN KEY (merchant_id, table_id) REFERENCES house_tables (merchant_id, table_id)
);

-- One slip of bets a player placed in a round (one wallet bet, one win or rollback). Written
-- pending before the wallet is called, so a crash leaves a row to finish: accepted (stake
-- taken), refused (the wallet declined: nothing moved), settled (paid, a payout of 0 settles a
-- loss), or rolling_back → rolled_back (stake returned).
CREATE TABLE house_table_bets (
  merchant_id  integer NOT NULL,
  id           bigserial NOT NULL,
  round_id     bigint NOT NULL,
  token_hash   text NOT NULL,
  -- [{"spot": "straight:17", "amount_minor": "100"}, ...]: the spots as the game names them.
  spots        jsonb NOT NULL,
  stake_minor  bigint NOT NULL CHECK (stake_minor > 0),
  -- What the slip returns (stake included), fixed at the draw.
  payout_minor bigint CHECK (payout_minor IS NULL OR payout_minor >= 0),
  currency     text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status       text NOT NULL CHECK (status IN ('pending', 'accepted', 'refused', 'settled', 'rolling_back', 'rolled_back')),
  created_at   timestamptz NOT NULL,
  finished_at  timestamptz,
  CHECK (status <> 'settled' OR payout_minor IS NOT NULL),
  PRIMARY KEY (merchant_id, id),
  FOREIGN KEY (merchant_id, round_id) REFERENCES house_table_rounds (merchant_id, id),
  FOREIGN KEY (merchant_id, token_hash) REFERENCES house_table_players (merchant_id, token_hash)
);

CREATE INDEX house_table_bets_round ON house_table_bets (merchant_id, round_id, status);
CREATE INDEX house_table_bets_player ON house_table_bets (merchant_id, token_hash, id DESC);

-- The game catalog of each merchant and the lobby's per-member lists
-- (platform/src/modules/games): the vendors as the lobby shows them, their games with names
-- per language, and each member's favourites and recent games. Runs on PGlite and
-- PostgreSQL 15. Rows lead with merchant_id so the schema can later be distributed by merchant.

-- A vendor of the catalog (SPEC §3 Vendor). Not the wallet vendor of migration 011: that one
-- is who may call the wallet API; this one is what the lobby shows. wallet_vendor names the
-- wallet vendor (vendors.code, by convention the vassalage in lower case) whose game sessions
-- launchGame issues; a plain code, not a foreign key, because the two are owned by two modules
-- and either may be set up first. Null: the vendor has no game server for this merchant yet.
CREATE TABLE game_vendors (
  merchant_id       integer NOT NULL REFERENCES merchants (id),
  vassalage         text NOT NULL CHECK (vassalage ~ '^[A-Z0-9][A-Z0-9_]{1,31}$'),
  display_name      text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 60),
  -- The label of the vendor's wallet account (SPEC §3 accountTypeName).
  account_type_name text NOT NULL CHECK (length(account_type_name) BETWEEN 1 AND 60),
  -- Logos on the image CDN, both variants of SPEC §7 (COLOR, WHITE), and the large tile.
  icon_color        text NOT NULL CHECK (length(icon_color) BETWEEN 1 AND 500),
  icon_white        text NOT NULL CHECK (length(icon_white) BETWEEN 1 AND 500),
  mobile_large_icon text NOT NULL CHECK (length(mobile_large_icon) BETWEEN 1 AND 500),
  wallet_vendor     text CHECK (wallet_vendor IS NULL OR wallet_vendor ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  -- Where the vendor's game server starts a game, with {token}, {gameId}, {lang} and {backUrl}
  -- filled in. Null for the in-house vendor (its URL is ours) and for vendors without a server.
  launch_url        text CHECK (launch_url IS NULL OR (launch_url ~ '^https://' AND length(launch_url) <= 500)),
  enabled           boolean NOT NULL DEFAULT true,
  -- Smaller first; ties by vassalage.
  sort              integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -100000 AND 100000),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, vassalage)
);

-- A game of the catalog (SPEC §3 Game). node_id is our id of it within the merchant, what
-- favourites and recent games keep; game_id is the vendor's, what its wallet calls carry.
CREATE TABLE games (
  merchant_id        integer NOT NULL,
  node_id            bigint NOT NULL CHECK (node_id > 0),
  vassalage          text NOT NULL,
  game_id            text NOT NULL CHECK (length(game_id) BETWEEN 1 AND 64),
  -- The canonical (English) name; names per language are in game_names.
  node_name          text NOT NULL CHECK (length(node_name) BETWEEN 1 AND 100),
  game_type          text NOT NULL CHECK (game_type IN ('RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'LOTT', 'ELOTT')),
  game_classify      text CHECK (game_classify IN ('VP', 'JP', 'SC', 'TG', 'AC', 'BG')),
  game_classify_new  text[] NOT NULL DEFAULT '{}' CHECK (game_classify_new <@ ARRAY['VP', 'JP', 'SC', 'TG', 'AC', 'BG']),
  -- The smallest stake, in minor units of the merchant's currency.
  min_bet_minor      bigint NOT NULL CHECK (min_bet_minor >= 0),
  mobile_large_icon  text NOT NULL CHECK (length(mobile_large_icon) BETWEEN 1 AND 500),
  show_icon          text NOT NULL CHECK (length(show_icon) BETWEEN 1 AND 500),
  icon_url           text NOT NULL CHECK (length(icon_url) BETWEEN 1 AND 500),
  room_id            text CHECK (room_id IS NULL OR length(room_id) BETWEEN 1 AND 64),
  -- Free play (launchGame accountType 0) is offered.
  support_play       boolean NOT NULL DEFAULT false,
  enabled            boolean NOT NULL DEFAULT true,
  sort               integer NOT NULL DEFAULT 0 CHECK (sort BETWEEN -100000 AND 100000),
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, node_id),
  UNIQUE (merchant_id, vassalage, game_id),
  FOREIGN KEY (merchant_id, vassalage) REFERENCES game_vendors (merchant_id, vassalage)
);

-- The lists read games of a type in the operator's order.
CREATE INDEX games_type_sort ON games (merchant_id, game_type, sort, node_id);

-- A game's name in one language (EN, ZH, ...). A language without a row falls back to EN,
-- then to node_name.
CREATE TABLE game_names (
  merchant_id  integer NOT NULL,
  node_id      bigint NOT NULL,
  language     text NOT NULL CHECK (language ~ '^[A-Z]{2}(-[A-Z]{2})?$'),
  game_name    text NOT NULL CHECK (length(game_name) BETWEEN 1 AND 100),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 100),
  PRIMARY KEY (merchant_id, node_id, language),
  FOREIGN KEY (merchant_id, node_id) REFERENCES games (merchant_id, node_id) ON DELETE CASCADE
);

-- A member's favourite games (SPEC §4: adding one that is there already changes nothing).
CREATE TABLE game_favourites (
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL,
  node_id     bigint NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, node_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id),
  FOREIGN KEY (merchant_id, node_id) REFERENCES games (merchant_id, node_id) ON DELETE CASCADE
);

CREATE INDEX game_favourites_newest ON game_favourites (merchant_id, member_id, created_at);

-- A member's recently launched games: one row per game, played_at moved on each launch; the
-- service keeps the newest 50 per member.
CREATE TABLE game_recent (
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL,
  node_id     bigint NOT NULL,
  played_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id, node_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id),
  FOREIGN KEY (merchant_id, node_id) REFERENCES games (merchant_id, node_id) ON DELETE CASCADE
);

CREATE INDEX game_recent_newest ON game_recent (merchant_id, member_id, played_at);

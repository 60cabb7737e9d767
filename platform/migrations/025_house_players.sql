-- The house vendor learns whose launch a token is (platform/src/vendors/house/launch.ts,
-- recordHouseLaunch, called by launchGame in its transaction, as an operator tells any vendor
-- the player at launch), so that a member's rounds stay theirs across launches: each launch
-- brings a new token, and the history was empty again at every launch. The player id is the
-- platform's member id as text; the house keeps no other member data.
CREATE TABLE house_launches (
  merchant_id integer NOT NULL,
  token_hash  text NOT NULL CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  player_id   text NOT NULL CHECK (player_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, token_hash)
);

-- A session and each of its rounds carry the player of their launch (null: free play, a token
-- an operator issued by hand, or a session older than this migration).
ALTER TABLE house_sessions ADD COLUMN player_id text;
ALTER TABLE house_rounds ADD COLUMN player_id text;

-- A player's rounds of a game, newest first, page by page; and their sessions (revealed seeds).
CREATE INDEX house_rounds_player ON house_rounds (merchant_id, player_id, game_id, id) WHERE player_id IS NOT NULL;
CREATE INDEX house_sessions_player ON house_sessions (merchant_id, player_id, game_id) WHERE player_id IS NOT NULL;

-- The in-house vendor's fast lotteries (platform/src/vendors/house/lottery-engine): draws every 1
-- and 5 minutes named by their numero, the members' orders (one slip on one draw, one wallet bet
-- each) and chases (one cart placed on several draws in a row). Rows lead with merchant_id; a
-- member is known by the player id the /lgw gateway names (the member id as text), as a vendor
-- knows the player a launch names.

-- One draw of a game: open (orders taken until closes_at) → closed → drawn (result and every
-- order's payout fixed in one transaction) → settled (every order's win confirmed by the
-- wallet). Its server seed is committed (sealed, hash published) when the row is made, before
-- any order; the client seed is fixed at the draw from the orders accepted at the close.
CREATE TABLE house_lottery_draws (
  merchant_id      integer NOT NULL REFERENCES merchants (id),
  id               bigserial NOT NULL,
  game_id          text NOT NULL CHECK (game_id ~ '^[a-z0-9][a-z0-9-]{1,39}$'),
  numero           text NOT NULL CHECK (length(numero) <= 40),
  status           text NOT NULL CHECK (status IN ('open', 'closed', 'drawn', 'settled')),
  -- The merchant's currency when the draw was made: the wallet amounts of its orders are written with it.
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  minor_digits     smallint NOT NULL CHECK (minor_digits BETWEEN 0 AND 4),
  server_seed_enc  text NOT NULL,
  server_seed_hash text NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  server_seed      text CHECK (server_seed IS NULL OR server_seed ~ '^[0-9a-f]{64}$'),
  client_seed      text,
  -- The five balls in the order drawn.
  result           smallint[],
  closes_at        timestamptz NOT NULL,
  draws_at         timestamptz NOT NULL,
  drawn_at         timestamptz,
  settled_at       timestamptz,
  -- The process working on the draw (closing, drawing, paying); another takes it over once
  -- lease_until has passed. Correctness never rests on it (conditional updates, idempotent
  -- wallet calls): it keeps two processes from doing the same work.
  lease_owner      text,
  lease_until      timestamptz,
  created_at       timestamptz NOT NULL,
  CHECK (draws_at >= closes_at),
  CHECK ((lease_owner IS NULL) = (lease_until IS NULL)),
  CHECK ((status IN ('drawn', 'settled')) = (result IS NOT NULL AND client_seed IS NOT NULL AND server_seed IS NOT NULL)),
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, game_id, numero)
);

-- The runner's sweep: draws not yet settled, by close time.
CREATE INDEX house_lottery_draws_unsettled ON house_lottery_draws (closes_at) WHERE status <> 'settled';
-- A game's results, newest first.
CREATE INDEX house_lottery_draws_recent ON house_lottery_draws (merchant_id, game_id, draws_at DESC) WHERE status IN ('drawn', 'settled');

-- A chase: one cart placed on `draws` draws in a row, every draw's orders placed (and their
-- stakes taken) at once; with winning_stop the draws after the first won one are cancelled and
-- their stakes returned. running → finished (every draw settled), stopped (a win stopped it) or
-- cancelled (the member cancelled its remaining draws).
CREATE TABLE house_lottery_chases (
  merchant_id   integer NOT NULL,
  id            bigserial NOT NULL,
  player_id     text NOT NULL CHECK (length(player_id) BETWEEN 1 AND 64),
  game_id       text NOT NULL,
  chasing_order text NOT NULL,
  winning_stop  boolean NOT NULL,
  draws         integer NOT NULL CHECK (draws BETWEEN 2 AND 120),
  status        text NOT NULL CHECK (status IN ('running', 'stopped', 'finished', 'cancelled')),
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz,
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, chasing_order)
);

CREATE INDEX house_lottery_chases_player ON house_lottery_chases (merchant_id, player_id, status);

-- One order: a slip (`<balls>~1~<playId>~<mode>~<series>~<multiple>`) on one draw, one wallet bet
-- (transactionId `hlo_<id>`). pending (written before the bet is sent) → open (stake taken) →
-- won / lost (fixed at the draw, payout_minor may be 0) and paid once paid_at is set (the
-- wallet's win, 0 settling a loss); or refused (the wallet declined, or the cart failed as a
-- whole: nothing held), or cancelling → cancelled (stake rolled back, exactly once: the
-- rollback's transactionId is the order's).
CREATE TABLE house_lottery_orders (
  merchant_id   integer NOT NULL,
  id            bigserial NOT NULL,
  order_number  text NOT NULL,
  player_id     text NOT NULL CHECK (length(player_id) BETWEEN 1 AND 64),
  game_id       text NOT NULL,
  draw_id       bigint NOT NULL,
  numero        text NOT NULL,
  chase_id      bigint,
  -- Where the order stands in its cart (slip × draw): with request_id it makes a retried cart place once.
  request_id    text NOT NULL CHECK (length(request_id) BETWEEN 1 AND 64),
  cart_seq      integer NOT NULL CHECK (cart_seq >= 0),
  slip          text NOT NULL CHECK (length(slip) <= 2000),
  play_id       text NOT NULL,
  bet_count     integer NOT NULL CHECK (bet_count > 0),
  stake_minor   bigint NOT NULL CHECK (stake_minor > 0),
  currency      text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  status        text NOT NULL CHECK (status IN ('pending', 'open', 'won', 'lost', 'rolling_back', 'refused', 'cancelling', 'cancelled')),
  -- Why a refused order was refused (the error code its cart was answered with): a replay of the cart answers it again.
  refusal       text,
  -- What the draw returns (wins, pushes and the series rebate), fixed at the draw.
  payout_minor  bigint CHECK (payout_minor IS NULL OR payout_minor >= 0),
  -- The game session token the wallet calls of this order carry (sealed): wins and rollbacks
  -- are accepted on it however late they come.
  token_enc     text NOT NULL,
  created_at    timestamptz NOT NULL,
  paid_at       timestamptz,
  finished_at   timestamptz,
  CHECK ((status IN ('won', 'lost')) = (payout_minor IS NOT NULL)),
  CHECK (paid_at IS NULL OR status IN ('won', 'lost')),
  PRIMARY KEY (merchant_id, id),
  UNIQUE (merchant_id, order_number),
  UNIQUE (merchant_id, player_id, request_id, cart_seq),
  FOREIGN KEY (merchant_id, draw_id) REFERENCES house_lottery_draws (merchant_id, id),
  FOREIGN KEY (merchant_id, chase_id) REFERENCES house_lottery_chases (merchant_id, id)
);

-- A draw's orders by status (the close, the draw, the payments).
CREATE INDEX house_lottery_orders_draw ON house_lottery_orders (merchant_id, draw_id, status);
-- A member's orders, newest first, and the filters of POST /lgw/orders (date, game, status, numero).
CREATE INDEX house_lottery_orders_player ON house_lottery_orders (merchant_id, player_id, created_at DESC, id DESC);
CREATE INDEX house_lottery_orders_player_game ON house_lottery_orders (merchant_id, player_id, game_id, created_at DESC);
CREATE INDEX house_lottery_orders_player_numero ON house_lottery_orders (merchant_id, player_id, numero);
CREATE INDEX house_lottery_orders_chase ON house_lottery_orders (merchant_id, chase_id) WHERE chase_id IS NOT NULL;
-- Orders whose wallet work is not finished (a win to confirm, a rollback to send), for the runner.
CREATE INDEX house_lottery_orders_unfinished ON house_lottery_orders (merchant_id, draw_id)
  WHERE status IN ('pending', 'rolling_back', 'cancelling') OR (status IN ('won', 'lost') AND paid_at IS NULL);

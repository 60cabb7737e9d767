-- The seamless wallet's group commit (platform/src/modules/vendor-wallet): the money calls that
-- arrived together, answered in one statement, so one round trip and one commit for the lot
-- instead of one per call. vendor-wallet/service.ts checks each call's signature and body and
-- queues it; group-commit.ts sends the queue here as arrays, one element per call in arrival
-- order; each call's JSON answer comes back at its place in the array. The rules are the ones
-- of vendor-wallet/README.md, and each call is answered exactly as it would be alone, one after
-- another in arrival order: a call sees the balance, the bets and the stored answers that the
-- calls before it in the batch left, and a refused call leaves nothing behind.
--
-- How, in a fixed number of set-based statements whatever the batch's size:
--  1. every call's session, vendor, member and wallet (a member's first call opens the wallet);
--  2. the batch's wallets row-locked in (merchant, id) order: calls of one member run one after
--     another in any process, and every writer of a wallet takes this lock first;
--  3. read under those locks: the stored answers of the calls' transaction ids and the bets
--     they touch, each once, at the place of the first call of the batch that names it (its
--     slot); a loop then decides each call in memory, in order, keeping only what later calls
--     read (a wallet's balance, a bet's and a transaction id's state in their slot) and what
--     each call moved;
--  4. the writes, derived from those decisions in one statement: bets inserted (in key order)
--     with the state the batch left them in, or updated once (a bet settles once), settled
--     stakes on the members' turnover, the accepted answers stored (in key order); then for each
--     house account the batch moves, a bucket no other transaction holds, and one ledger entry
--     per merchant (ledger_post_lines): a line per call on the members' side, one line per house
--     account on the other.
-- One lock order for every batch (wallets, bets, turnover, stored answers, then house accounts),
-- the order of every other posting too (wallets before house accounts), so batches of two
-- platform processes never deadlock; and since each batch takes a free house bucket, concurrent
-- batches do not queue for one house row either.
--
-- Only two things can meet a concurrent batch outside the member's lock: the same transaction
-- id, or the same bet id, taken at the same moment by another member's call. Then nothing of
-- this batch stays: it raises SQLSTATE WV001 and the caller sends the batch again, which then
-- sees the other call's committed rows and refuses the one call that clashed.
--
-- Generic plans (plan_cache_mode, for its statements and the ones they call): each is planned
-- once per connection. With custom plans the plan cache re-planned them on every call, since
-- each batch's arrays change the estimates; a batch of one call paid most of its CPU for that
-- (bench/README.md, Wallet).
--
-- p_amounts: each call's stake (bet), payout (win) or optional rollback amount, in minor units.
-- p_params_hashes: sha256 of each call's parameters; the member is prefixed here, so one id sent
-- with another player's token is a different transaction.
CREATE OR REPLACE FUNCTION vendor_wallet_batch(
  p_now timestamptz, p_buckets integer,
  p_actions text[], p_merchants integer[], p_vendors text[], p_token_hashes text[], p_currencies text[], p_digits integer[],
  p_transactions text[], p_rounds text[], p_games text[], p_amounts bigint[], p_round_closed boolean[], p_references text[],
  p_params_hashes text[]
) RETURNS text[] LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  n integer := coalesce(array_length(p_actions, 1), 0);
  -- Per call, by its place in the batch: its member and session, its wallet's place below.
  c_member bigint[]; c_expires timestamptz[]; c_enabled boolean[]; c_max_stake bigint[]; c_status text[]; c_type integer[];
  c_wallet bigint[]; c_w integer[];
  -- What each accepted call did: the money it moved (NULL: none), whether play money, stored.
  c_move bigint[] := array_fill(NULL::bigint, ARRAY[n]);
  c_play boolean[] := array_fill(NULL::boolean, ARRAY[n]);
  c_store boolean[] := array_fill(false, ARRAY[n]);
  -- The real-money stake each call settled (a closed bet's, a win's bet's), for bonus wagering.
  c_wager bigint[] := array_fill(NULL::bigint, ARRAY[n]);
  -- The batch's wallets in lock order, with what is available now and the stakes settled on them.
  w_merchant integer[]; w_id bigint[]; w_member bigint[]; w_currency text[]; w_available bigint[]; w_wagered bigint[];
  -- A transaction id's stored answer, in its slot (the place of the batch's first call with it).
  t_slot integer[]; t_hash text[]; t_answer text[];
  -- A bet's state, in its slot (the place of the batch's first call naming it): as read, then as
  -- the calls so far left it; which call created it in this batch, which one settled it.
  b_slot integer[]; s_found boolean[]; s_member bigint[]; s_status text[]; s_stake bigint[]; s_currency text[]; s_play boolean[];
  s_create integer[] := array_fill(NULL::integer, ARRAY[n]);
  s_settle integer[] := array_fill(NULL::integer, ARRAY[n]);
  h_merchant integer[] := '{}'; h_id bigint[] := '{}'; h_delta bigint[] := '{}';
  answers text[] := array_fill(NULL::text, ARRAY[n]);
  r record;
  i integer;
  m bigint;
  w integer;
  b integer;
  t integer;
  v_action text;
  v_amount bigint;
  v_currency text;
  v_digits integer;
  v_hash text;
  v_play boolean;
  v_move bigint;
  v_house bigint;
  v_bucket smallint;
  v_missing boolean;
  v_bets integer;
  v_stored integer;
  v_bets_done integer;
  v_settled integer;
  v_wagered integer;
  v_stored_done integer;
  v_merchant integer;
  a_account bigint[]; a_amount bigint[]; a_reason text[]; a_reference text[]; a_source text[]; a_key text[];
  v_posted record;
BEGIN
  IF n = 0 THEN RETURN '{}'; END IF;
  -- 1. Sessions, members and wallets.
  SELECT array_agg(s.member_id ORDER BY c.ord), array_agg(s.expires_at ORDER BY c.ord), array_agg(v.enabled ORDER BY c.ord),
    array_agg(v.max_stake_minor ORDER BY c.ord), array_agg(mb.status ORDER BY c.ord), array_agg(mb.type ORDER BY c.ord),
    array_agg(a.id ORDER BY c.ord), bool_or(s.member_id IS NOT NULL AND a.id IS NULL)
  INTO c_member, c_expires, c_enabled, c_max_stake, c_status, c_type, c_wallet, v_missing
  FROM unnest(p_merchants, p_vendors, p_token_hashes, p_currencies) WITH ORDINALITY AS c(merchant, vendor, token_hash, currency, ord)
  LEFT JOIN game_sessions s ON s.merchant_id = c.merchant AND s.token_hash = c.token_hash AND s.vendor = c.vendor
  LEFT JOIN vendors v ON v.merchant_id = s.merchant_id AND v.code = s.vendor
  LEFT JOIN members mb ON mb.merchant_id = s.merchant_id AND mb.id = s.member_id
  LEFT JOIN ledger_accounts a ON a.merchant_id = s.merchant_id AND a.kind = 'member_wallet' AND a.member_id = s.member_id
    AND a.vendor IS NULL AND a.bucket = 0 AND a.currency = c.currency;
  IF v_missing THEN
    -- A member's first money call: open the wallet (at zero).
    FOR i IN 1..n LOOP
      IF c_member[i] IS NOT NULL AND c_wallet[i] IS NULL THEN
        c_wallet[i] := ledger_account(p_merchants[i], 'member_wallet', c_member[i], NULL, 0::smallint, p_currencies[i], false);
      END IF;
    END LOOP;
  END IF;

  -- 2. The wallets, locked in (merchant, id) order; what they hold is read after each lock.
  WITH l AS (
    SELECT a.merchant_id, a.id, a.member_id, a.currency, a.balance_minor - a.locked_minor AS available
    FROM ledger_accounts a
    WHERE (a.merchant_id, a.id) IN (SELECT x.merchant, x.wallet FROM unnest(p_merchants, c_wallet) AS x(merchant, wallet) WHERE x.wallet IS NOT NULL)
    ORDER BY a.merchant_id, a.id
    FOR UPDATE
  ), wl AS (
    SELECT l.*, row_number() OVER (ORDER BY l.merchant_id, l.id)::integer AS idx FROM l
  )
  SELECT array_agg(wl.merchant_id ORDER BY wl.idx), array_agg(wl.id ORDER BY wl.idx), array_agg(wl.member_id ORDER BY wl.idx),
    array_agg(wl.currency ORDER BY wl.idx), array_agg(wl.available ORDER BY wl.idx), array_agg(0::bigint ORDER BY wl.idx),
    (SELECT array_agg(x.idx ORDER BY c.ord) FROM unnest(p_merchants, c_wallet) WITH ORDINALITY AS c(merchant, wallet, ord)
      LEFT JOIN wl x ON x.merchant_id = c.merchant AND x.id = c.wallet)
  INTO w_merchant, w_id, w_member, w_currency, w_available, w_wagered, c_w
  FROM wl;

  -- 3. Read under those locks, at each call's place: its transaction id's slot and stored answer,
  -- its bet's slot and state (a bet's own id; a win's or rollback's reference).
  SELECT array_agg(x.t_slot ORDER BY x.ord), array_agg(x.params_hash ORDER BY x.ord), array_agg(x.answer ORDER BY x.ord),
    array_agg(x.b_slot ORDER BY x.ord), array_agg(x.found ORDER BY x.ord), array_agg(x.member_id ORDER BY x.ord),
    array_agg(x.status ORDER BY x.ord), array_agg(x.stake_minor ORDER BY x.ord), array_agg(x.currency ORDER BY x.ord),
    array_agg(x.play_money ORDER BY x.ord)
  INTO t_slot, t_hash, t_answer, b_slot, s_found, s_member, s_status, s_stake, s_currency, s_play
  FROM (
    SELECT c.ord, t.params_hash, t.answer, b.transaction_id IS NOT NULL AS found, b.member_id, b.status, b.stake_minor, b.currency,
      b.play_money,
      first_value(c.ord) OVER (PARTITION BY c.merchant, c.vendor, c.action, c.tx ORDER BY c.ord)::integer AS t_slot,
      first_value(c.ord) OVER (PARTITION BY c.merchant, c.vendor, c.bet ORDER BY c.ord)::integer AS b_slot
    FROM (
      SELECT u.*, CASE WHEN u.action = 'balance' THEN NULL WHEN u.action = 'bet' THEN u.tx ELSE u.reference END AS bet
      FROM unnest(p_actions, p_merchants, p_vendors, p_transactions, p_references)
        WITH ORDINALITY AS u(action, merchant, vendor, tx, reference, ord)
    ) c
    LEFT JOIN vendor_transactions t ON c.action <> 'balance'
      AND t.merchant_id = c.merchant AND t.vendor = c.vendor AND t.kind = c.action AND t.transaction_id = c.tx
    LEFT JOIN bets b ON c.bet IS NOT NULL AND b.merchant_id = c.merchant AND b.vendor = c.vendor AND b.transaction_id = c.bet
  ) x;

  -- Each call in order, in memory.
  FOR i IN 1..n LOOP
    m := c_member[i];
    v_digits := p_digits[i];
    IF m IS NULL THEN
      answers[i] := vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, v_digits);
      CONTINUE;
    END IF;
    w := c_w[i];
    v_action := p_actions[i];
    v_currency := p_currencies[i];

    IF v_action = 'balance' THEN
      answers[i] := CASE
        WHEN c_expires[i] <= p_now THEN vendor_wallet_answer('TOKEN_EXPIRED', w_available[w], v_currency, v_digits)
        WHEN NOT c_enabled[i] THEN vendor_wallet_answer('GAME_DISABLED', w_available[w], v_currency, v_digits)
        WHEN c_status[i] IS NULL THEN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, v_digits)
        WHEN c_status[i] <> 'active' THEN vendor_wallet_answer('USER_DISABLED', w_available[w], v_currency, v_digits)
        ELSE vendor_wallet_answer('OK', w_available[w], v_currency, v_digits) END;
      CONTINUE;
    END IF;

    -- A transaction id seen before: the same parameters get the first answer again, others are refused.
    t := t_slot[i];
    v_hash := m::text || ':' || p_params_hashes[i];
    IF t_hash[t] IS NOT NULL THEN
      answers[i] := CASE WHEN t_hash[t] = v_hash THEN t_answer[t]
        ELSE vendor_wallet_answer('DUPLICATE_TRANSACTION', w_available[w], v_currency, v_digits) END;
      CONTINUE;
    END IF;

    b := b_slot[i];
    v_amount := p_amounts[i];
    IF v_action = 'bet' THEN
      answers[i] := CASE
        WHEN c_expires[i] <= p_now THEN vendor_wallet_answer('TOKEN_EXPIRED', w_available[w], v_currency, v_digits)
        WHEN NOT c_enabled[i] THEN vendor_wallet_answer('GAME_DISABLED', w_available[w], v_currency, v_digits)
        WHEN c_status[i] IS NULL THEN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, v_digits)
        WHEN c_status[i] <> 'active' THEN vendor_wallet_answer('USER_DISABLED', w_available[w], v_currency, v_digits)
        WHEN c_max_stake[i] IS NOT NULL AND v_amount > c_max_stake[i] THEN vendor_wallet_answer('LIMIT_REACHED', w_available[w], v_currency, v_digits)
        -- The id is taken although this bet was never accepted: a rollback came first and left its tombstone.
        WHEN s_found[b] THEN vendor_wallet_answer('BET_ALREADY_SETTLED', w_available[w], v_currency, v_digits)
        WHEN w_available[w] < v_amount THEN vendor_wallet_answer('INSUFFICIENT_FUNDS', w_available[w], v_currency, v_digits)
        END;
      IF answers[i] IS NOT NULL THEN CONTINUE; END IF;
      v_play := c_type[i] = 4;
      s_found[b] := true; s_create[b] := i; s_member[b] := m; s_stake[b] := v_amount; s_currency[b] := v_currency; s_play[b] := v_play;
      s_status[b] := CASE WHEN p_round_closed[i] THEN 'settled' ELSE 'open' END;
      IF p_round_closed[i] AND NOT v_play THEN w_wagered[w] := w_wagered[w] + v_amount; c_wager[i] := v_amount; END IF;
      v_move := -v_amount;
    ELSIF NOT s_found[b] AND v_action = 'rollback' THEN
      -- The rollback overtook its bet: remember it (a stake-0 tombstone), so the bet is refused when it comes.
      v_play := coalesce(c_type[i] = 4, false);
      s_found[b] := true; s_create[b] := i; s_member[b] := m; s_stake[b] := 0; s_currency[b] := v_currency; s_play[b] := v_play;
      s_status[b] := 'rolled_back';
      v_move := 0;
    ELSE
      answers[i] := CASE
        WHEN NOT s_found[b] OR s_member[b] <> m THEN vendor_wallet_answer('TRANSACTION_NOT_FOUND', w_available[w], v_currency, v_digits)
        WHEN s_status[b] <> 'open' THEN vendor_wallet_answer('BET_ALREADY_SETTLED', w_available[w], v_currency, v_digits)
        WHEN s_currency[b] <> v_currency THEN vendor_wallet_answer('INVALID_REQUEST', w_available[w], v_currency, v_digits)
        WHEN v_action = 'rollback' AND v_amount IS NOT NULL AND v_amount <> s_stake[b]
          THEN vendor_wallet_answer('INVALID_REQUEST', w_available[w], v_currency, v_digits)
        END;
      IF answers[i] IS NOT NULL THEN CONTINUE; END IF;
      -- An open bet settles once: by this call.
      v_play := s_play[b];
      s_settle[b] := i;
      IF v_action = 'win' THEN
        s_status[b] := 'settled';
        IF NOT v_play THEN w_wagered[w] := w_wagered[w] + s_stake[b]; c_wager[i] := s_stake[b]; END IF;
        v_move := v_amount;
      ELSE
        s_status[b] := 'rolled_back';
        v_move := s_stake[b];
      END IF;
    END IF;

    -- A win of zero settles its bet and moves nothing: journal lines may not be zero.
    IF v_move <> 0 THEN
      c_move[i] := v_move; c_play[i] := v_play;
      w_available[w] := w_available[w] + v_move;
    END IF;
    answers[i] := vendor_wallet_answer('OK', w_available[w], v_currency, v_digits);
    t_hash[t] := v_hash; t_answer[t] := answers[i]; c_store[i] := true;
  END LOOP;

  -- 4. The writes, in one statement and this order: bets new to the batch inserted (in key
  -- order) with the state its last call left them in; bets read from the table updated with
  -- their settlement; settled stakes on the members' turnover (a row per member, in key
  -- order); the accepted calls' answers stored, for replays (in key order).
  WITH c AS (
    SELECT * FROM unnest(p_actions, p_merchants, p_vendors, p_transactions, p_rounds, p_games, p_amounts, p_references, c_member, c_store,
        p_params_hashes, answers)
      WITH ORDINALITY AS u(action, merchant, vendor, tx, round, game, amount, reference, member, store, hash, answer, ord)
  ), s AS (
    SELECT x.slot, x.found, x.member, x.status, x.stake, x.currency, x.play, x.created, x.settled
    FROM unnest(s_found, s_member, s_status, s_stake, s_currency, s_play, s_create, s_settle)
      WITH ORDINALITY AS x(found, member, status, stake, currency, play, created, settled, slot)
    WHERE x.created IS NOT NULL OR x.settled IS NOT NULL
  ), new_bets AS (
    INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency,
      play_money, win_transaction_id, rollback_transaction_id, created_at, settled_at)
    SELECT k.merchant, s.member, k.vendor, CASE WHEN k.action = 'bet' THEN k.tx ELSE k.reference END, k.game, k.round, s.stake,
      CASE WHEN e.action = 'win' THEN e.amount ELSE 0 END, s.status, s.currency, s.play,
      CASE WHEN e.action = 'win' THEN e.tx END,
      CASE WHEN k.action = 'rollback' THEN k.tx WHEN e.action = 'rollback' THEN e.tx END,
      p_now, CASE WHEN s.status <> 'open' THEN p_now END
    FROM s JOIN c k ON k.ord = s.created LEFT JOIN c e ON e.ord = s.settled
    ORDER BY k.merchant, k.vendor, CASE WHEN k.action = 'bet' THEN k.tx ELSE k.reference END
    ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING
    RETURNING 1
  ), settled_bets AS (
    UPDATE bets AS b SET status = s.status, payout_minor = CASE WHEN e.action = 'win' THEN e.amount ELSE b.payout_minor END,
      win_transaction_id = CASE WHEN e.action = 'win' THEN e.tx ELSE b.win_transaction_id END,
      rollback_transaction_id = CASE WHEN e.action = 'rollback' THEN e.tx ELSE b.rollback_transaction_id END, settled_at = p_now
    FROM s JOIN c e ON e.ord = s.settled
    WHERE s.created IS NULL AND b.merchant_id = e.merchant AND b.vendor = e.vendor AND b.transaction_id = e.reference
    RETURNING 1
  ), turnover AS (
    SELECT 1 FROM member_turnover_wagers(
      (SELECT array_agg(x.merchant ORDER BY x.idx) FROM unnest(w_merchant, w_wagered) WITH ORDINALITY AS x(merchant, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.member ORDER BY x.idx) FROM unnest(w_member, w_wagered) WITH ORDINALITY AS x(member, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.currency ORDER BY x.idx) FROM unnest(w_currency, w_wagered) WITH ORDINALITY AS x(currency, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.wagered ORDER BY x.idx) FROM unnest(w_wagered) WITH ORDINALITY AS x(wagered, idx) WHERE x.wagered > 0),
      p_now)
  ), stored AS (
    INSERT INTO vendor_transactions (merchant_id, vendor, kind, transaction_id, member_id, params_hash, answer, created_at)
    SELECT c.merchant, c.vendor, c.action, c.tx, c.member, c.member::text || ':' || c.hash, c.answer, p_now
    FROM c
    WHERE c.store
    ORDER BY c.merchant, c.vendor, c.action, c.tx
    ON CONFLICT (merchant_id, vendor, kind, transaction_id) DO NOTHING
    RETURNING 1
  )
  SELECT (SELECT count(*) FROM s WHERE s.created IS NOT NULL), (SELECT count(*) FROM new_bets), (SELECT count(*) FROM settled_bets),
    (SELECT count(*) FROM turnover), (SELECT count(*) FROM c WHERE c.store), (SELECT count(*) FROM stored)
  INTO v_bets, v_bets_done, v_settled, v_wagered, v_stored, v_stored_done;
  IF v_bets_done <> v_bets THEN
    RAISE EXCEPTION USING ERRCODE = 'WV001', MESSAGE = 'vendor-wallet: a bet id was taken concurrently';
  END IF;
  IF v_stored_done <> v_stored THEN
    RAISE EXCEPTION USING ERRCODE = 'WV001', MESSAGE = 'vendor-wallet: a transaction id was taken concurrently';
  END IF;
  -- Settled stakes on the members' bonus wagering (modules/rewards), after the member's rows and
  -- before the house accounts: one indexed probe when none of the batch's members has a bonus.
  PERFORM reward_wagering(p_now, p_merchants, c_member, p_currencies, p_vendors, p_games, c_wager);

  -- The house side, last: for each house account the batch moves (in one order: merchant, kind,
  -- vendor, currency), a bucket no other transaction holds, starting from the bucket of the
  -- member of its first call; when all are held, that one, waiting for it. Concurrent batches,
  -- of this process or another, so write different house rows instead of queueing for one, and
  -- hold it only from here to the commit.
  FOR r IN
    SELECT x.merchant, x.play, CASE WHEN x.play THEN NULL ELSE x.vendor END AS vendor, x.currency, -sum(x.move) AS delta,
      ((array_agg(x.member ORDER BY x.ord))[1] % p_buckets)::smallint AS bucket
    FROM unnest(p_merchants, p_vendors, p_currencies, c_move, c_play, c_member) WITH ORDINALITY AS x(merchant, vendor, currency, move, play, member, ord)
    WHERE x.move IS NOT NULL
    GROUP BY x.merchant, x.play, CASE WHEN x.play THEN NULL ELSE x.vendor END, x.currency
    HAVING sum(x.move) <> 0
    ORDER BY x.merchant, x.play, 3, x.currency
  LOOP
    -- A merchant's house accounts of a kind are few (a bucket each): the identity index finds
    -- them by (merchant, kind, no member), the vendor is a filter.
    SELECT a.id INTO v_house FROM ledger_accounts a
    WHERE a.merchant_id = r.merchant AND a.kind = CASE WHEN r.play THEN 'house_play_money' ELSE 'house_game' END
      AND a.member_id IS NULL AND a.vendor IS NOT DISTINCT FROM r.vendor AND a.currency = r.currency AND a.bucket < p_buckets
    ORDER BY (a.bucket - r.bucket + p_buckets) % p_buckets
    LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF v_house IS NULL THEN
      -- Every bucket there is, is held: open the next one that does not exist yet; when all do, wait for the first.
      SELECT g INTO v_bucket FROM generate_series(0, p_buckets - 1) AS g
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = r.merchant AND a.member_id IS NULL
        AND a.kind = CASE WHEN r.play THEN 'house_play_money' ELSE 'house_game' END
        AND a.vendor IS NOT DISTINCT FROM r.vendor AND a.bucket = g AND a.currency = r.currency)
      ORDER BY (g - r.bucket + p_buckets) % p_buckets
      LIMIT 1;
      v_house := ledger_account(r.merchant, CASE WHEN r.play THEN 'house_play_money' ELSE 'house_game' END, NULL, r.vendor,
        coalesce(v_bucket, r.bucket), r.currency, true);
      PERFORM 1 FROM ledger_accounts a WHERE a.merchant_id = r.merchant AND a.id = v_house FOR UPDATE;
      v_bucket := NULL;
    END IF;
    h_merchant := h_merchant || r.merchant; h_id := h_id || v_house; h_delta := h_delta || r.delta;
    v_house := NULL;
  END LOOP;

  -- Money: one entry per merchant, the members' lines in call order, then the house accounts' totals.
  FOR v_merchant IN SELECT DISTINCT x FROM unnest(p_merchants, c_move) AS u(x, move) WHERE u.move IS NOT NULL ORDER BY x LOOP
    SELECT array_agg(y.account ORDER BY y.part, y.ord), array_agg(y.amount ORDER BY y.part, y.ord),
      array_agg(y.reason ORDER BY y.part, y.ord), array_agg(y.reference ORDER BY y.part, y.ord),
      array_agg(y.source ORDER BY y.part, y.ord), array_agg(y.key ORDER BY y.part, y.ord)
    INTO a_account, a_amount, a_reason, a_reference, a_source, a_key
    FROM (
      SELECT 0 AS part, l.ord, l.merchant, w_id[l.w] AS account, l.move AS amount, l.action AS reason,
        l.vendor || ':' || l.round AS reference, 'vendor:' || l.vendor AS source, l.action || ':' || l.tx AS key
      FROM unnest(p_merchants, c_w, c_move, p_actions, p_vendors, p_rounds, p_transactions)
        WITH ORDINALITY AS l(merchant, w, move, action, vendor, round, tx, ord)
      WHERE l.move IS NOT NULL
      UNION ALL
      SELECT 1, hh.ord, hh.merchant, hh.id, hh.delta, NULL, NULL, NULL, NULL
      FROM unnest(h_merchant, h_id, h_delta) WITH ORDINALITY AS hh(merchant, id, delta, ord)
    ) y
    WHERE y.merchant = v_merchant;
    SELECT * INTO v_posted FROM ledger_post_lines(v_merchant, 'vendor.batch', 'vendor wallet batch', 'vendor.batch', NULL,
      '', p_now, a_account, a_amount, a_reason, a_reference, a_source, a_key);
    IF v_posted.status <> 'posted' THEN
      -- Every check ran under the wallets' locks: only books out of step with this function get here.
      RAISE EXCEPTION 'vendor-wallet: the ledger answered % for a batch of merchant %', v_posted.status, v_merchant;
    END IF;
  END LOOP;

  RETURN answers;
END
$$;

-- The seamless wallet's group commit (platform/src/modules/vendor-wallet): the money calls that
-- arrived together, answered in one statement, so one round trip and one commit for the lot
-- instead of one per call. vendor-wallet/service.ts checks each call's signature and body and
-- queues it; group-commit.ts sends the queue here as arrays, one element per call in arrival
-- order; each call's JSON answer comes back at its place in the array. The rules are the ones
-- of vendor-wallet/README.md, and each call is answered exactly as it would be alone, one after
-- another in arrival order: a call sees the balance, the bets and the stored answers that the
-- calls before it in the batch left, and a refused call leaves nothing behind.
--
-- How, in set-based statements whatever the batch's size:
--  1. every call's session, vendor, member and wallet (a member's first call opens the wallet);
--  2. the batch's wallets row-locked in (merchant, id) order: calls of one member run one after
--     another in any process, and every writer of a wallet takes this lock first;
--  3. read under those locks, in one pass over the calls in order: the stored answers of their
--     transaction ids, the bets they touch; a loop decides each call in memory;
--  4. writes, each once per batch: bets inserted (in key order) or updated with their final
--     state, settled stakes on the members' turnover, the accepted answers stored (in key order);
--     last, for each house account the batch moves, a bucket no other transaction holds, and one
--     ledger entry per merchant (ledger_post_lines): a line per call on the members' side, one
--     line per house account on the other.
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
-- p_amounts: each call's stake (bet), payout (win) or optional rollback amount, in minor units.
-- p_params_hashes: sha256 of each call's parameters; the member is prefixed here, so one id sent
-- with another player's token is a different transaction.
CREATE OR REPLACE FUNCTION vendor_wallet_batch(
  p_now timestamptz, p_buckets integer,
  p_actions text[], p_merchants integer[], p_vendors text[], p_token_hashes text[], p_currencies text[], p_digits integer[],
  p_transactions text[], p_rounds text[], p_games text[], p_amounts bigint[], p_round_closed boolean[], p_references text[],
  p_params_hashes text[]
) RETURNS text[] LANGUAGE plpgsql AS $$
DECLARE
  -- Per call, by its place in the batch: its member and session, and its wallet's place below.
  c_member bigint[]; c_expires timestamptz[]; c_enabled boolean[]; c_max_stake bigint[]; c_status text[]; c_type integer[];
  c_wallet bigint[]; c_w integer[]; c_last boolean[];
  -- The batch's wallets in lock order, with what is available now and the stakes settled on them.
  w_n integer := 0;
  w_merchant integer[]; w_id bigint[]; w_member bigint[]; w_currency text[]; w_available bigint[]; w_wagered bigint[];
  -- After call i: the answer stored for its transaction id, and the bet it refers to.
  s_hash text[]; s_answer text[]; s_store boolean[];
  s_found boolean[]; s_new boolean[]; s_dirty boolean[]; s_member bigint[]; s_status text[]; s_stake bigint[]; s_payout bigint[];
  s_currency text[]; s_play boolean[]; s_game text[]; s_round text[]; s_win text[]; s_rollback text[]; s_created timestamptz[];
  s_settled timestamptz[];
  -- Money: a line per call that moves any, a total per house account.
  l_n integer := 0;
  l_merchant integer[]; l_account bigint[]; l_amount bigint[]; l_reason text[]; l_reference text[]; l_source text[]; l_key text[];
  h_n integer := 0;
  h_key text[] := '{}'; h_merchant integer[]; h_play boolean[]; h_vendor text[]; h_currency text[]; h_bucket smallint[];
  h_id bigint[]; h_delta bigint[];
  answers text[];
  r record;
  i integer;
  m bigint;
  w integer;
  h integer;
  v_hash text;
  v_play boolean;
  v_move bigint;
  v_hkey text;
  v_house bigint;
  v_bucket smallint;
  v_expected integer;
  v_done integer;
  v_merchant integer;
  a_account bigint[]; a_amount bigint[]; a_reason text[]; a_reference text[]; a_source text[]; a_key text[];
  v_posted record;
BEGIN
  -- 1. Sessions, members and wallets.
  FOR r IN
    SELECT c.ord, c.merchant, c.currency, s.member_id, s.expires_at, v.enabled, v.max_stake_minor, mb.status, mb.type, a.id AS wallet
    FROM unnest(p_merchants, p_vendors, p_token_hashes, p_currencies) WITH ORDINALITY AS c(merchant, vendor, token_hash, currency, ord)
    LEFT JOIN game_sessions s ON s.merchant_id = c.merchant AND s.token_hash = c.token_hash AND s.vendor = c.vendor
    LEFT JOIN vendors v ON v.merchant_id = s.merchant_id AND v.code = s.vendor
    LEFT JOIN members mb ON mb.merchant_id = s.merchant_id AND mb.id = s.member_id
    LEFT JOIN ledger_accounts a ON a.merchant_id = s.merchant_id AND a.kind = 'member_wallet' AND a.member_id = s.member_id
      AND a.vendor IS NULL AND a.bucket = 0 AND a.currency = c.currency
  LOOP
    i := r.ord;
    c_member[i] := r.member_id; c_expires[i] := r.expires_at; c_enabled[i] := r.enabled; c_max_stake[i] := r.max_stake_minor;
    c_status[i] := r.status; c_type[i] := r.type;
    c_wallet[i] := CASE WHEN r.member_id IS NULL THEN NULL WHEN r.wallet IS NOT NULL THEN r.wallet
      ELSE ledger_account(r.merchant, 'member_wallet', r.member_id, NULL, 0::smallint, r.currency, false) END;
  END LOOP;

  -- 2. The wallets, locked in (merchant, id) order; what they hold is read after each lock.
  FOR r IN
    SELECT l.merchant_id, l.id, l.member_id, l.currency, l.available FROM (
      SELECT a.merchant_id, a.id, a.member_id, a.currency, a.balance_minor - a.locked_minor AS available
      FROM ledger_accounts a
      WHERE (a.merchant_id, a.id) IN (SELECT x.merchant, x.wallet FROM unnest(p_merchants, c_wallet) AS x(merchant, wallet) WHERE x.wallet IS NOT NULL)
      ORDER BY a.merchant_id, a.id
      FOR UPDATE
    ) l
  LOOP
    w_n := w_n + 1;
    w_merchant[w_n] := r.merchant_id; w_id[w_n] := r.id; w_member[w_n] := r.member_id; w_currency[w_n] := r.currency;
    w_available[w_n] := r.available; w_wagered[w_n] := 0;
  END LOOP;
  SELECT array_agg(wl.idx ORDER BY c.ord) INTO c_w
  FROM unnest(p_merchants, c_wallet) WITH ORDINALITY AS c(merchant, wallet, ord)
  LEFT JOIN unnest(w_merchant, w_id) WITH ORDINALITY AS wl(merchant, id, idx) ON wl.merchant = c.merchant AND wl.id = c.wallet;

  -- 3. Each call in order, read under the wallets' locks: the stored answer of its id and the bet
  -- it refers to (a bet's own id; a win's or rollback's reference), with the call before it in the
  -- batch that touched either, whose state it starts from instead.
  FOR r IN
    SELECT c.ord, c.action, c.merchant, c.vendor, c.currency, c.digits, c.tx, c.round, c.game, c.amount, c.closed, c.hash,
      t.params_hash AS first_hash, t.answer AS first_answer,
      b.transaction_id IS NOT NULL AS bet_found, b.member_id AS bet_member, b.status AS bet_status, b.stake_minor AS bet_stake,
      b.payout_minor AS bet_payout, b.currency AS bet_currency, b.play_money AS bet_play, b.game_id AS bet_game, b.round_id AS bet_round,
      b.win_transaction_id AS bet_win, b.rollback_transaction_id AS bet_rollback, b.created_at AS bet_created, b.settled_at AS bet_settled,
      lag(c.ord) OVER (PARTITION BY c.merchant, c.vendor, c.action, c.tx ORDER BY c.ord) AS prev_tx,
      lag(c.ord) OVER (PARTITION BY c.merchant, c.vendor, c.bet ORDER BY c.ord) AS prev_bet,
      lead(c.ord) OVER (PARTITION BY c.merchant, c.vendor, c.bet ORDER BY c.ord) IS NULL AS last_bet
    FROM (
      SELECT u.*, CASE WHEN u.action = 'balance' THEN NULL WHEN u.action = 'bet' THEN u.tx ELSE u.reference END AS bet
      FROM unnest(p_actions, p_merchants, p_vendors, p_currencies, p_digits, p_transactions, p_rounds, p_games, p_amounts,
        p_round_closed, p_references, p_params_hashes)
        WITH ORDINALITY AS u(action, merchant, vendor, currency, digits, tx, round, game, amount, closed, reference, hash, ord)
    ) c
    LEFT JOIN vendor_transactions t ON c.action <> 'balance'
      AND t.merchant_id = c.merchant AND t.vendor = c.vendor AND t.kind = c.action AND t.transaction_id = c.tx
    LEFT JOIN bets b ON c.bet IS NOT NULL AND b.merchant_id = c.merchant AND b.vendor = c.vendor AND b.transaction_id = c.bet
    ORDER BY c.ord
  LOOP
    i := r.ord;
    m := c_member[i];
    IF r.action <> 'balance' THEN
      c_last[i] := r.last_bet;
      IF r.prev_tx IS NULL THEN
        s_hash[i] := r.first_hash; s_answer[i] := r.first_answer;
      ELSE
        s_hash[i] := s_hash[r.prev_tx]; s_answer[i] := s_answer[r.prev_tx];
      END IF;
      IF r.prev_bet IS NULL THEN
        s_found[i] := r.bet_found; s_new[i] := false; s_dirty[i] := false; s_member[i] := r.bet_member; s_status[i] := r.bet_status;
        s_stake[i] := r.bet_stake; s_payout[i] := r.bet_payout; s_currency[i] := r.bet_currency; s_play[i] := r.bet_play;
        s_game[i] := r.bet_game; s_round[i] := r.bet_round; s_win[i] := r.bet_win; s_rollback[i] := r.bet_rollback;
        s_created[i] := r.bet_created; s_settled[i] := r.bet_settled;
      ELSE
        h := r.prev_bet;
        s_found[i] := s_found[h]; s_new[i] := s_new[h]; s_dirty[i] := s_dirty[h]; s_member[i] := s_member[h]; s_status[i] := s_status[h];
        s_stake[i] := s_stake[h]; s_payout[i] := s_payout[h]; s_currency[i] := s_currency[h]; s_play[i] := s_play[h];
        s_game[i] := s_game[h]; s_round[i] := s_round[h]; s_win[i] := s_win[h]; s_rollback[i] := s_rollback[h];
        s_created[i] := s_created[h]; s_settled[i] := s_settled[h];
      END IF;
    END IF;

    IF m IS NULL THEN
      answers[i] := vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, r.digits);
      CONTINUE;
    END IF;
    w := c_w[i];

    IF r.action = 'balance' THEN
      answers[i] := CASE
        WHEN c_expires[i] <= p_now THEN vendor_wallet_answer('TOKEN_EXPIRED', w_available[w], r.currency, r.digits)
        WHEN NOT c_enabled[i] THEN vendor_wallet_answer('GAME_DISABLED', w_available[w], r.currency, r.digits)
        WHEN c_status[i] IS NULL THEN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, r.digits)
        WHEN c_status[i] <> 'active' THEN vendor_wallet_answer('USER_DISABLED', w_available[w], r.currency, r.digits)
        ELSE vendor_wallet_answer('OK', w_available[w], r.currency, r.digits) END;
      CONTINUE;
    END IF;

    -- A transaction id seen before: the same parameters get the first answer again, others are refused.
    v_hash := m::text || ':' || r.hash;
    IF s_hash[i] IS NOT NULL THEN
      answers[i] := CASE WHEN s_hash[i] = v_hash THEN s_answer[i]
        ELSE vendor_wallet_answer('DUPLICATE_TRANSACTION', w_available[w], r.currency, r.digits) END;
      CONTINUE;
    END IF;

    IF r.action = 'bet' THEN
      answers[i] := CASE
        WHEN c_expires[i] <= p_now THEN vendor_wallet_answer('TOKEN_EXPIRED', w_available[w], r.currency, r.digits)
        WHEN NOT c_enabled[i] THEN vendor_wallet_answer('GAME_DISABLED', w_available[w], r.currency, r.digits)
        WHEN c_status[i] IS NULL THEN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, r.digits)
        WHEN c_status[i] <> 'active' THEN vendor_wallet_answer('USER_DISABLED', w_available[w], r.currency, r.digits)
        WHEN c_max_stake[i] IS NOT NULL AND r.amount > c_max_stake[i] THEN vendor_wallet_answer('LIMIT_REACHED', w_available[w], r.currency, r.digits)
        -- The id is taken although this bet was never accepted: a rollback came first and left its tombstone.
        WHEN s_found[i] THEN vendor_wallet_answer('BET_ALREADY_SETTLED', w_available[w], r.currency, r.digits)
        WHEN w_available[w] < r.amount THEN vendor_wallet_answer('INSUFFICIENT_FUNDS', w_available[w], r.currency, r.digits)
        END;
      IF answers[i] IS NOT NULL THEN CONTINUE; END IF;
      v_play := c_type[i] = 4;
      s_found[i] := true; s_new[i] := true; s_dirty[i] := true; s_member[i] := m;
      s_status[i] := CASE WHEN r.closed THEN 'settled' ELSE 'open' END; s_stake[i] := r.amount; s_payout[i] := 0;
      s_currency[i] := r.currency; s_play[i] := v_play; s_game[i] := r.game; s_round[i] := r.round; s_win[i] := NULL;
      s_rollback[i] := NULL; s_created[i] := p_now; s_settled[i] := CASE WHEN r.closed THEN p_now END;
      IF r.closed AND NOT v_play THEN w_wagered[w] := w_wagered[w] + r.amount; END IF;
      v_move := -r.amount;
    ELSIF NOT s_found[i] AND r.action = 'rollback' THEN
      -- The rollback overtook its bet: remember it (a stake-0 tombstone), so the bet is refused when it comes.
      s_found[i] := true; s_new[i] := true; s_dirty[i] := true; s_member[i] := m; s_status[i] := 'rolled_back'; s_stake[i] := 0;
      s_payout[i] := 0; s_currency[i] := r.currency; s_play[i] := coalesce(c_type[i] = 4, false); s_game[i] := r.game;
      s_round[i] := r.round; s_win[i] := NULL; s_rollback[i] := r.tx; s_created[i] := p_now; s_settled[i] := p_now;
      v_move := 0;
    ELSE
      answers[i] := CASE
        WHEN NOT s_found[i] OR s_member[i] <> m THEN vendor_wallet_answer('TRANSACTION_NOT_FOUND', w_available[w], r.currency, r.digits)
        WHEN s_status[i] <> 'open' THEN vendor_wallet_answer('BET_ALREADY_SETTLED', w_available[w], r.currency, r.digits)
        WHEN s_currency[i] <> r.currency THEN vendor_wallet_answer('INVALID_REQUEST', w_available[w], r.currency, r.digits)
        WHEN r.action = 'rollback' AND r.amount IS NOT NULL AND r.amount <> s_stake[i]
          THEN vendor_wallet_answer('INVALID_REQUEST', w_available[w], r.currency, r.digits)
        END;
      IF answers[i] IS NOT NULL THEN CONTINUE; END IF;
      v_play := s_play[i];
      s_dirty[i] := true; s_settled[i] := p_now;
      IF r.action = 'win' THEN
        s_status[i] := 'settled'; s_payout[i] := r.amount; s_win[i] := r.tx;
        IF NOT v_play THEN w_wagered[w] := w_wagered[w] + s_stake[i]; END IF;
        v_move := r.amount;
      ELSE
        s_status[i] := 'rolled_back'; s_rollback[i] := r.tx;
        v_move := s_stake[i];
      END IF;
    END IF;

    -- A win of zero settles its bet and moves nothing: journal lines may not be zero.
    IF v_move <> 0 THEN
      -- The house account this call's money goes to or comes from; its bucket is chosen at the end.
      v_hkey := r.merchant || '/' || CASE WHEN v_play THEN 'play' ELSE 'game:' || r.vendor END || '/' || r.currency;
      h := array_position(h_key, v_hkey);
      IF h IS NULL THEN
        h_n := h_n + 1;
        h := h_n;
        h_key[h] := v_hkey; h_merchant[h] := r.merchant; h_play[h] := v_play; h_vendor[h] := CASE WHEN v_play THEN NULL ELSE r.vendor END;
        h_currency[h] := r.currency; h_bucket[h] := (m % p_buckets)::smallint; h_delta[h] := 0;
      END IF;
      h_delta[h] := h_delta[h] - v_move;
      l_n := l_n + 1;
      l_merchant[l_n] := r.merchant; l_account[l_n] := w_id[w]; l_amount[l_n] := v_move; l_reason[l_n] := r.action;
      l_reference[l_n] := r.vendor || ':' || r.round; l_source[l_n] := 'vendor:' || r.vendor; l_key[l_n] := r.action || ':' || r.tx;
      w_available[w] := w_available[w] + v_move;
    END IF;
    answers[i] := vendor_wallet_answer('OK', w_available[w], r.currency, r.digits);
    s_hash[i] := v_hash; s_answer[i] := answers[i]; s_store[i] := true;
  END LOOP;

  -- 4. Writes, once per batch. Bets: each with the state the batch's last call on it left.
  SELECT count(*) INTO v_expected FROM unnest(c_last, s_new, s_found) AS x(last, new, found) WHERE x.last AND x.new AND x.found;
  IF v_expected > 0 THEN
    INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, payout_minor, status, currency,
      play_money, win_transaction_id, rollback_transaction_id, created_at, settled_at)
    SELECT x.merchant, x.member, x.vendor, x.bet, x.game, x.round, x.stake, x.payout, x.status, x.currency, x.play, x.win, x.rollback,
      x.created, x.settled
    FROM (
      SELECT u.*, CASE WHEN u.action = 'bet' THEN u.tx ELSE u.reference END AS bet
      FROM unnest(p_actions, p_merchants, p_vendors, p_transactions, p_references, c_last, s_new, s_found, s_member, s_game, s_round,
        s_stake, s_payout, s_status, s_currency, s_play, s_win, s_rollback, s_created, s_settled)
        AS u(action, merchant, vendor, tx, reference, last, new, found, member, game, round, stake, payout, status, currency, play, win,
          rollback, created, settled)
    ) x
    WHERE x.last AND x.new AND x.found
    ORDER BY x.merchant, x.vendor, x.bet
    ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING;
    GET DIAGNOSTICS v_done = ROW_COUNT;
    IF v_done <> v_expected THEN
      RAISE EXCEPTION USING ERRCODE = 'WV001', MESSAGE = 'vendor-wallet: a bet id was taken concurrently';
    END IF;
  END IF;
  UPDATE bets AS b SET status = x.status, payout_minor = x.payout, win_transaction_id = x.win, rollback_transaction_id = x.rollback,
    settled_at = x.settled
  FROM (
    SELECT u.*, CASE WHEN u.action = 'bet' THEN u.tx ELSE u.reference END AS bet
    FROM unnest(p_actions, p_merchants, p_vendors, p_transactions, p_references, c_last, s_new, s_dirty, s_status, s_payout, s_win,
      s_rollback, s_settled)
      AS u(action, merchant, vendor, tx, reference, last, new, dirty, status, payout, win, rollback, settled)
  ) x
  WHERE x.last AND x.dirty AND NOT x.new AND b.merchant_id = x.merchant AND b.vendor = x.vendor AND b.transaction_id = x.bet;

  -- Settled stakes count towards the members' turnover (one row per member and batch).
  IF EXISTS (SELECT 1 FROM unnest(w_wagered) AS x(wagered) WHERE x.wagered > 0) THEN
    PERFORM 1 FROM member_turnover_wagers(
      (SELECT array_agg(x.merchant ORDER BY x.idx) FROM unnest(w_merchant, w_wagered) WITH ORDINALITY AS x(merchant, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.member ORDER BY x.idx) FROM unnest(w_member, w_wagered) WITH ORDINALITY AS x(member, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.currency ORDER BY x.idx) FROM unnest(w_currency, w_wagered) WITH ORDINALITY AS x(currency, wagered, idx) WHERE x.wagered > 0),
      (SELECT array_agg(x.wagered ORDER BY x.idx) FROM unnest(w_wagered) WITH ORDINALITY AS x(wagered, idx) WHERE x.wagered > 0),
      p_now);
  END IF;

  -- The accepted answers, for replays.
  SELECT count(*) INTO v_expected FROM unnest(s_store) AS x(store) WHERE x.store;
  IF v_expected > 0 THEN
    INSERT INTO vendor_transactions (merchant_id, vendor, kind, transaction_id, member_id, params_hash, answer, created_at)
    SELECT x.merchant, x.vendor, x.action, x.tx, x.member, x.hash, x.answer, p_now
    FROM unnest(p_merchants, p_vendors, p_actions, p_transactions, c_member, s_hash, s_answer, s_store)
      AS x(merchant, vendor, action, tx, member, hash, answer, store)
    WHERE x.store
    ORDER BY x.merchant, x.vendor, x.action, x.tx
    ON CONFLICT (merchant_id, vendor, kind, transaction_id) DO NOTHING;
    GET DIAGNOSTICS v_done = ROW_COUNT;
    IF v_done <> v_expected THEN
      RAISE EXCEPTION USING ERRCODE = 'WV001', MESSAGE = 'vendor-wallet: a transaction id was taken concurrently';
    END IF;
  END IF;
  -- The house side, last: for each house account the batch moves (in one order: merchant, kind,
  -- vendor, currency), a bucket no other transaction holds, starting from the first call's
  -- member's; when all are held, that one, waiting for it. Concurrent batches, of this process or
  -- another, so write different house rows instead of queueing for one, and hold it only from
  -- here to the commit.
  FOR h IN
    SELECT x.idx FROM unnest(h_merchant, h_play, h_vendor, h_currency) WITH ORDINALITY AS x(merchant, play, vendor, currency, idx)
    ORDER BY x.merchant, x.play, x.vendor, x.currency
  LOOP
    IF h_delta[h] = 0 THEN CONTINUE; END IF;
    -- A merchant's house accounts of a kind are few (a bucket each): the identity index finds
    -- them by (merchant, kind, no member), the vendor is a filter.
    SELECT a.id INTO v_house FROM ledger_accounts a
    WHERE a.merchant_id = h_merchant[h] AND a.kind = CASE WHEN h_play[h] THEN 'house_play_money' ELSE 'house_game' END
      AND a.member_id IS NULL AND a.vendor IS NOT DISTINCT FROM h_vendor[h] AND a.currency = h_currency[h] AND a.bucket < p_buckets
    ORDER BY (a.bucket - h_bucket[h] + p_buckets) % p_buckets
    LIMIT 1 FOR UPDATE SKIP LOCKED;
    IF v_house IS NULL THEN
      -- Every bucket there is, is held: open the next one that does not exist yet; when all do, wait for the first.
      SELECT b INTO v_bucket FROM generate_series(0, p_buckets - 1) AS b
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.merchant_id = h_merchant[h] AND a.member_id IS NULL
        AND a.kind = CASE WHEN h_play[h] THEN 'house_play_money' ELSE 'house_game' END
        AND a.vendor IS NOT DISTINCT FROM h_vendor[h] AND a.bucket = b AND a.currency = h_currency[h])
      ORDER BY (b - h_bucket[h] + p_buckets) % p_buckets
      LIMIT 1;
      v_house := ledger_account(h_merchant[h], CASE WHEN h_play[h] THEN 'house_play_money' ELSE 'house_game' END, NULL, h_vendor[h],
        coalesce(v_bucket, h_bucket[h]), h_currency[h], true);
      PERFORM 1 FROM ledger_accounts a WHERE a.merchant_id = h_merchant[h] AND a.id = v_house FOR UPDATE;
      v_bucket := NULL;
    END IF;
    h_id[h] := v_house;
    v_house := NULL;
  END LOOP;

  -- Money: one entry per merchant, the members' lines in call order, then the house accounts' totals.
  FOR v_merchant IN SELECT DISTINCT x FROM unnest(h_merchant) AS x ORDER BY x LOOP
    SELECT array_agg(y.account ORDER BY y.part, y.ord), array_agg(y.amount ORDER BY y.part, y.ord),
      array_agg(y.reason ORDER BY y.part, y.ord), array_agg(y.reference ORDER BY y.part, y.ord),
      array_agg(y.source ORDER BY y.part, y.ord), array_agg(y.key ORDER BY y.part, y.ord)
    INTO a_account, a_amount, a_reason, a_reference, a_source, a_key
    FROM (
      SELECT 0 AS part, l.ord, l.merchant, l.account, l.amount, l.reason, l.reference, l.source, l.key
      FROM unnest(l_merchant, l_account, l_amount, l_reason, l_reference, l_source, l_key)
        WITH ORDINALITY AS l(merchant, account, amount, reason, reference, source, key, ord)
      UNION ALL
      SELECT 1, hh.ord, hh.merchant, hh.id, hh.delta, NULL, NULL, NULL, NULL
      FROM unnest(h_merchant, h_id, h_delta) WITH ORDINALITY AS hh(merchant, id, delta, ord)
      WHERE hh.delta <> 0
    ) y
    WHERE y.merchant = v_merchant;
    IF a_account IS NULL THEN CONTINUE; END IF;
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

-- The seamless wallet's money calls as one server-side function (platform/src/modules/vendor-wallet):
-- each vendor call is one statement, so one round trip and one commit, instead of a dozen
-- statements inside BEGIN ... COMMIT. vendor-wallet/service.ts checks the signature and the
-- body, then calls vendor_wallet_call; the rules are the ones its README documents.
--
-- Every call first row-locks the member's wallet: calls of one member run one after another,
-- which makes the replay check race-free, and every path takes its locks in the same order
-- (wallet, then bet row, then house account inside ledger_post), so calls never deadlock.
-- Refusals are decided before anything is written, so a refused call leaves no trace and may
-- be retried. Money moves only through ledger_post.
--
-- p_action: balance | bet | win | rollback. p_amount: the stake (bet), payout (win) or the
-- optional rollback amount, in minor units. p_params_hash: sha256 of the call's parameters
-- (the service's); the member is added here, so one id sent with another player's token is
-- a different transaction. Answers the JSON text to send.
CREATE OR REPLACE FUNCTION vendor_wallet_call(
  p_action text, p_merchant integer, p_vendor text, p_token_hash text, p_now timestamptz, p_currency text, p_digits integer,
  p_buckets integer, p_transaction text, p_round text, p_game text, p_amount bigint, p_round_closed boolean, p_reference text,
  p_params_hash text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_member bigint;
  v_expires timestamptz;
  v_vendor_enabled boolean;
  v_max_stake bigint;
  v_status text;
  v_type integer;
  v_play boolean;
  v_wallet bigint;
  v_house bigint;
  v_available bigint;
  v_hash text;
  v_first record;
  v_bet record;
  v_has_bet boolean;
  v_move bigint;
  v_posted record;
  v_answer text;
BEGIN
  -- The session, its vendor, its member and the member's wallet, the wallet row-locked: one
  -- statement on the path every call takes. A first call opens the wallet, then looks again.
  FOR i IN 1..2 LOOP
    SELECT s.member_id, s.expires_at, v.enabled, v.max_stake_minor, m.status, m.type, a.id, a.balance_minor - a.locked_minor
    INTO v_member, v_expires, v_vendor_enabled, v_max_stake, v_status, v_type, v_wallet, v_available
    FROM game_sessions s
    JOIN vendors v ON v.merchant_id = s.merchant_id AND v.code = s.vendor
    JOIN members m ON m.merchant_id = s.merchant_id AND m.id = s.member_id
    JOIN ledger_accounts a ON a.merchant_id = s.merchant_id AND a.kind = 'member_wallet' AND a.member_id = s.member_id
      AND a.vendor IS NULL AND a.bucket = 0 AND a.currency = p_currency
    WHERE s.merchant_id = p_merchant AND s.token_hash = p_token_hash AND s.vendor = p_vendor
    FOR UPDATE OF a;
    EXIT WHEN v_wallet IS NOT NULL OR i = 2;
    SELECT s.member_id INTO v_member FROM game_sessions s
    WHERE s.merchant_id = p_merchant AND s.token_hash = p_token_hash AND s.vendor = p_vendor;
    IF v_member IS NULL THEN
      RETURN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, p_digits);
    END IF;
    PERFORM ledger_account(p_merchant, 'member_wallet', v_member, NULL, 0::smallint, p_currency, false);
  END LOOP;

  IF p_action = 'balance' THEN
    IF v_expires <= p_now THEN RETURN vendor_wallet_answer('TOKEN_EXPIRED', v_available, p_currency, p_digits); END IF;
    IF NOT v_vendor_enabled THEN RETURN vendor_wallet_answer('GAME_DISABLED', v_available, p_currency, p_digits); END IF;
    IF v_status IS NULL THEN RETURN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, p_digits); END IF;
    IF v_status <> 'active' THEN RETURN vendor_wallet_answer('USER_DISABLED', v_available, p_currency, p_digits); END IF;
    RETURN vendor_wallet_answer('OK', v_available, p_currency, p_digits);
  END IF;

  -- A transaction id seen before: the same parameters get the first answer again, others are refused.
  v_hash := v_member::text || ':' || p_params_hash;
  SELECT params_hash, answer INTO v_first FROM vendor_transactions
  WHERE merchant_id = p_merchant AND vendor = p_vendor AND kind = p_action AND transaction_id = p_transaction;
  IF FOUND THEN
    IF v_first.params_hash = v_hash THEN RETURN v_first.answer; END IF;
    RETURN vendor_wallet_answer('DUPLICATE_TRANSACTION', v_available, p_currency, p_digits);
  END IF;

  IF p_action = 'bet' THEN
    IF v_expires <= p_now THEN RETURN vendor_wallet_answer('TOKEN_EXPIRED', v_available, p_currency, p_digits); END IF;
    IF NOT v_vendor_enabled THEN RETURN vendor_wallet_answer('GAME_DISABLED', v_available, p_currency, p_digits); END IF;
    IF v_status IS NULL THEN RETURN vendor_wallet_answer('INVALID_TOKEN', NULL, NULL, p_digits); END IF;
    IF v_status <> 'active' THEN RETURN vendor_wallet_answer('USER_DISABLED', v_available, p_currency, p_digits); END IF;
    IF v_max_stake IS NOT NULL AND p_amount > v_max_stake THEN RETURN vendor_wallet_answer('LIMIT_REACHED', v_available, p_currency, p_digits); END IF;
    -- The id is taken although this bet was never accepted: a rollback came first and left its tombstone.
    IF EXISTS (SELECT 1 FROM bets WHERE merchant_id = p_merchant AND vendor = p_vendor AND transaction_id = p_transaction) THEN
      RETURN vendor_wallet_answer('BET_ALREADY_SETTLED', v_available, p_currency, p_digits);
    END IF;
    IF v_available < p_amount THEN RETURN vendor_wallet_answer('INSUFFICIENT_FUNDS', v_available, p_currency, p_digits); END IF;
    v_play := v_type = 4;
    INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, status, currency, play_money, created_at, settled_at)
    VALUES (p_merchant, v_member, p_vendor, p_transaction, p_game, p_round, p_amount,
      CASE WHEN p_round_closed THEN 'settled' ELSE 'open' END, p_currency, v_play, p_now, CASE WHEN p_round_closed THEN p_now END);
    IF p_round_closed AND NOT v_play THEN PERFORM member_turnover_wager(p_merchant, v_member, p_currency, p_amount, p_now); END IF;
    v_move := -p_amount;
  ELSE
    SELECT * INTO v_bet FROM bets WHERE merchant_id = p_merchant AND vendor = p_vendor AND transaction_id = p_reference FOR UPDATE;
    v_has_bet := FOUND;
    IF NOT v_has_bet AND p_action = 'rollback' THEN
      -- The rollback overtook its bet: remember it, so the bet is refused when it comes.
      INSERT INTO bets (merchant_id, member_id, vendor, transaction_id, game_id, round_id, stake_minor, status, currency, play_money,
        rollback_transaction_id, created_at, settled_at)
      VALUES (p_merchant, v_member, p_vendor, p_reference, p_game, p_round, 0, 'rolled_back', p_currency, coalesce(v_type = 4, false),
        p_transaction, p_now, p_now)
      ON CONFLICT (merchant_id, vendor, transaction_id) DO NOTHING;
      IF FOUND THEN
        v_answer := vendor_wallet_answer('OK', v_available, p_currency, p_digits);
        INSERT INTO vendor_transactions (merchant_id, vendor, kind, transaction_id, member_id, params_hash, answer, created_at)
        VALUES (p_merchant, p_vendor, p_action, p_transaction, v_member, v_hash, v_answer, p_now);
        RETURN v_answer;
      END IF;
      -- Another player's bet committed under this id meanwhile: it is not this member's.
      SELECT * INTO v_bet FROM bets WHERE merchant_id = p_merchant AND vendor = p_vendor AND transaction_id = p_reference FOR UPDATE;
      v_has_bet := FOUND;
    END IF;
    IF NOT v_has_bet THEN RETURN vendor_wallet_answer('TRANSACTION_NOT_FOUND', v_available, p_currency, p_digits); END IF;
    IF v_bet.member_id <> v_member THEN RETURN vendor_wallet_answer('TRANSACTION_NOT_FOUND', v_available, p_currency, p_digits); END IF;
    IF v_bet.status <> 'open' THEN RETURN vendor_wallet_answer('BET_ALREADY_SETTLED', v_available, p_currency, p_digits); END IF;
    IF v_bet.currency <> p_currency THEN RETURN vendor_wallet_answer('INVALID_REQUEST', v_available, p_currency, p_digits); END IF;
    v_play := v_bet.play_money;
    IF p_action = 'win' THEN
      UPDATE bets SET status = 'settled', payout_minor = p_amount, win_transaction_id = p_transaction, settled_at = p_now
      WHERE merchant_id = p_merchant AND vendor = p_vendor AND transaction_id = p_reference;
      IF NOT v_play THEN PERFORM member_turnover_wager(p_merchant, v_member, p_currency, v_bet.stake_minor, p_now); END IF;
      v_move := p_amount;
    ELSE
      IF p_amount IS NOT NULL AND p_amount <> v_bet.stake_minor THEN RETURN vendor_wallet_answer('INVALID_REQUEST', v_available, p_currency, p_digits); END IF;
      UPDATE bets SET status = 'rolled_back', rollback_transaction_id = p_transaction, settled_at = p_now
      WHERE merchant_id = p_merchant AND vendor = p_vendor AND transaction_id = p_reference;
      v_move := v_bet.stake_minor;
    END IF;
  END IF;

  -- The money moves last: the house row is shared by many members' bets, so it is held briefly.
  -- A win of zero settles the bet and moves nothing: journal lines may not be zero.
  IF v_move <> 0 THEN
    v_house := CASE WHEN v_play
      THEN ledger_account(p_merchant, 'house_play_money', NULL, NULL, (v_member % p_buckets)::smallint, p_currency, true)
      ELSE ledger_account(p_merchant, 'house_game', NULL, p_vendor, (v_member % p_buckets)::smallint, p_currency, true) END;
    SELECT * INTO v_posted FROM ledger_post(p_merchant, p_action, p_vendor || ':' || p_round, 'vendor:' || p_vendor,
      p_action || ':' || p_transaction, encode(sha256(convert_to(v_hash, 'UTF8')), 'hex'), p_now,
      ARRAY[v_wallet, v_house], ARRAY[v_move, -v_move]);
    IF v_posted.status <> 'posted' THEN
      -- The checks above ran under the wallet's lock: only books out of step with vendor_transactions get here.
      RAISE EXCEPTION 'vendor-wallet: ledger answered % for % %', v_posted.status, p_action, p_transaction;
    END IF;
    v_available := v_available + v_move;
  END IF;

  v_answer := vendor_wallet_answer('OK', v_available, p_currency, p_digits);
  INSERT INTO vendor_transactions (merchant_id, vendor, kind, transaction_id, member_id, params_hash, answer, created_at)
  VALUES (p_merchant, p_vendor, p_action, p_transaction, v_member, v_hash, v_answer, p_now)
  ON CONFLICT (merchant_id, vendor, kind, transaction_id) DO NOTHING;
  IF NOT FOUND THEN
    -- The same id from another player's session committed meanwhile: undo everything; the
    -- service retries once and then answers it as a duplicate.
    RAISE EXCEPTION USING ERRCODE = 'WV001', MESSAGE = 'vendor-wallet: transaction id taken concurrently';
  END IF;
  RETURN v_answer;
END
$$;

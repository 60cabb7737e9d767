-- The ledger's posting as one server-side function (platform/src/modules/ledger): the work of
-- ledger.post - lock the accounts, claim the idempotency key, check funds, write the lines and
-- the cached balances - in one round trip instead of four. ledger/service.ts validates the
-- posting and calls it; vendor_wallet_call calls it directly. It stays the only writer of the
-- money tables.
--
-- Posts one entry. Business outcomes are answered, not raised, so the caller's transaction
-- stays usable: status 'posted' (the entry is new), 'replayed' (the key was posted with the
-- same parameters: nothing moved), 'duplicate' (the key was used with other parameters:
-- nothing moved; entry_id is the first entry), 'insufficient' (a member wallet would drop
-- below what is locked: nothing written; account_id and available_minor say which).
-- A broken posting (lines not summing to zero, unknown accounts, mixed currencies) raises:
-- that is a programmer error, and the service checks it before calling.
--
-- Locks: member wallets first, then house accounts, each in id order, the same order every
-- caller uses, so two postings never deadlock; a house row (shared by many members' bets) is
-- held from here to the caller's commit only.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer, p_reason text, p_reference text, p_source text, p_key text, p_params_hash text, p_now timestamptz,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (status text, entry_id bigint, created_at timestamptz, account_id bigint, available_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  -- Few statements on purpose: every bet and win runs this; the array checks are plain
  -- PL/pgSQL, the locking and the funds check one pass over the locked rows.
  v_lines integer := coalesce(array_length(p_accounts, 1), 0);
  v_sum bigint := 0;
  v_distinct integer := 0;
  v_found integer := 0;
  v_currency text;
  v_delta bigint;
  v_short_id bigint;
  v_short_available bigint;
  v_entry bigint;
  v_created timestamptz;
  v_first_hash text;
  rec record;
BEGIN
  IF v_lines < 2 OR v_lines <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'ledger: an entry needs at least two lines, one amount per account';
  END IF;
  FOR i IN 1..v_lines LOOP
    IF p_amounts[i] = 0 THEN RAISE EXCEPTION 'ledger: a line of zero moves nothing'; END IF;
    v_sum := v_sum + p_amounts[i];
    IF NOT p_accounts[i] = ANY (p_accounts[1:i - 1]) OR i = 1 THEN v_distinct := v_distinct + 1; END IF;
  END LOOP;
  IF v_sum <> 0 THEN RAISE EXCEPTION 'ledger: lines sum to %, not zero', v_sum; END IF;

  FOR rec IN
    SELECT l.id, l.currency, l.allow_negative, l.balance_minor - l.locked_minor AS available FROM ledger_accounts l
    WHERE l.merchant_id = p_merchant AND l.id = ANY (p_accounts)
    ORDER BY l.allow_negative, l.id
    FOR UPDATE
  LOOP
    v_found := v_found + 1;
    IF v_currency IS NULL THEN
      v_currency := rec.currency;
    ELSIF v_currency <> rec.currency THEN
      RAISE EXCEPTION 'ledger: an entry may not mix currencies';
    END IF;
    -- Funds: a member wallet never goes below what is locked (so never below zero).
    IF NOT rec.allow_negative AND v_short_id IS NULL THEN
      v_delta := 0;
      FOR i IN 1..v_lines LOOP
        IF p_accounts[i] = rec.id THEN v_delta := v_delta + p_amounts[i]; END IF;
      END LOOP;
      IF v_delta < 0 AND rec.available + v_delta < 0 THEN
        v_short_id := rec.id;
        v_short_available := rec.available;
      END IF;
    END IF;
  END LOOP;
  IF v_found <> v_distinct THEN
    RAISE EXCEPTION 'ledger: unknown account among % of merchant %', p_accounts, p_merchant;
  END IF;

  SELECT e.id, e.params_hash, e.created_at INTO v_entry, v_first_hash, v_created
  FROM journal_entries e WHERE e.merchant_id = p_merchant AND e.idempotency_source = p_source AND e.idempotency_key = p_key;
  IF v_entry IS NOT NULL THEN
    RETURN QUERY SELECT CASE WHEN v_first_hash = p_params_hash THEN 'replayed' ELSE 'duplicate' END, v_entry, v_created, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_short_id IS NOT NULL THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::timestamptz, v_short_id, v_short_available;
    RETURN;
  END IF;

  INSERT INTO journal_entries (merchant_id, reason, reference, idempotency_source, idempotency_key, params_hash, created_at)
  VALUES (p_merchant, p_reason, p_reference, p_source, p_key, p_params_hash, coalesce(p_now, now()))
  ON CONFLICT (merchant_id, idempotency_source, idempotency_key) DO NOTHING
  RETURNING journal_entries.id, journal_entries.created_at INTO v_entry, v_created;
  IF v_entry IS NULL THEN
    -- Another transaction posted this key on other accounts since we looked: it committed first.
    SELECT e.id, e.params_hash, e.created_at INTO v_entry, v_first_hash, v_created
    FROM journal_entries e WHERE e.merchant_id = p_merchant AND e.idempotency_source = p_source AND e.idempotency_key = p_key;
    RETURN QUERY SELECT CASE WHEN v_first_hash = p_params_hash THEN 'replayed' ELSE 'duplicate' END, v_entry, v_created, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor, created_at)
  SELECT p_merchant, v_entry, t.ord, t.account_id, t.amount, v_created
  FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS t(account_id, amount, ord);

  UPDATE ledger_accounts AS a SET balance_minor = a.balance_minor + d.delta, version = a.version + 1
  FROM (SELECT u.id, sum(u.amount) AS delta FROM unnest(p_accounts, p_amounts) AS u(id, amount) GROUP BY u.id) AS d
  WHERE a.merchant_id = p_merchant AND a.id = d.id;

  RETURN QUERY SELECT 'posted'::text, v_entry, v_created, NULL::bigint, NULL::bigint;
END
$$;

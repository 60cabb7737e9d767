-- The one writer of money (platform/src/modules/ledger): posts one balanced journal entry of any
-- number of lines - lock the accounts, claim the entry's idempotency key, check funds, write the
-- lines and the cached balances - in a handful of set-based statements, whatever the number of
-- lines. ledger_post (one caller's movement, e.g. a deposit) calls it with plain lines; the
-- wallet's group commit (vendor_wallet_batch) calls it once per merchant and batch, with one
-- line per call on the member's side and one line per house account on the other.
--
-- p_key NULL: an entry of many calls (a batch), which no caller replays as a whole: its key is
-- made from its id ('batch:' and the id in 19 digits, so keys grow like ids and each lands at the
-- right end of the key index).
-- p_line_reasons, p_line_references, p_line_sources, p_line_keys: NULL, or one value per line
-- naming the call a line belongs to when the entry holds many calls (a batch); a NULL value
-- means the entry's own. Answers like ledger_post: 'posted', 'replayed', 'duplicate' or
-- 'insufficient' (nothing written; account_id and available_minor say which wallet); a broken
-- posting (lines not summing to zero, a zero line, unknown accounts, mixed currencies) raises.
--
-- Locks: every account of the entry, member wallets first, then house accounts, each in id
-- order, in one statement: the order every caller uses, so postings never deadlock. A caller
-- that locked its wallets before (the batch) takes nothing new there; the house rows, shared by
-- many members, are taken here, as late as possible, and held only to the caller's commit.
CREATE OR REPLACE FUNCTION ledger_post_lines(
  p_merchant integer, p_reason text, p_reference text, p_source text, p_key text, p_params_hash text, p_now timestamptz,
  p_accounts bigint[], p_amounts bigint[], p_line_reasons text[], p_line_references text[], p_line_sources text[], p_line_keys text[]
) RETURNS TABLE (status text, entry_id bigint, created_at timestamptz, account_id bigint, available_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_lines integer := coalesce(array_length(p_accounts, 1), 0);
  v_sum numeric;
  v_zero boolean;
  v_distinct integer;
  v_found integer;
  v_currencies integer;
  v_short_id bigint;
  v_short_available bigint;
  v_entry bigint;
  v_created timestamptz;
  v_first_hash text;
BEGIN
  IF v_lines < 2 OR v_lines <> coalesce(array_length(p_amounts, 1), 0)
    OR (p_line_reasons IS NOT NULL AND array_length(p_line_reasons, 1) <> v_lines)
    OR (p_line_references IS NOT NULL AND array_length(p_line_references, 1) <> v_lines)
    OR (p_line_sources IS NOT NULL AND array_length(p_line_sources, 1) <> v_lines)
    OR (p_line_keys IS NOT NULL AND array_length(p_line_keys, 1) <> v_lines) THEN
    RAISE EXCEPTION 'ledger: an entry needs at least two lines, one amount (and note) per account';
  END IF;
  SELECT sum(u.amount), bool_or(u.amount = 0 OR u.amount IS NULL OR u.id IS NULL), count(DISTINCT u.id)
  INTO v_sum, v_zero, v_distinct
  FROM unnest(p_accounts, p_amounts) AS u(id, amount);
  IF v_zero THEN RAISE EXCEPTION 'ledger: a line of zero moves nothing'; END IF;
  IF v_sum <> 0 THEN RAISE EXCEPTION 'ledger: lines sum to %, not zero', v_sum; END IF;

  -- Lock in the one order, then look at what the entry does to each account: currencies, and
  -- whether a member wallet would drop below what is locked (so below zero).
  SELECT count(*), count(DISTINCT l.currency),
    (array_agg(l.id ORDER BY l.id) FILTER (WHERE NOT l.allow_negative AND d.delta < 0 AND l.available + d.delta < 0))[1],
    (array_agg(l.available ORDER BY l.id) FILTER (WHERE NOT l.allow_negative AND d.delta < 0 AND l.available + d.delta < 0))[1]
  INTO v_found, v_currencies, v_short_id, v_short_available
  FROM (
    SELECT a.id, a.currency, a.allow_negative, a.balance_minor - a.locked_minor AS available FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant AND a.id = ANY (p_accounts)
    ORDER BY a.allow_negative, a.id
    FOR UPDATE
  ) l
  JOIN (SELECT u.id, sum(u.amount) AS delta FROM unnest(p_accounts, p_amounts) AS u(id, amount) GROUP BY u.id) d ON d.id = l.id;
  IF v_found <> v_distinct THEN
    RAISE EXCEPTION 'ledger: unknown account among % of merchant %', p_accounts, p_merchant;
  END IF;
  IF v_currencies <> 1 THEN RAISE EXCEPTION 'ledger: an entry may not mix currencies'; END IF;

  IF p_key IS NOT NULL THEN
    SELECT e.id, e.params_hash, e.created_at INTO v_entry, v_first_hash, v_created
    FROM journal_entries e WHERE e.merchant_id = p_merchant AND e.idempotency_source = p_source AND e.idempotency_key = p_key;
    IF v_entry IS NOT NULL THEN
      RETURN QUERY SELECT CASE WHEN v_first_hash = p_params_hash THEN 'replayed' ELSE 'duplicate' END, v_entry, v_created, NULL::bigint, NULL::bigint;
      RETURN;
    END IF;
  END IF;
  IF v_short_id IS NOT NULL THEN
    RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::timestamptz, v_short_id, v_short_available;
    RETURN;
  END IF;

  -- The entry, its lines and the cached balances in one statement: the lines and balances only
  -- when the entry was written (a key posted meanwhile by another transaction writes none).
  -- An account whose lines in this entry cancel out (a bet and its rollback in one batch) keeps
  -- its row as it is.
  v_created := coalesce(p_now, now());
  IF p_key IS NULL THEN
    v_entry := nextval(pg_get_serial_sequence('journal_entries', 'id'));
  END IF;
  WITH e AS (
    INSERT INTO journal_entries AS j (merchant_id, id, reason, reference, idempotency_source, idempotency_key, params_hash, created_at)
    SELECT p_merchant, coalesce(v_entry, nextval(pg_get_serial_sequence('journal_entries', 'id'))), p_reason, p_reference, p_source,
      coalesce(p_key, 'batch:' || lpad(v_entry::text, 19, '0')), p_params_hash, v_created
    ON CONFLICT (merchant_id, idempotency_source, idempotency_key) DO NOTHING
    RETURNING j.id
  ), l AS (
    INSERT INTO journal_lines (merchant_id, entry_id, line_no, account_id, amount_minor, created_at, reason, reference, idempotency_source, idempotency_key)
    SELECT p_merchant, e.id, t.ord, t.account_id, t.amount, v_created, t.reason, t.reference, t.source, t.key
    FROM e, unnest(p_accounts, p_amounts, p_line_reasons, p_line_references, p_line_sources, p_line_keys)
      WITH ORDINALITY AS t(account_id, amount, reason, reference, source, key, ord)
    RETURNING 1
  ), u AS (
    UPDATE ledger_accounts AS a SET balance_minor = a.balance_minor + d.delta, version = a.version + 1
    FROM e, (SELECT x.id, sum(x.amount) AS delta FROM unnest(p_accounts, p_amounts) AS x(id, amount) GROUP BY x.id HAVING sum(x.amount) <> 0) AS d
    WHERE a.merchant_id = p_merchant AND a.id = d.id
    RETURNING 1
  )
  SELECT e.id INTO v_entry FROM e;
  IF v_entry IS NULL THEN
    -- Another transaction posted this key on other accounts since we looked: it committed first.
    SELECT e.id, e.params_hash, e.created_at INTO v_entry, v_first_hash, v_created
    FROM journal_entries e WHERE e.merchant_id = p_merchant AND e.idempotency_source = p_source AND e.idempotency_key = p_key;
    RETURN QUERY SELECT CASE WHEN v_first_hash = p_params_hash THEN 'replayed' ELSE 'duplicate' END, v_entry, v_created, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  RETURN QUERY SELECT 'posted'::text, v_entry, v_created, NULL::bigint, NULL::bigint;
END
$$;

-- One caller's posting (platform/src/modules/ledger, ledger.post): a deposit, a withdrawal, an
-- adjustment, trial funding, a jackpot movement. ledger/service.ts validates the posting and
-- calls it inside the caller's transaction, beside the caller's own rows (the deposit it
-- approves, the audit record), so the posting and those rows commit together.
--
-- The work is ledger_post_lines's, the one writer of money, which the wallet's group commit
-- uses too: the same locks in the same order, the same checks, the same rows. Business
-- outcomes are answered, not raised, so the caller's transaction stays usable: 'posted',
-- 'replayed' (the key was posted with the same parameters: nothing moved), 'duplicate' (the key
-- was used with other parameters: nothing moved; entry_id is the first entry), 'insufficient'
-- (a member wallet would drop below what is locked: nothing written). A broken posting raises.
CREATE OR REPLACE FUNCTION ledger_post(
  p_merchant integer, p_reason text, p_reference text, p_source text, p_key text, p_params_hash text, p_now timestamptz,
  p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (status text, entry_id bigint, created_at timestamptz, account_id bigint, available_minor bigint)
LANGUAGE plpgsql AS $$
DECLARE
  v_lines integer := coalesce(array_length(p_accounts, 1), 0);
BEGIN
  IF v_lines < 2 OR v_lines <> coalesce(array_length(p_amounts, 1), 0) THEN
    RAISE EXCEPTION 'ledger: an entry needs at least two lines, one amount per account';
  END IF;
  RETURN QUERY SELECT * FROM ledger_post_lines(p_merchant, p_reason, p_reference, p_source, p_key, p_params_hash, p_now,
    p_accounts, p_amounts, NULL, NULL, NULL, NULL);
END
$$;

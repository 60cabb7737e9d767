-- Settled stakes count towards their members' turnover requirements (platform/src/modules/wallet,
-- turnover.ts): the rule, once, set-based - each (merchant, member, currency) at most once per
-- call, in key order. The wallet's group commit settles a batch's stakes with one call;
-- member_turnover_wager is the one-member form the wallet service uses. Answers what remains
-- to be wagered for each member given. PL/pgSQL rather than SQL so that its statement is
-- planned once per connection: PostgreSQL 15 parses and plans a SQL function's body on every
-- call, which a batch of one call paid in full.
CREATE OR REPLACE FUNCTION member_turnover_wagers(
  p_merchants integer[], p_members bigint[], p_currencies text[], p_stakes bigint[], p_now timestamptz
) RETURNS TABLE (merchant_id integer, member_id bigint, currency text, required_minor bigint) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  INSERT INTO member_turnover AS t (merchant_id, member_id, currency, required_minor, wagered_minor, updated_at)
  SELECT s.merchant, s.member, s.currency, 0, s.stake, p_now
  FROM unnest(p_merchants, p_members, p_currencies, p_stakes) AS s(merchant, member, currency, stake)
  ORDER BY s.merchant, s.member, s.currency
  ON CONFLICT (merchant_id, member_id, currency) DO UPDATE
    SET required_minor = greatest(t.required_minor - EXCLUDED.wagered_minor, 0),
        wagered_minor = t.wagered_minor + EXCLUDED.wagered_minor, updated_at = EXCLUDED.updated_at
  RETURNING t.merchant_id, t.member_id, t.currency, t.required_minor;
END
$$;

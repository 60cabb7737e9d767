-- A settled stake counts towards the member's turnover requirement (platform/src/modules/wallet,
-- turnover.ts): the one-member form of member_turnover_wagers, where the rule lives. Answers
-- what remains to be wagered.
CREATE OR REPLACE FUNCTION member_turnover_wager(p_merchant integer, p_member bigint, p_currency text, p_stake bigint, p_now timestamptz)
RETURNS bigint LANGUAGE sql AS $$
  SELECT w.required_minor FROM member_turnover_wagers(ARRAY[p_merchant], ARRAY[p_member], ARRAY[p_currency], ARRAY[p_stake], p_now) AS w
$$;

-- A settled stake counts towards the member's turnover requirement (platform/src/modules/wallet,
-- turnover.ts): one function, used by the wallet service and by vendor_wallet_call, so the rule
-- lives once. Answers what remains to be wagered.
CREATE OR REPLACE FUNCTION member_turnover_wager(p_merchant integer, p_member bigint, p_currency text, p_stake bigint, p_now timestamptz)
RETURNS bigint LANGUAGE sql AS $$
  INSERT INTO member_turnover (merchant_id, member_id, currency, required_minor, wagered_minor, updated_at)
  VALUES (p_merchant, p_member, p_currency, 0, p_stake, p_now)
  ON CONFLICT (merchant_id, member_id, currency) DO UPDATE
    SET required_minor = greatest(member_turnover.required_minor - p_stake, 0),
        wagered_minor = member_turnover.wagered_minor + p_stake, updated_at = p_now
  RETURNING required_minor
$$;

-- An account by identity, opened at zero the first time (ledger.memberWallet / houseAccount,
-- platform/src/modules/ledger). ledger_post and vendor_wallet_call rely on it.
CREATE OR REPLACE FUNCTION ledger_account(
  p_merchant integer, p_kind text, p_member bigint, p_vendor text, p_bucket smallint, p_currency text, p_allow_negative boolean
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  -- NULL member and vendor are matched with IS NULL (IS NOT DISTINCT FROM would miss the index).
  FOR i IN 1..2 LOOP
    IF p_member IS NOT NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
      WHERE merchant_id = p_merchant AND kind = p_kind AND member_id = p_member AND vendor IS NULL AND bucket = p_bucket AND currency = p_currency;
    ELSIF p_vendor IS NOT NULL THEN
      SELECT id INTO v_id FROM ledger_accounts
      WHERE merchant_id = p_merchant AND kind = p_kind AND member_id IS NULL AND vendor = p_vendor AND bucket = p_bucket AND currency = p_currency;
    ELSE
      SELECT id INTO v_id FROM ledger_accounts
      WHERE merchant_id = p_merchant AND kind = p_kind AND member_id IS NULL AND vendor IS NULL AND bucket = p_bucket AND currency = p_currency;
    END IF;
    IF v_id IS NOT NULL OR i = 2 THEN
      RETURN v_id;
    END IF;
    INSERT INTO ledger_accounts (merchant_id, kind, member_id, vendor, bucket, currency, allow_negative)
    VALUES (p_merchant, p_kind, p_member, p_vendor, p_bucket, p_currency, p_allow_negative)
    ON CONFLICT (merchant_id, kind, member_id, vendor, bucket, currency) DO NOTHING
    RETURNING id INTO v_id;
    -- Else a concurrent call opened it first: the second look finds it.
    IF v_id IS NOT NULL THEN
      RETURN v_id;
    END IF;
  END LOOP;
  RETURN v_id;
END
$$;

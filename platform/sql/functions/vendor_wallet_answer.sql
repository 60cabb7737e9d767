-- The seamless wallet's JSON answer exactly as vendor-wallet/service.ts answerText writes it
-- (platform/src/modules/vendor-wallet). The balance goes through minor_to_decimal.
CREATE OR REPLACE FUNCTION vendor_wallet_answer(p_status text, p_available bigint, p_currency text, p_digits integer)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '{"status":' || to_json(p_status)::text
    || ',"balance":' || CASE WHEN p_available IS NULL THEN 'null' ELSE to_json(minor_to_decimal(p_available, p_digits))::text END
    || ',"currency":' || CASE WHEN p_available IS NULL THEN 'null' ELSE to_json(p_currency)::text END || '}'
$$;

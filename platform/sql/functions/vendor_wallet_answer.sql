-- The seamless wallet's JSON answer exactly as vendor-wallet/service.ts answerText writes it
-- (platform/src/modules/vendor-wallet). The balance goes through minor_to_decimal (inlined here).
-- PL/pgSQL rather than SQL: vendor_wallet_batch calls it for every call, and PostgreSQL 15 parses
-- and plans a SQL function's body anew in every transaction that calls it (about 100 of 700 us
-- of the database's CPU for a batch of one call, bench/README.md, Wallet), where PL/pgSQL keeps
-- its plan for the connection.
CREATE OR REPLACE FUNCTION vendor_wallet_answer(p_status text, p_available bigint, p_currency text, p_digits integer)
RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN '{"status":' || to_json(p_status)::text
    || ',"balance":' || CASE WHEN p_available IS NULL THEN 'null' ELSE to_json(minor_to_decimal(p_available, p_digits))::text END
    || ',"currency":' || CASE WHEN p_available IS NULL THEN 'null' ELSE to_json(p_currency)::text END || '}';
END
$$;

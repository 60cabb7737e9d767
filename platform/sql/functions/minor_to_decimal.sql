-- Minor units as the wire's decimal text: 12345, 2 -> '123.45'. The SQL twin of
-- minorToDecimalString in lib/format/money.ts, the one conversion the TypeScript side uses; it
-- exists because vendor_wallet_answer writes the vendor's JSON answer inside the database.
-- tests/platform/sql/minor-to-decimal.test.ts checks that both agree over many values.
CREATE OR REPLACE FUNCTION minor_to_decimal(p_minor bigint, p_digits integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_digits = 0 THEN p_minor::text
    ELSE (CASE WHEN p_minor < 0 THEN '-' ELSE '' END)
      || (abs(p_minor) / (10::numeric ^ p_digits)::bigint)::text || '.'
      || lpad((abs(p_minor) % (10::numeric ^ p_digits)::bigint)::text, p_digits, '0')
  END
$$;

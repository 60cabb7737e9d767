-- Minor units as the wire's decimal text (lib/format minorToDecimalString): 12345, 2 -> '123.45'.
CREATE OR REPLACE FUNCTION minor_to_decimal(p_minor bigint, p_digits integer) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_digits = 0 THEN p_minor::text
    ELSE (CASE WHEN p_minor < 0 THEN '-' ELSE '' END)
      || (abs(p_minor) / (10::numeric ^ p_digits)::bigint)::text || '.'
      || lpad((abs(p_minor) % (10::numeric ^ p_digits)::bigint)::text, p_digits, '0')
  END
$$;

-- Settled stakes count towards the members' bonus wagering (platform/src/modules/rewards): the
-- wallet's group commit (vendor_wallet_batch) calls this once per batch, in the batch's own
-- transaction, with one element per settled real-money stake (its member, currency, wallet
-- vendor, game and stake), so each settled bet counts exactly once: it commits, or rolls back,
-- with its settlement. The batch holds the members' wallet locks, so one member's batches run
-- one after another.
--
-- Most batches have no member with a bonus in wagering: they pay one index descent per member
-- with a settled stake (reward_grants_wagering on (merchant, member)) and return. Otherwise the
-- oldest unexpired bonus in wagering of each member and currency takes the batch's stakes, each weighted by its game type (the grant's
-- weights, then the merchant's reward_settings, then the defaults below; a game the catalog does
-- not know counts 0 %), floor(stake x weight / 100). One requirement at a time: the rest of a
-- stake that completes a bonus does not carry over to the next. A bonus whose weighted turnover
-- reaches its requirement converts in the same transaction: its amount moves from the member's
-- member_bonus account to the wallet (ledger_post, key reward / convert:<grant>, once per grant:
-- the status change from wagering to converted happens here, under the grant's row lock).
-- Lock order: the batch's wallets (already held), then member_bonus accounts (always opened after
-- the wallet, so a higher id: ledger_post locks them in id order), then the house accounts the
-- batch takes after this call: the order of every other posting.
-- Answers how many bonuses converted.
CREATE OR REPLACE FUNCTION reward_wagering(
  p_now timestamptz, p_merchants integer[], p_members bigint[], p_currencies text[], p_vendors text[], p_games text[], p_stakes bigint[]
) RETURNS integer LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_converted integer := 0;
  v_wallet bigint;
  v_bonus bigint;
  v_posted record;
  v_merchants integer[];
  v_members bigint[];
  r record;
BEGIN
  -- The batch's members with a settled stake; for each, one descent of reward_grants_wagering on
  -- (merchant, member): the probe most batches end with.
  SELECT array_agg(DISTINCT u.merchant), array_agg(DISTINCT u.member) INTO v_merchants, v_members
  FROM unnest(p_merchants, p_members, p_stakes) AS u(merchant, member, stake)
  WHERE u.stake > 0;
  IF v_members IS NULL OR NOT EXISTS (
    SELECT 1 FROM unnest(p_merchants, p_members, p_stakes) AS u(merchant, member, stake)
    CROSS JOIN LATERAL (
      SELECT 1 FROM reward_grants g WHERE g.merchant_id = u.merchant AND g.member_id = u.member AND g.status = 'wagering' LIMIT 1
    ) x
    WHERE u.stake > 0
  ) THEN
    RETURN 0;
  END IF;

  FOR r IN
    WITH s AS (
      SELECT u.merchant, u.member, u.currency, u.vendor, u.game, u.stake
      FROM unnest(p_merchants, p_members, p_currencies, p_vendors, p_games, p_stakes) AS u(merchant, member, currency, vendor, game, stake)
      WHERE u.stake > 0
    ), g AS (
      SELECT DISTINCT ON (g.merchant_id, g.member_id, g.currency) g.merchant_id, g.id, g.member_id, g.currency, g.game_weights
      FROM reward_grants g
      WHERE g.status = 'wagering' AND (g.expires_at IS NULL OR g.expires_at > p_now)
        AND g.merchant_id = ANY (v_merchants) AND g.member_id = ANY (v_members)
        AND EXISTS (SELECT 1 FROM s WHERE s.merchant = g.merchant_id AND s.member = g.member_id)
      ORDER BY g.merchant_id, g.member_id, g.currency, g.id
    ), w AS (
      SELECT g.merchant_id, g.id, sum(s.stake * coalesce(
          (g.game_weights ->> t.game_type)::integer, (rs.game_weights ->> t.game_type)::integer, d.weight, 0) / 100) AS weighted
      FROM g
      JOIN s ON s.merchant = g.merchant_id AND s.member = g.member_id AND s.currency = g.currency
      LEFT JOIN game_types t ON t.merchant_id = s.merchant AND t.vendor = s.vendor AND t.game_id = s.game
      LEFT JOIN reward_settings rs ON rs.merchant_id = g.merchant_id
      -- The built-in weights (rewards/schema.ts defaultGameWeights says the same).
      LEFT JOIN (VALUES ('RNG', 100), ('FISH', 100), ('LOTT', 50), ('ELOTT', 50), ('LIVE', 10), ('PVP', 10), ('SPORTS', 50),
        ('ESPORTS', 50), ('COCKFIGHT', 10)) AS d(game_type, weight) ON d.game_type = t.game_type
      GROUP BY g.merchant_id, g.id
    )
    UPDATE reward_grants AS x
    SET wagered_minor = least(x.wagered_minor + w.weighted, x.required_minor),
        status = CASE WHEN x.wagered_minor + w.weighted >= x.required_minor THEN 'converted' ELSE 'wagering' END,
        completed_at = CASE WHEN x.wagered_minor + w.weighted >= x.required_minor THEN p_now END
    FROM w
    WHERE x.merchant_id = w.merchant_id AND x.id = w.id AND w.weighted > 0 AND x.status = 'wagering'
    RETURNING x.merchant_id, x.id, x.member_id, x.currency, x.amount_minor, x.status
  LOOP
    CONTINUE WHEN r.status <> 'converted';
    v_wallet := ledger_account(r.merchant_id, 'member_wallet', r.member_id, NULL, 0::smallint, r.currency, false);
    v_bonus := ledger_account(r.merchant_id, 'member_bonus', r.member_id, NULL, 0::smallint, r.currency, false);
    SELECT * INTO v_posted FROM ledger_post(r.merchant_id, 'reward.convert', 'grant:' || r.id, 'reward', 'convert:' || r.id,
      encode(sha256(convert_to('reward.convert:' || r.id || ':' || r.amount_minor, 'UTF8')), 'hex'), p_now,
      ARRAY[v_bonus, v_wallet], ARRAY[-r.amount_minor, r.amount_minor]);
    IF v_posted.status <> 'posted' THEN
      -- The bonus account holds every grant in wagering: only books out of step with reward_grants get here.
      RAISE EXCEPTION 'rewards: converting grant % of merchant % answered %', r.id, r.merchant_id, v_posted.status;
    END IF;
    v_converted := v_converted + 1;
  END LOOP;
  RETURN v_converted;
END
$$;

-- VIP (platform/src/modules/vip, issue 19): levels per merchant with their thresholds, upgrade
-- bonus, monthly and birthday gifts and rebate rates per product; each member's level; and every
-- VIP payment made (upgrade bonus, gift, daily rebate), whose key makes it once only. The money
-- itself moves through modules/rewards (a grant, from the merchant's bonus account).

-- A merchant's VIP rules. basis: what a level counts (settled real-money stakes, or credited
-- deposits); qualifying_window: over which time (the last 30 days, or the calendar month: the
-- better of this month so far and the last full one). Wagering multiples in hundredths (100 = x1).
CREATE TABLE vip_programs (
  merchant_id              integer PRIMARY KEY REFERENCES merchants (id),
  basis                    text NOT NULL CHECK (basis IN ('bets', 'deposits')),
  qualifying_window        text NOT NULL CHECK (qualifying_window IN ('rolling30', 'month')),
  gift_wagering_centi      integer NOT NULL CHECK (gift_wagering_centi BETWEEN 0 AND 10000),
  rebate_wagering_centi    integer NOT NULL CHECK (rebate_wagering_centi BETWEEN 0 AND 10000),
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL
);

-- The levels of a merchant, 0 the entry level (threshold 0). rebate_bp: basis points of the
-- settled turnover per product ({"slots": 50, "live": 30}); a product not named earns nothing.
CREATE TABLE vip_levels (
  merchant_id          integer NOT NULL REFERENCES vip_programs (merchant_id),
  level                smallint NOT NULL CHECK (level BETWEEN 0 AND 30),
  name                 text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 32),
  threshold_minor      bigint NOT NULL CHECK (threshold_minor >= 0),
  upgrade_bonus_minor  bigint NOT NULL CHECK (upgrade_bonus_minor >= 0),
  monthly_gift_minor   bigint NOT NULL CHECK (monthly_gift_minor >= 0),
  birthday_gift_minor  bigint NOT NULL CHECK (birthday_gift_minor >= 0),
  rebate_bp            jsonb NOT NULL,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, level),
  CHECK (level > 0 OR threshold_minor = 0)
);

-- A member's level as last evaluated (when the member looks, and by the daily run), with the
-- qualifying amount that gave it. A member without a row is at level 0.
CREATE TABLE vip_members (
  merchant_id   integer NOT NULL,
  member_id     bigint NOT NULL,
  level         smallint NOT NULL CHECK (level >= 0),
  amount_minor  bigint NOT NULL CHECK (amount_minor >= 0),
  evaluated_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id)
);
CREATE INDEX vip_members_ranked ON vip_members (merchant_id, level) WHERE level > 0;

-- Every VIP payment, once per key: upgrade (ref: the level, once ever), monthly (ref: 2026-11),
-- birthday (ref: 2026), rebate (ref: the merchant day 2026-11-24). The row is written first and
-- the reward grant (source vip or rebate, sourceRef `<kind>:<member>:<ref>`) in the same
-- transaction: a second payment of a key finds the row (or waits for it) and pays nothing.
CREATE TABLE vip_payouts (
  merchant_id   integer NOT NULL,
  member_id     bigint NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('upgrade', 'monthly', 'birthday', 'rebate')),
  ref           text NOT NULL CHECK (char_length(ref) BETWEEN 1 AND 16),
  level         smallint NOT NULL,
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  -- rebate: the settled turnover and the rate of each product ({"slots": {"turnover_minor": "...", "bp": 50}}).
  detail        jsonb,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id, kind, ref),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id)
);
CREATE INDEX vip_payouts_day ON vip_payouts (merchant_id, kind, ref);

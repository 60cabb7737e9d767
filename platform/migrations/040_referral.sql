-- Refer a friend (platform/src/modules/referral; issue 19). Runs on PGlite and PostgreSQL 15.
-- Member referral is separate from agents' affiliate codes (affiliate_codes, modules/registration):
-- an affiliate code makes a downline of an agent; a referral code makes a friend of a member.

-- A member's own code, made the first time they open /m/inviteFriends.
CREATE TABLE referral_codes (
  merchant_id integer NOT NULL,
  member_id   bigint NOT NULL,
  code        text NOT NULL CHECK (code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, member_id),
  UNIQUE (merchant_id, code),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Who brought whom: one referrer per friend, written in the friend's registration, with the
-- address and device the friend registered from (a device id the platform keeps in a cookie).
CREATE TABLE referrals (
  merchant_id integer NOT NULL,
  invitee_id  bigint NOT NULL,
  referrer_id bigint NOT NULL,
  register_ip text CHECK (register_ip IS NULL OR length(register_ip) <= 64),
  device_id   text CHECK (device_id IS NULL OR length(device_id) <= 128),
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, invitee_id),
  CHECK (invitee_id <> referrer_id),
  FOREIGN KEY (merchant_id, invitee_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (merchant_id, referrer_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);
CREATE INDEX referrals_referrer ON referrals (merchant_id, referrer_id, created_at DESC);

-- A merchant's referral rules. Tiers are jsonb arrays of minor amounts as strings:
-- first_deposit_tiers [{"minDeposit_minor": "10000", "reward_minor": "1000"}],
-- turnover_tiers [{"turnover_minor": "100000", "reward_minor": "1000"}]. Limits: what one friend
-- pays in all (invitee_max_minor) and what one referrer is paid per period (period_max_minor);
-- 0 means no limit. Whether referral is on is the merchant's menu switch `referral`.
CREATE TABLE referral_settings (
  merchant_id         integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  first_deposit_tiers jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(first_deposit_tiers) = 'array'),
  turnover_tiers      jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(turnover_tiers) = 'array'),
  wagering_multiple   numeric(6, 2) NOT NULL DEFAULT 0 CHECK (wagering_multiple BETWEEN 0 AND 100),
  invitee_max_minor   bigint NOT NULL DEFAULT 0 CHECK (invitee_max_minor >= 0),
  period              text NOT NULL DEFAULT 'month' CHECK (period IN ('day', 'week', 'month')),
  period_max_minor    bigint NOT NULL DEFAULT 0 CHECK (period_max_minor >= 0),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- Each milestone of a friend ('first_deposit', 'turnover:<threshold_minor>') is decided once:
-- paid, cut to 0 by a limit ('capped'), or refused because the friend's device, address or bank
-- card already paid for another friend ('blocked', reason device|address|card). day: the
-- merchant day it was decided, for the period limit.
CREATE TABLE referral_rewards (
  merchant_id  integer NOT NULL,
  invitee_id   bigint NOT NULL,
  milestone    text NOT NULL CHECK (milestone ~ '^(first_deposit|turnover:[0-9]{1,18})$'),
  referrer_id  bigint NOT NULL,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  status       text NOT NULL CHECK (status IN ('paid', 'capped', 'blocked')),
  reason       text CHECK (reason IS NULL OR reason IN ('device', 'address', 'card', 'invitee', 'period', 'break')),
  grant_id     text,
  day          date NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, invitee_id, milestone),
  FOREIGN KEY (merchant_id, invitee_id) REFERENCES referrals (merchant_id, invitee_id) ON DELETE CASCADE
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (merchant_id, referrer_id, day);

-- A device, address or bank card pays referral rewards for one friend only: the first friend
-- paid with it owns it (value_hash: an HMAC of the value, never the value itself).
CREATE TABLE referral_marks (
  merchant_id integer NOT NULL,
  kind        text NOT NULL CHECK (kind IN ('device', 'address', 'card')),
  value_hash  text NOT NULL CHECK (length(value_hash) BETWEEN 16 AND 128),
  invitee_id  bigint NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, kind, value_hash)
);

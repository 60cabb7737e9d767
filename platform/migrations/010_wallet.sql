-- The member-facing wallet (platform/src/modules/wallet): the merchant's wallet settings, the
-- play-money house account trial players are funded from, and each member's turnover
-- (wagering) requirement. Money itself stays in the ledger tables of migration 007.

-- Turnover multiple, trial play money, withdrawal limits: read as a whole, like the other
-- merchant settings (platform/src/modules/merchants).
ALTER TABLE merchants ADD COLUMN wallet jsonb NOT NULL DEFAULT '{}';

-- Trial (type 4) players play with play money: it comes from, and is lost to, this house
-- account, never the real game or bonus accounts, so real books stay free of it.
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('member_wallet',
  'house_deposit_clearing', 'house_withdrawal_clearing', 'house_game', 'house_bonus', 'house_adjustment', 'house_play_money'));

-- What a member still has to wager before a withdrawal: a deposit adds amount x the
-- merchant's multiple, a settled bet takes its stake off, never below zero.
CREATE TABLE member_turnover (
  merchant_id     integer NOT NULL,
  member_id       bigint NOT NULL,
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  required_minor  bigint NOT NULL DEFAULT 0 CHECK (required_minor >= 0),
  -- Totals since the account opened, so an operator can see how the requirement came about.
  added_minor     bigint NOT NULL DEFAULT 0 CHECK (added_minor >= 0),
  wagered_minor   bigint NOT NULL DEFAULT 0 CHECK (wagered_minor >= 0),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, member_id, currency),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id)
);

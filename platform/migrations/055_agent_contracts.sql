-- Agents' contracts (platform/src/modules/contracts, issue 20): daily-salary and hourly-salary
-- contracts (dividend contracts use the same table with kind 'dividend' once they are built).
-- An upline proposes terms to a direct downline agent, the downline accepts or rejects; the
-- merchant (an operator) gives the top of a chain its terms. The terms are tiers: from a team's
-- effective bets and active members on, an amount per 10,000 of the team's effective bets.
-- States (the module's README lists every transition and who may make it): pending, signed,
-- termination_requested, cancelled. At most one pending offer and one contract in force (signed
-- or termination_requested) per agent and kind: two partial unique indexes hold that, so two
-- racing accepts cannot both win.

CREATE TABLE agent_contracts (
  merchant_id     integer NOT NULL,
  id              bigserial NOT NULL,
  kind            text NOT NULL CHECK (kind IN ('daily', 'hourly', 'dividend')),
  -- The agent who earns under the contract.
  member_id       bigint NOT NULL,
  -- Who offered it: its direct upline agent, or NULL for the merchant (an operator's terms).
  upline_id       bigint,
  -- [{"minBets": "<minor>", "minActive": <n>, "amount": "<minor per 10,000 currency units of bets>"}], thresholds rising.
  tiers           jsonb NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'signed', 'termination_requested', 'cancelled')),
  -- Who asked to end a signed contract (the other party confirms, or the asker takes it back).
  termination_by  text CHECK (termination_by IN ('upline', 'downline')),
  -- Why a contract ended: rejected by the downline, withdrawn by the upline before an answer,
  -- terminated by both, replaced by a newer signed contract, or cancelled by an operator.
  end_reason      text CHECK (end_reason IN ('rejected', 'withdrawn', 'terminated', 'replaced', 'operator')),
  proposed_at     timestamptz NOT NULL,
  signed_at       timestamptz,
  ended_at        timestamptz,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, id),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id),
  FOREIGN KEY (merchant_id, upline_id) REFERENCES members (merchant_id, id),
  CHECK ((status = 'cancelled') = (end_reason IS NOT NULL)),
  CHECK ((status = 'termination_requested') = (termination_by IS NOT NULL)),
  CHECK (status = 'pending' OR status = 'cancelled' OR signed_at IS NOT NULL)
);

CREATE UNIQUE INDEX agent_contracts_pending ON agent_contracts (merchant_id, member_id, kind) WHERE status = 'pending';
CREATE UNIQUE INDEX agent_contracts_in_force ON agent_contracts (merchant_id, member_id, kind) WHERE status IN ('signed', 'termination_requested');
-- What an upline has offered and granted (its screen, the offer rules, the settlement's children).
CREATE INDEX agent_contracts_upline ON agent_contracts (merchant_id, upline_id, kind);
-- The contracts in force at a period's end (the settlement): signed before it, not ended by it.
CREATE INDEX agent_contracts_signed ON agent_contracts (merchant_id, kind, signed_at) WHERE signed_at IS NOT NULL;

-- One row per contract and period paid (a merchant day '2026-11-24', an hour '2026-11-24T13'):
-- the proof that the period was settled for that contract, written in the same transaction as
-- its ledger entry, so a second run (in turn, at once, or after a crash) finds it and pays nothing.
-- It keeps the figures the amount came from, for the agent's records and the operators.
CREATE TABLE agent_contract_payouts (
  merchant_id          integer NOT NULL,
  contract_id          bigint NOT NULL,
  period               text NOT NULL CHECK (char_length(period) BETWEEN 7 AND 13),
  kind                 text NOT NULL CHECK (kind IN ('daily', 'hourly', 'dividend')),
  member_id            bigint NOT NULL,
  team_bets_minor      bigint NOT NULL CHECK (team_bets_minor >= 0),
  active_members       integer NOT NULL CHECK (active_members >= 0),
  -- The tier reached: minor units per 10,000 currency units of the team's effective bets (0: none).
  tier_amount_minor    bigint NOT NULL CHECK (tier_amount_minor >= 0),
  -- The whole team's salary at the agent's tier, what its direct downlines' contracts earn of it, and the rest: the agent's.
  gross_minor          bigint NOT NULL CHECK (gross_minor >= 0),
  downline_minor       bigint NOT NULL CHECK (downline_minor >= 0),
  amount_minor         bigint NOT NULL CHECK (amount_minor >= 0),
  ledger_entry_id      bigint,
  created_at           timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, contract_id, period),
  FOREIGN KEY (merchant_id, contract_id) REFERENCES agent_contracts (merchant_id, id)
);

CREATE INDEX agent_contract_payouts_member ON agent_contract_payouts (merchant_id, member_id, kind, period DESC);

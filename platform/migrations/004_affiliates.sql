-- Affiliate (invitation) codes of agents: a visitor registering with one becomes a downline of
-- that agent (members.parent_agent_id). Runs on PGlite and PostgreSQL 15. Owned by
-- platform/src/modules/registration; whether the member behind a code is an agent is checked
-- through the members service, not here.

CREATE TABLE affiliate_codes (
  merchant_id     integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  code            text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,32}$'),
  agent_member_id bigint NOT NULL,
  -- The merchant's default agent code (GET /wps/agent/default): at most one per merchant.
  is_default      boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, code),
  FOREIGN KEY (merchant_id, agent_member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

-- Codes are typed by people: one code per spelling regardless of case.
CREATE UNIQUE INDEX affiliate_codes_code_lower ON affiliate_codes (merchant_id, lower(code));
CREATE UNIQUE INDEX affiliate_codes_default ON affiliate_codes (merchant_id) WHERE is_default;
CREATE INDEX affiliate_codes_agent ON affiliate_codes (merchant_id, agent_member_id);

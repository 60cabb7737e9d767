-- Read views other modules' team figures need (issue 20: the agents' KPI, overview and downline
-- list), each owned by the module of its table and documented in that module's README. Their
-- columns are a contract: the tables may change, the views keep them.

-- modules/members: who a member is, without passwords or contacts.
CREATE VIEW member_directory AS
  SELECT merchant_id, id AS member_id, username, type, status, created_at FROM members;

-- modules/sessions: each login (90 days are kept) and each session not revoked.
CREATE VIEW member_login_times AS
  SELECT merchant_id, member_id, logged_in_at FROM member_logins;
CREATE VIEW member_open_sessions AS
  SELECT merchant_id, member_id, last_seen_at, expires_at, idle_timeout_s FROM member_sessions WHERE revoked_at IS NULL;
CREATE INDEX member_logins_member_time ON member_logins (merchant_id, member_id, logged_in_at);

-- modules/ledger: each member's wallet balance (minor units, the wallet's currency).
CREATE VIEW member_wallet_balances AS
  SELECT merchant_id, member_id, currency, balance_minor FROM ledger_accounts WHERE kind = 'member_wallet';

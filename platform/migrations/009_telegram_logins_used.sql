-- Telegram's login widget carries no nonce, so a signed payload could be replayed for as long
-- as its auth_date is accepted (a day). Each payload's hash is spent on first use and kept
-- until it could no longer be accepted anyway. Owned by platform/src/modules/social.
CREATE TABLE telegram_logins_used (
  merchant_id  integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  hash         text NOT NULL CHECK (length(hash) <= 128),
  expires_at   timestamptz NOT NULL,
  PRIMARY KEY (merchant_id, hash)
);
CREATE INDEX telegram_logins_used_expires ON telegram_logins_used (expires_at);

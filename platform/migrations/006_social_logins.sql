-- One-click login through a social provider (SPEC §1, §7: Facebook, Google, Telegram): the
-- providers a merchant configured, the identities linked to members, and the single-use
-- states of authorizations in flight. Runs on PGlite and PostgreSQL 15. Owned by
-- platform/src/modules/social; members are reached through the members service.

CREATE TABLE social_providers (
  merchant_id       integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  provider          text NOT NULL CHECK (provider IN ('google', 'facebook', 'telegram')),
  enabled           boolean NOT NULL DEFAULT false,
  -- Google and Facebook: the OAuth client id. Telegram: unused (the bot token says which bot).
  client_id         text NOT NULL DEFAULT '' CHECK (length(client_id) <= 512),
  -- The client secret (Telegram: the bot token), sealed with the platform's secret box.
  client_secret_enc text,
  -- Google: the OpenID issuer (https://accounts.google.com unless a test points it elsewhere).
  issuer            text CHECK (issuer IS NULL OR length(issuer) <= 2048),
  -- Facebook: the Graph API base URL (https://graph.facebook.com unless a test points it elsewhere).
  graph_url         text CHECK (graph_url IS NULL OR length(graph_url) <= 2048),
  -- Telegram: the bot's username, which the login widget names.
  bot_name          text CHECK (bot_name IS NULL OR length(bot_name) <= 64),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider)
);

CREATE TABLE social_identities (
  merchant_id integer NOT NULL,
  provider    text NOT NULL CHECK (provider IN ('google', 'facebook', 'telegram')),
  -- The provider's stable id of the person (Google sub, Facebook app-scoped id, Telegram user id).
  subject     text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
  member_id   bigint NOT NULL,
  email       text CHECK (email IS NULL OR length(email) <= 254),
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, provider, subject),
  FOREIGN KEY (merchant_id, member_id) REFERENCES members (merchant_id, id) ON DELETE CASCADE
);

CREATE INDEX social_identities_member ON social_identities (merchant_id, member_id);

CREATE TABLE social_states (
  merchant_id   integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- sha256 (base64url) of the state parameter; the state itself travels only through the browser.
  state_hash    text NOT NULL,
  provider      text NOT NULL CHECK (provider IN ('google', 'facebook')),
  -- PKCE verifier (Google). Worth nothing without the authorization code, which the provider
  -- sends only to the registered redirect URI, and gone with the row after ten minutes.
  code_verifier text,
  nonce         text,
  redirect_uri  text NOT NULL CHECK (length(redirect_uri) <= 2048),
  created_at    timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz,
  PRIMARY KEY (merchant_id, state_hash)
);

-- Expired states are swept per merchant when new ones are made.
CREATE INDEX social_states_expiry ON social_states (merchant_id, expires_at);

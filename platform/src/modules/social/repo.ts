import type { Queryable } from '../../db';
import type { SocialProvider } from './schema';

export interface SocialProviderRow {
  merchant_id: number;
  provider: SocialProvider;
  enabled: boolean;
  client_id: string;
  client_secret_enc: string | null;
  issuer: string | null;
  graph_url: string | null;
  bot_name: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface SocialProviderUpsert {
  enabled: boolean;
  clientId: string;
  clientSecretEnc: string | null;
  issuer: string | null;
  graphUrl: string | null;
  botName: string | null;
}

export interface SocialStateRow {
  provider: 'google' | 'facebook';
  code_verifier: string | null;
  nonce: string | null;
  redirect_uri: string;
}

export interface SocialIdentityRow {
  member_id: bigint | number | string;
  email: string | null;
}

const providerColumns = 'merchant_id, provider, enabled, client_id, client_secret_enc, issuer, graph_url, bot_name, created_at, updated_at';

export const socialRepo = {
  async provider(q: Queryable, merchantId: number, provider: SocialProvider): Promise<SocialProviderRow | null> {
    const r = await q.query<SocialProviderRow>(
      `SELECT ${providerColumns} FROM social_providers WHERE merchant_id = $1 AND provider = $2`, [merchantId, provider]);
    return r.rows[0] ?? null;
  },

  /** The provider row locked for the rest of the transaction (an operator's change). */
  async lockProvider(q: Queryable, merchantId: number, provider: SocialProvider): Promise<SocialProviderRow | null> {
    const r = await q.query<SocialProviderRow>(
      `SELECT ${providerColumns} FROM social_providers WHERE merchant_id = $1 AND provider = $2 FOR UPDATE`, [merchantId, provider]);
    return r.rows[0] ?? null;
  },

  async providers(q: Queryable, merchantId: number): Promise<SocialProviderRow[]> {
    const r = await q.query<SocialProviderRow>(
      `SELECT ${providerColumns} FROM social_providers WHERE merchant_id = $1 ORDER BY provider`, [merchantId]);
    return r.rows;
  },

  async upsertProvider(q: Queryable, merchantId: number, provider: SocialProvider, p: SocialProviderUpsert, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO social_providers (merchant_id, provider, enabled, client_id, client_secret_enc, issuer, graph_url, bot_name, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (merchant_id, provider) DO UPDATE SET enabled = $3, client_id = $4, client_secret_enc = $5, issuer = $6,
         graph_url = $7, bot_name = $8, updated_at = $9`,
      [merchantId, provider, p.enabled, p.clientId, p.clientSecretEnc, p.issuer, p.graphUrl, p.botName, now]);
  },

  async insertState(
    q: Queryable,
    s: { merchantId: number; stateHash: string; provider: 'google' | 'facebook'; codeVerifier: string | null; nonce: string | null; redirectUri: string },
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO social_states (merchant_id, state_hash, provider, code_verifier, nonce, redirect_uri, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [s.merchantId, s.stateHash, s.provider, s.codeVerifier, s.nonce, s.redirectUri, now, expiresAt]);
  },

  /** Marks a live, unused state used and answers it; null when there is none (unknown, used, expired). */
  async consumeState(q: Queryable, merchantId: number, stateHash: string, now: Date): Promise<SocialStateRow | null> {
    const r = await q.query<SocialStateRow>(
      `UPDATE social_states SET used_at = $3
       WHERE merchant_id = $1 AND state_hash = $2 AND used_at IS NULL AND expires_at > $3
       RETURNING provider, code_verifier, nonce, redirect_uri`,
      [merchantId, stateHash, now]);
    return r.rows[0] ?? null;
  },

  /** Spends a Telegram login payload: true the first time, false for a replay. */
  async spendTelegramLogin(q: Queryable, merchantId: number, hash: string, expiresAt: Date): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO telegram_logins_used (merchant_id, hash, expires_at) VALUES ($1, $2, $3)
       ON CONFLICT (merchant_id, hash) DO NOTHING`,
      [merchantId, hash.toLowerCase(), expiresAt]);
    return r.rowCount === 1;
  },

  async sweepTelegramLogins(q: Queryable, merchantId: number, now: Date): Promise<void> {
    await q.query('DELETE FROM telegram_logins_used WHERE merchant_id = $1 AND expires_at < $2', [merchantId, now]);
  },

  /** Drops states that expired over an hour ago (used ones stay that long to answer a replay alike). */
  async sweepStates(q: Queryable, merchantId: number, before: Date): Promise<void> {
    await q.query('DELETE FROM social_states WHERE merchant_id = $1 AND expires_at < $2', [merchantId, before]);
  },

  async identity(q: Queryable, merchantId: number, provider: SocialProvider, subject: string): Promise<SocialIdentityRow | null> {
    const r = await q.query<SocialIdentityRow>(
      'SELECT member_id, email FROM social_identities WHERE merchant_id = $1 AND provider = $2 AND subject = $3',
      [merchantId, provider, subject]);
    return r.rows[0] ?? null;
  },

  /** Links unless the identity is linked already (a concurrent first login won): then false. */
  async insertIdentity(
    q: Queryable,
    i: { merchantId: number; provider: SocialProvider; subject: string; memberId: number; email: string | null },
    now: Date,
  ): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO social_identities (merchant_id, provider, subject, member_id, email, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING member_id`,
      [i.merchantId, i.provider, i.subject, i.memberId, i.email, now]);
    return r.rows.length === 1;
  },
};

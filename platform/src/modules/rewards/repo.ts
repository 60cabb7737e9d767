import type { Queryable } from '../../db';
import type { ForfeitReason, GrantStatus, RewardSource } from './schema';

/** Plain SQL over reward_grants and reward_settings (migration 037), one statement per method, every one scoped by merchant. */

type Id = bigint | string | number;

export interface GrantRow {
  merchant_id: number;
  id: Id;
  member_id: Id;
  currency: string;
  source: RewardSource;
  source_ref: string;
  params_hash: string;
  amount_minor: Id;
  wagering_centi: number;
  required_minor: Id;
  wagered_minor: Id;
  status: GrantStatus;
  forfeit_reason: ForfeitReason | null;
  title: string;
  game_weights: Record<string, number> | string;
  forfeit_on_withdrawal: boolean;
  expires_at: Date | string | null;
  created_at: Date | string;
  completed_at: Date | string | null;
}

export interface NewGrantRow {
  merchantId: number;
  memberId: number;
  currency: string;
  source: RewardSource;
  sourceRef: string;
  paramsHash: string;
  amount_minor: bigint;
  wageringCenti: number;
  required_minor: bigint;
  title: string;
  gameWeights: Record<string, number>;
  forfeitOnWithdrawal: boolean;
  expiresAt: Date | null;
  now: Date;
}

const columns = `merchant_id, id, member_id, currency, source, source_ref, params_hash, amount_minor, wagering_centi, required_minor,
  wagered_minor, status, forfeit_reason, title, game_weights, forfeit_on_withdrawal, expires_at, created_at, completed_at`;

export const rewardsRepo = {
  /** The new grant's row, or null when (merchant, source, source_ref) exists (a concurrent twin waits here for the first to commit). */
  async insertGrant(q: Queryable, g: NewGrantRow): Promise<GrantRow | null> {
    const r = await q.query<GrantRow>(
      `INSERT INTO reward_grants (merchant_id, member_id, currency, source, source_ref, params_hash, amount_minor, wagering_centi,
         required_minor, status, title, game_weights, forfeit_on_withdrawal, expires_at, created_at, completed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::bigint, $8, $9::bigint, CASE WHEN $8 = 0 THEN 'paid' ELSE 'wagering' END, $10, $11::jsonb, $12, $13, $14,
         CASE WHEN $8 = 0 THEN $14::timestamptz END)
       ON CONFLICT (merchant_id, source, source_ref) DO NOTHING
       RETURNING ${columns}`,
      [g.merchantId, g.memberId, g.currency, g.source, g.sourceRef, g.paramsHash, g.amount_minor.toString(), g.wageringCenti,
        g.required_minor.toString(), g.title, JSON.stringify(g.gameWeights), g.forfeitOnWithdrawal, g.expiresAt, g.now]);
    return r.rows[0] ?? null;
  },

  async grantByKey(q: Queryable, merchantId: number, source: RewardSource, sourceRef: string): Promise<GrantRow | null> {
    const r = await q.query<GrantRow>(
      `SELECT ${columns} FROM reward_grants WHERE merchant_id = $1 AND source = $2 AND source_ref = $3`, [merchantId, source, sourceRef]);
    return r.rows[0] ?? null;
  },

  async grantById(q: Queryable, merchantId: number, id: number): Promise<GrantRow | null> {
    const r = await q.query<GrantRow>(`SELECT ${columns} FROM reward_grants WHERE merchant_id = $1 AND id = $2`, [merchantId, id]);
    return r.rows[0] ?? null;
  },

  /** The member's grants, newest first. */
  async memberGrants(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<GrantRow[]> {
    const r = await q.query<GrantRow>(
      `SELECT ${columns} FROM reward_grants WHERE merchant_id = $1 AND member_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3`,
      [merchantId, memberId, limit]);
    return r.rows;
  },

  /** The member's bonuses in wagering that a withdrawal now would forfeit by their terms (not the expired ones, lost anyway), oldest first. */
  async withdrawalForfeits(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<GrantRow[]> {
    const r = await q.query<GrantRow>(
      `SELECT ${columns} FROM reward_grants
       WHERE merchant_id = $1 AND member_id = $2 AND status = 'wagering' AND forfeit_on_withdrawal AND (expires_at IS NULL OR expires_at > $3)
       ORDER BY id`,
      [merchantId, memberId, now]);
    return r.rows;
  },

  /**
   * Forfeits the member's bonuses in wagering that have expired, and with `withdrawal` those whose
   * terms forfeit them on a withdrawal; answers them (status changed under their row locks, so once).
   */
  async forfeitMember(q: Queryable, merchantId: number, memberId: number, withdrawal: boolean, now: Date): Promise<GrantRow[]> {
    const r = await q.query<GrantRow>(
      `UPDATE reward_grants SET status = 'forfeited', completed_at = $4,
         forfeit_reason = CASE WHEN expires_at <= $4 THEN 'expired' ELSE 'withdrawal' END
       WHERE merchant_id = $1 AND member_id = $2 AND status = 'wagering' AND (expires_at <= $4 OR ($3 AND forfeit_on_withdrawal))
       RETURNING ${columns}`,
      [merchantId, memberId, withdrawal, now]);
    return r.rows;
  },

  /** Members (of any merchant) with an expired bonus still in wagering, at most limit. */
  async membersWithExpired(q: Queryable, now: Date, limit: number): Promise<{ merchant_id: number; member_id: Id }[]> {
    const r = await q.query<{ merchant_id: number; member_id: Id }>(
      `SELECT DISTINCT merchant_id, member_id FROM (
         SELECT merchant_id, member_id FROM reward_grants
         WHERE status = 'wagering' AND expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at LIMIT $2) e`,
      [now, limit]);
    return r.rows;
  },

  async settings(q: Queryable, merchantId: number): Promise<Record<string, number> | null> {
    const r = await q.query<{ game_weights: Record<string, number> | string }>(
      'SELECT game_weights FROM reward_settings WHERE merchant_id = $1', [merchantId]);
    const w = r.rows[0]?.game_weights;
    return w === undefined ? null : typeof w === 'string' ? JSON.parse(w) : w;
  },

  async saveSettings(q: Queryable, merchantId: number, gameWeights: Record<string, number>, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO reward_settings (merchant_id, game_weights, updated_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (merchant_id) DO UPDATE SET game_weights = EXCLUDED.game_weights, updated_at = EXCLUDED.updated_at`,
      [merchantId, JSON.stringify(gameWeights), now]);
  },
};

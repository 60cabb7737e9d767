import type { Queryable } from '../../db';

/**
 * Plain SQL over VIP's tables (migration 042), one statement per method. The bets come from the
 * vendor wallet's read view `real_money_bets` (migration 023), their game type from the games'
 * read view `game_types` (migration 037), deposits from the payments' read view
 * `credited_deposits` (migration 039).
 */

type Id = bigint | number | string;

export interface ProgramRow {
  basis: 'bets' | 'deposits';
  qualifying_window: 'rolling30' | 'month';
  gift_wagering_centi: number;
  rebate_wagering_centi: number;
}

export interface LevelRow {
  level: number;
  name: string;
  threshold_minor: Id;
  upgrade_bonus_minor: Id;
  monthly_gift_minor: Id;
  birthday_gift_minor: Id;
  rebate_bp: Record<string, number>;
}

export interface PayoutRow {
  kind: 'upgrade' | 'monthly' | 'birthday' | 'rebate';
  ref: string;
  level: number;
  amount_minor: Id;
  created_at: Date | string;
}

export const vipRepo = {
  async program(q: Queryable, merchantId: number): Promise<ProgramRow | null> {
    const r = await q.query<ProgramRow>(
      'SELECT basis, qualifying_window, gift_wagering_centi, rebate_wagering_centi FROM vip_programs WHERE merchant_id = $1', [merchantId]);
    return r.rows[0] ?? null;
  },

  async levels(q: Queryable, merchantId: number): Promise<LevelRow[]> {
    const r = await q.query<LevelRow>(
      `SELECT level, name, threshold_minor, upgrade_bonus_minor, monthly_gift_minor, birthday_gift_minor, rebate_bp
       FROM vip_levels WHERE merchant_id = $1 ORDER BY level`, [merchantId]);
    return r.rows;
  },

  /** Makes the program with these rules, or changes it; locks the row for the rest of the transaction. */
  async upsertProgram(q: Queryable, merchantId: number, p: ProgramRow, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO vip_programs (merchant_id, basis, qualifying_window, gift_wagering_centi, rebate_wagering_centi, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (merchant_id) DO UPDATE SET basis = $2, qualifying_window = $3, gift_wagering_centi = $4, rebate_wagering_centi = $5, updated_at = $6`,
      [merchantId, p.basis, p.qualifying_window, p.gift_wagering_centi, p.rebate_wagering_centi, now]);
  },

  async upsertLevel(q: Queryable, merchantId: number, l: LevelRow, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO vip_levels (merchant_id, level, name, threshold_minor, upgrade_bonus_minor, monthly_gift_minor, birthday_gift_minor, rebate_bp, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
       ON CONFLICT (merchant_id, level) DO UPDATE SET name = $3, threshold_minor = $4, upgrade_bonus_minor = $5, monthly_gift_minor = $6,
         birthday_gift_minor = $7, rebate_bp = $8::jsonb, updated_at = $9`,
      [merchantId, l.level, l.name, String(l.threshold_minor), String(l.upgrade_bonus_minor), String(l.monthly_gift_minor),
        String(l.birthday_gift_minor), JSON.stringify(l.rebate_bp), now]);
  },

  /** How many members stand at each level above 0 (the back office's view). */
  async membersPerLevel(q: Queryable, merchantId: number): Promise<{ level: number; members: Id }[]> {
    const r = await q.query<{ level: number; members: Id }>(
      'SELECT level, count(*) AS members FROM vip_members WHERE merchant_id = $1 AND level > 0 GROUP BY level', [merchantId]);
    return r.rows;
  },

  async memberLevel(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ level: number }>('SELECT level FROM vip_members WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return r.rows[0]?.level ?? 0;
  },

  /** Records the member's level and the amount behind it; answers the level it had before (0 without a row). */
  async setMemberLevel(q: Queryable, merchantId: number, memberId: number, level: number, amount_minor: bigint, now: Date): Promise<number> {
    const r = await q.query<{ before: number | null }>(
      `WITH old AS (SELECT level FROM vip_members WHERE merchant_id = $1 AND member_id = $2 FOR UPDATE)
       INSERT INTO vip_members AS v (merchant_id, member_id, level, amount_minor, evaluated_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, member_id) DO UPDATE SET level = $3, amount_minor = $4, evaluated_at = $5
       RETURNING (SELECT level FROM old) AS before`,
      [merchantId, memberId, level, amount_minor.toString(), now]);
    return r.rows[0]?.before ?? 0;
  },

  /** Members whose level is above 0 (the daily run re-evaluates them: a rolling window may lower them), by id after `afterId`. */
  async rankedMembers(q: Queryable, merchantId: number, afterId: number, limit: number): Promise<number[]> {
    const r = await q.query<{ member_id: Id }>(
      'SELECT member_id FROM vip_members WHERE merchant_id = $1 AND level > 0 AND member_id > $2 ORDER BY member_id LIMIT $3',
      [merchantId, afterId, limit]);
    return r.rows.map((x) => Number(x.member_id));
  },

  /** Records a payment unless its key was paid already: true when this call recorded it. */
  async insertPayout(
    q: Queryable, merchantId: number, memberId: number,
    p: { kind: PayoutRow['kind']; ref: string; level: number; amount_minor: bigint; detail: unknown },
    now: Date,
  ): Promise<boolean> {
    const r = await q.query(
      `INSERT INTO vip_payouts (merchant_id, member_id, kind, ref, level, amount_minor, detail, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) ON CONFLICT DO NOTHING`,
      [merchantId, memberId, p.kind, p.ref, p.level, p.amount_minor.toString(), p.detail === null ? null : JSON.stringify(p.detail), now]);
    return r.rowCount === 1;
  },

  async payout(q: Queryable, merchantId: number, memberId: number, kind: PayoutRow['kind'], ref: string): Promise<PayoutRow | null> {
    const r = await q.query<PayoutRow>(
      'SELECT kind, ref, level, amount_minor, created_at FROM vip_payouts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3 AND ref = $4',
      [merchantId, memberId, kind, ref]);
    return r.rows[0] ?? null;
  },

  /** The member's upgrade bonuses, this period's gifts and the newest rebate, in one read (the benefits page). */
  async memberPayouts(q: Queryable, merchantId: number, memberId: number, month: string, year: string): Promise<PayoutRow[]> {
    const r = await q.query<PayoutRow>(
      `(SELECT kind, ref, level, amount_minor, created_at FROM vip_payouts
         WHERE merchant_id = $1 AND member_id = $2 AND (kind = 'upgrade' OR (kind = 'monthly' AND ref = $3) OR (kind = 'birthday' AND ref = $4)))
       UNION ALL
       (SELECT kind, ref, level, amount_minor, created_at FROM vip_payouts
         WHERE merchant_id = $1 AND member_id = $2 AND kind = 'rebate' ORDER BY ref DESC LIMIT 1)`,
      [merchantId, memberId, month, year]);
    return r.rows;
  },

  /** The stakes of the member's real-money bets settled in [from, to) (placed since `placedSince`). */
  async settledStakes(q: Queryable, merchantId: number, memberId: number, from: Date, to: Date, placedSince: Date): Promise<bigint> {
    const r = await q.query<{ total: Id | null }>(
      `SELECT sum(stake_minor) AS total FROM real_money_bets
       WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $5 AND created_at < $4
         AND status = 'settled' AND settled_at >= $3 AND settled_at < $4`,
      [merchantId, memberId, from, to, placedSince]);
    return BigInt(r.rows[0]?.total ?? 0);
  },

  /** The member's deposits credited in [from, to). */
  async creditedDeposits(q: Queryable, merchantId: number, memberId: number, from: Date, to: Date): Promise<bigint> {
    const r = await q.query<{ total: Id | null }>(
      `SELECT sum(credited_minor) AS total FROM credited_deposits
       WHERE merchant_id = $1 AND member_id = $2 AND credited_at >= $3 AND credited_at < $4`,
      [merchantId, memberId, from, to]);
    return BigInt(r.rows[0]?.total ?? 0);
  },

  /** Members with real-money bets settled in [from, to), after `afterId` in id order: a page of the day's bettors. */
  async bettors(q: Queryable, merchantId: number, from: Date, to: Date, placedSince: Date, afterId: number, limit: number): Promise<number[]> {
    const r = await q.query<{ member_id: Id }>(
      `SELECT DISTINCT member_id FROM real_money_bets
       WHERE merchant_id = $1 AND created_at >= $4 AND created_at < $3 AND status = 'settled'
         AND settled_at >= $2 AND settled_at < $3 AND member_id > $5
       ORDER BY member_id LIMIT $6`,
      [merchantId, from, to, placedSince, afterId, limit]);
    return r.rows.map((x) => Number(x.member_id));
  },

  /**
   * These members' settled real-money turnover of [from, to) per game type: the rebate's base.
   * Bets of games the catalog does not know (no game type) are left out: no product, no rate.
   */
  async turnoverByType(
    q: Queryable, merchantId: number, memberIds: number[], from: Date, to: Date, placedSince: Date,
  ): Promise<{ member_id: Id; game_type: string; turnover_minor: Id }[]> {
    const r = await q.query<{ member_id: Id; game_type: string; turnover_minor: Id }>(
      `SELECT b.member_id, t.game_type, sum(b.stake_minor) AS turnover_minor
       FROM real_money_bets b
       JOIN game_types t ON t.merchant_id = b.merchant_id AND t.vendor = b.vendor AND t.game_id = b.game_id
       WHERE b.merchant_id = $1 AND b.member_id = ANY($2::bigint[]) AND b.created_at >= $5 AND b.created_at < $4
         AND b.status = 'settled' AND b.settled_at >= $3 AND b.settled_at < $4
       GROUP BY b.member_id, t.game_type`,
      [merchantId, memberIds, from, to, placedSince]);
    return r.rows;
  },
};

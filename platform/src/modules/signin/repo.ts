import type { Queryable } from '../../db';
import type { SigninRequirement } from '@/lib/activity/signin';

/** SQL of the sign-in: its own tables, and the read views it counts the day's activity in. */

export interface SigninSettingsRow {
  enabled: boolean;
  amounts_minor: string[];
  wagering_multiple: string;
  requirement: SigninRequirement;
  requirement_minor: string;
  updated_at: Date;
}

export interface SigninDayRow {
  day: string;
  streak: number;
  cycle_day: number;
  amount_minor: string;
  currency: string;
  grant_id: string | null;
}

const dayColumns = `to_char(day, 'YYYY-MM-DD') AS day, streak, cycle_day, amount_minor, currency, grant_id`;

export const signinRepo = {
  async settings(q: Queryable, merchantId: number): Promise<SigninSettingsRow | null> {
    const r = await q.query<SigninSettingsRow>(
      `SELECT enabled, amounts_minor::text[] AS amounts_minor, wagering_multiple::text AS wagering_multiple, requirement,
         requirement_minor::text AS requirement_minor, updated_at
       FROM signin_settings WHERE merchant_id = $1`, [merchantId]);
    return r.rows[0] ?? null;
  },

  /** Locks the merchant's settings row (an operator's change is read, checked and written whole). */
  async lockSettings(q: Queryable, merchantId: number): Promise<void> {
    await q.query('SELECT 1 FROM signin_settings WHERE merchant_id = $1 FOR UPDATE', [merchantId]);
  },

  async saveSettings(
    q: Queryable, merchantId: number,
    s: { enabled: boolean; amounts_minor: bigint[]; wageringMultiple: number; requirement: SigninRequirement; requirement_minor: bigint }, now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO signin_settings (merchant_id, enabled, amounts_minor, wagering_multiple, requirement, requirement_minor, updated_at)
       VALUES ($1, $2, $3::bigint[], $4, $5, $6, $7)
       ON CONFLICT (merchant_id) DO UPDATE SET enabled = EXCLUDED.enabled, amounts_minor = EXCLUDED.amounts_minor,
         wagering_multiple = EXCLUDED.wagering_multiple, requirement = EXCLUDED.requirement,
         requirement_minor = EXCLUDED.requirement_minor, updated_at = EXCLUDED.updated_at`,
      [merchantId, s.enabled, s.amounts_minor.map(String), s.wageringMultiple, s.requirement, String(s.requirement_minor), now]);
  },

  /** The member's latest sign-in on or before the day (today's own when they signed today). */
  async lastUpTo(q: Queryable, merchantId: number, memberId: number, day: string): Promise<SigninDayRow | null> {
    const r = await q.query<SigninDayRow>(
      `SELECT ${dayColumns} FROM signin_days
       WHERE merchant_id = $1 AND member_id = $2 AND day <= $3::date ORDER BY day DESC LIMIT 1`, [merchantId, memberId, day]);
    return r.rows[0] ?? null;
  },

  /**
   * Records the day's sign-in unless the member already has one for that day: null then. The
   * primary key decides between racing taps (a second insert waits for the first and finds it).
   */
  async insertDay(
    q: Queryable, merchantId: number, memberId: number,
    d: { day: string; streak: number; cycleDay: number; amount_minor: bigint; currency: string }, now: Date,
  ): Promise<SigninDayRow | null> {
    const r = await q.query<SigninDayRow>(
      `INSERT INTO signin_days (merchant_id, member_id, day, streak, cycle_day, amount_minor, currency, created_at)
       VALUES ($1, $2, $3::date, $4, $5, $6, $7, $8)
       ON CONFLICT (merchant_id, member_id, day) DO NOTHING
       RETURNING ${dayColumns}`,
      [merchantId, memberId, d.day, d.streak, d.cycleDay, String(d.amount_minor), d.currency, now]);
    return r.rows[0] ?? null;
  },

  async dayOf(q: Queryable, merchantId: number, memberId: number, day: string): Promise<SigninDayRow | null> {
    const r = await q.query<SigninDayRow>(
      `SELECT ${dayColumns} FROM signin_days WHERE merchant_id = $1 AND member_id = $2 AND day = $3::date`, [merchantId, memberId, day]);
    return r.rows[0] ?? null;
  },

  async setGrant(q: Queryable, merchantId: number, memberId: number, day: string, grantId: string): Promise<void> {
    await q.query('UPDATE signin_days SET grant_id = $4 WHERE merchant_id = $1 AND member_id = $2 AND day = $3::date', [merchantId, memberId, day, grantId]);
  },

  /** Deposits credited to the member in [from, to): the payments module's read view credited_deposits. */
  async depositedBetween(q: Queryable, merchantId: number, memberId: number, currency: string, from: Date, to: Date): Promise<bigint> {
    const r = await q.query<{ sum: string }>(
      `SELECT COALESCE(sum(credited_minor), 0)::text AS sum FROM credited_deposits
       WHERE merchant_id = $1 AND member_id = $2 AND currency = $3 AND credited_at >= $4 AND credited_at < $5`,
      [merchantId, memberId, currency, from, to]);
    return BigInt(r.rows[0]!.sum);
  },

  /** Stakes of the member's real-money bets placed in [from, to) and settled: the vendor wallet's read view real_money_bets. */
  async stakedBetween(q: Queryable, merchantId: number, memberId: number, from: Date, to: Date): Promise<bigint> {
    const r = await q.query<{ sum: string }>(
      `SELECT COALESCE(sum(stake_minor), 0)::text AS sum FROM real_money_bets
       WHERE merchant_id = $1 AND member_id = $2 AND created_at >= $3 AND created_at < $4 AND status = 'settled'`,
      [merchantId, memberId, from, to]);
    return BigInt(r.rows[0]!.sum);
  },
};

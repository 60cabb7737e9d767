import type { Queryable } from '../../db';
import type { DepositLimitPeriod } from '@/lib/wps/member-limits';

type Big = string | number | bigint;

export interface DepositLimitRow {
  period: DepositLimitPeriod;
  amount_minor: Big | null;
  pending_amount_minor: Big | null;
  pending_from: Date | null;
}

export interface BreakRow {
  id: Big;
  kind: 'timeout' | 'selfExclusion';
  starts_at: Date;
  ends_at: Date;
}

/** Plain SQL on member_deposit_limits, member_breaks and member_reality_checks (migration 047); every query scoped to merchant and member. */
export const limitsRepo = {
  async depositLimits(q: Queryable, merchantId: number, memberId: number): Promise<DepositLimitRow[]> {
    const r = await q.query<DepositLimitRow>(
      `SELECT period, amount_minor, pending_amount_minor, pending_from FROM member_deposit_limits
       WHERE merchant_id = $1 AND member_id = $2`,
      [merchantId, memberId]);
    return r.rows;
  },

  async saveDepositLimit(
    q: Queryable, merchantId: number, memberId: number,
    row: { period: DepositLimitPeriod; amount_minor: bigint | null; pending_amount_minor: bigint | null; pending_from: Date | null }, now: Date,
  ): Promise<void> {
    await q.query(
      `INSERT INTO member_deposit_limits (merchant_id, member_id, period, amount_minor, pending_amount_minor, pending_from, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (merchant_id, member_id, period) DO UPDATE
       SET amount_minor = EXCLUDED.amount_minor, pending_amount_minor = EXCLUDED.pending_amount_minor,
           pending_from = EXCLUDED.pending_from, updated_at = EXCLUDED.updated_at`,
      [merchantId, memberId, row.period, row.amount_minor, row.pending_amount_minor, row.pending_from, now]);
  },

  /** The break the member is on at `now`: of those begun, the one ending last, if it has not ended. */
  async activeBreak(q: Queryable, merchantId: number, memberId: number, now: Date): Promise<BreakRow | null> {
    const r = await q.query<BreakRow>(
      `SELECT id, kind, starts_at, ends_at FROM member_breaks
       WHERE merchant_id = $1 AND member_id = $2 AND ends_at > $3 AND starts_at <= $3
       ORDER BY ends_at DESC LIMIT 1`,
      [merchantId, memberId, now]);
    return r.rows[0] ?? null;
  },

  async insertBreak(q: Queryable, merchantId: number, memberId: number, kind: BreakRow['kind'], startsAt: Date, endsAt: Date): Promise<void> {
    await q.query(
      'INSERT INTO member_breaks (merchant_id, member_id, kind, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5)',
      [merchantId, memberId, kind, startsAt, endsAt]);
  },

  /** The member's breaks, newest first (the back office's history). */
  async breaks(q: Queryable, merchantId: number, memberId: number, limit: number): Promise<BreakRow[]> {
    const r = await q.query<BreakRow>(
      `SELECT id, kind, starts_at, ends_at FROM member_breaks WHERE merchant_id = $1 AND member_id = $2
       ORDER BY starts_at DESC, id DESC LIMIT $3`,
      [merchantId, memberId, limit]);
    return r.rows;
  },

  async realityMinutes(q: Queryable, merchantId: number, memberId: number): Promise<number> {
    const r = await q.query<{ minutes: number }>(
      'SELECT minutes FROM member_reality_checks WHERE merchant_id = $1 AND member_id = $2', [merchantId, memberId]);
    return r.rows[0]?.minutes ?? 0;
  },

  async saveRealityMinutes(q: Queryable, merchantId: number, memberId: number, minutes: number, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO member_reality_checks (merchant_id, member_id, minutes, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (merchant_id, member_id) DO UPDATE SET minutes = EXCLUDED.minutes, updated_at = EXCLUDED.updated_at`,
      [merchantId, memberId, minutes, now]);
  },
};

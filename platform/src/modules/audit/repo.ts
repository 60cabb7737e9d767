import type { Queryable } from '../../db';
import type { AuditRecord } from '../../context';

export interface AuditRow {
  id: string | number | bigint;
  at: Date;
  operator: string;
  merchant_id: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

/** The row a module records (AuditRecord of context.ts). */
export type AuditInsert = AuditRecord;

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

export const auditRepo = {
  async insert(q: Queryable, a: AuditInsert): Promise<void> {
    await q.query(
      `INSERT INTO audit_log (at, operator, merchant_id, action, target, before, after)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
      [a.at, a.operator, a.merchantId, a.action, a.target, json(a.before), json(a.after)]);
  },

  /** Newest first. `merchantId` undefined lists everything, null only platform-wide rows. */
  async list(q: Queryable, merchantId: number | null | undefined, limit: number, beforeId: number | null): Promise<AuditRow[]> {
    const r = await q.query<AuditRow>(
      `SELECT id, at, operator, merchant_id, action, target, before, after FROM audit_log
       WHERE ($1::boolean OR merchant_id IS NOT DISTINCT FROM $2::int) AND ($3::bigint IS NULL OR id < $3::bigint)
       ORDER BY id DESC LIMIT $4`,
      [merchantId === undefined, merchantId ?? null, beforeId, limit]);
    return r.rows;
  },
};

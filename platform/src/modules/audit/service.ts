import type { Queryable } from '../../db';
import { auditRepo, type AuditInsert } from './repo';

/**
 * The audit trail of operator changes. Writers pass their open transaction so the audit row
 * commits or rolls back together with the change it describes.
 */
export interface AuditEntry {
  id: number;
  at: string;
  operator: string;
  merchantId: number | null;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

export const auditPageMax = 500;

export function recordAudit(q: Queryable, entry: AuditInsert): Promise<void> {
  return auditRepo.insert(q, entry);
}

export async function listAudit(
  q: Queryable,
  filter: { merchantId?: number | null; limit?: number; beforeId?: number | null } = {},
): Promise<AuditEntry[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), auditPageMax);
  const rows = await auditRepo.list(q, filter.merchantId, limit, filter.beforeId ?? null);
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    operator: r.operator,
    merchantId: r.merchant_id,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

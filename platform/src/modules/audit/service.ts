import type { AuditEntry, AuditFilter, AuditRecord, AuditService } from '../../context';
import type { Db } from '../../db';
import { auditRepo } from './repo';

/**
 * The audit trail of operator changes. Writers pass their open transaction so the audit row
 * commits or rolls back together with the change it describes. AuditEntry and AuditService
 * are declared in context.ts, because Deps carries the service.
 */
export type { AuditEntry, AuditFilter, AuditRecord, AuditService };

export const auditPageMax = 500;

export interface AuditDeps {
  db: Db;
}

export function createAuditService(deps: AuditDeps): AuditService {
  return {
    record(q, entry) {
      return auditRepo.insert(q, entry);
    },

    async list(filter = {}) {
      const limit = Math.min(Math.max(filter.limit ?? 50, 1), auditPageMax);
      const rows = await auditRepo.list(deps.db, filter.merchantId, limit, filter.beforeId ?? null);
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
    },
  };
}

/**
 * The audit trail's face (platform/src/modules/README.md): what other modules may use. The
 * service is built once in createDeps and carried as Deps.audit; modules take it as `audit` in
 * their deps. `record` writes inside the caller's transaction, so an action and its record
 * commit together.
 */
export {
  auditPageMax, createAuditService, type AuditDeps, type AuditEntry, type AuditFilter, type AuditRecord, type AuditService,
} from './service';

/**
 * The audit trail's face (platform/src/modules/README.md): what other modules may use. recordAudit
 * writes inside the caller's transaction, so an action and its record commit together.
 * Still free functions: the factory shape (create<Area>Service with typed required deps) comes
 * with the module's conversion.
 */
export { auditPageMax, listAudit, recordAudit, type AuditEntry } from './service';

/** The admin audit log: every change staff make, who, when, before and after. Owns `audit_events`. */
export { recordAudit, listAuditEvents, auditFacets, type AuditFacets, auditEventsRecorded, withoutSecrets, changedParts, type AuditChange, type AuditEvent, type AuditQuery } from './audit.service';
export { registerAuditAdminFields } from './audit.resolver';

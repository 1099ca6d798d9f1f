/*
 * The audit module's public interface: every admin action is recorded through its service;
 * its table (audit_log, db/schema/listings.ts) stays inside the module.
 */
export { auditRoutes } from './audit.routes.ts';
export { createAuditService, type AuditEntry, type AuditService } from './audit.service.ts';

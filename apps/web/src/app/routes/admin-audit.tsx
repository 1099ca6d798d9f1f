import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { AuditLog } from '../../features/admin/components/audit-log.tsx';

/** /{lang}/admin/audit: the audit log. */
export const Component = () => <AdminPageLayout page="audit" body={AuditLog} />;

import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { AuditLog } from '../../features/admin/components/audit-log.tsx';

/** /{lang}/admin/audit: the audit log. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="audit" />
      <AuditLog lang={lang} />
    </>
  );
}

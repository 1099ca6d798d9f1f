import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { UsersPage } from '../../features/admin/components/users-page.tsx';

/** /{lang}/admin/users: people, their roles and locks. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="users" />
      <UsersPage lang={lang} />
    </>
  );
}

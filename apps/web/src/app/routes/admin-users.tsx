import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { UsersPage } from '../../features/admin/components/users-page.tsx';

/** /{lang}/admin/users: people, their roles and locks. */
export const Component = () => <AdminPageLayout page="users" body={UsersPage} />;

import { Outlet } from 'react-router';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { AdminNav } from '../../features/admin/components/admin-nav.tsx';
import { NotAllowed } from '../../features/admin/components/not-allowed.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { refreshRole } from './owner-role.ts';

/** The role as the server has it now: someone made admin (or no longer) since signing in sees it at once. */
export async function loader() {
  await refreshRole();
  return null;
}

/**
 * /{lang}/admin/* (behind the session guard): the town hall's pages, for admins only
 * (docs/listings.md#roles). Anyone else signed in is told they are not allowed; the API
 * refuses them too.
 */
export function Component() {
  const role = useSessionStore((s) => s.user?.role);
  if (!role) return <SessionEnded />;
  if (role !== 'admin') return <NotAllowed />;
  return (
    <>
      <AdminNav />
      <Outlet />
    </>
  );
}

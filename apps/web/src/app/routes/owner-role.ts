import { profileQueryOptions } from '../../features/accounts/api/users-profile.ts';
import { adoptUser } from '../../features/accounts/api/session.ts';
import { restoreSession } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/**
 * The signed-in person's role as the server has it now: an application approved (or a role
 * taken away) since they signed in shows on the owner's pages at once. Null when signed out.
 */
export async function refreshRole() {
  if (!(await restoreSession())) return null;
  const user = useSessionStore.getState().user;
  if (!user) return null;
  const profile = await getQueryClient()
    .fetchQuery({ ...profileQueryOptions(user.id), staleTime: 0 })
    .catch(() => null);
  if (profile) adoptUser(profile);
  return useSessionStore.getState().user?.role ?? null;
}

import { restoreSession } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * For an admin page's loader: the session restored, and whether it is an admin's, so the
 * page's data is asked for only when the API will give it (others see "not allowed").
 */
export async function isAdminSession(): Promise<boolean> {
  await restoreSession();
  return useSessionStore.getState().user?.role === 'admin';
}

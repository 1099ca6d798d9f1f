import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { restoreSession } from '../../../lib/api-client.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * For an admin page's loader: the session restored, and whether it is an admin's, so the
 * page's data is asked for only when the API will give it (others see "not allowed").
 */
export async function isAdminSession(): Promise<boolean> {
  await restoreSession();
  return useSessionStore.getState().user?.role === 'admin';
}

/**
 * An admin page's loader: starts loading its data for an admin. A failure is left to the
 * page, which shows it with a way to retry.
 */
export function prefetchForAdmin<T, Key extends QueryKey>(queryOptions: () => FetchQueryOptions<T, Error, T, Key>) {
  return async () => {
    if (await isAdminSession()) await getQueryClient().prefetchQuery(queryOptions());
    return null;
  };
}

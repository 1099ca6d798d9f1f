import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { profileSchema } from '@town/shared/accounts';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { accountsKeys } from './query-keys.ts';

export function getProfile(signal?: AbortSignal) {
  return apiFetch('/api/v1/users_profile', { schema: profileSchema, signal });
}

export function profileQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: accountsKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(signal),
  });
}

/** The signed-in user's profile (the route's loader fetched it). */
export function useProfile() {
  const userId = useSessionStore((s) => s.user?.id);
  return useSuspenseQuery(profileQueryOptions(userId));
}

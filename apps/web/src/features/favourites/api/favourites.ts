import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Favourites } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { favouritesKeys } from './query-keys.ts';

/** GET /api/v1/favourites: the signed-in account's saved places, most recent first, only those still published. */
export function fetchFavourites(signal?: AbortSignal): Promise<Favourites> {
  return apiFetch<Favourites>('/api/v1/favourites', { signal });
}

export function favouritesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: favouritesKeys.account(userId),
    queryFn: ({ signal }) => fetchFavourites(signal),
  });
}

/** The account's saved places; nothing (and no request) while signed out. */
export function useAccountFavourites() {
  const userId = useSessionStore((s) => s.user?.id);
  return useQuery({ ...favouritesQueryOptions(userId ?? ''), enabled: !!userId });
}

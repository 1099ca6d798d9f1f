import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favourites } from '@town/shared/catalogue';
import { apiFetch, ApiError } from '../../../lib/api-client.ts';
import { favouritesKeys } from './query-keys.ts';

/** DELETE /api/v1/favourites/{assetId}: forgets a saved place (404 when it was not saved). */
export function removeFavourite(assetId: string): Promise<void> {
  return apiFetch<void>(`/api/v1/favourites/${encodeURIComponent(assetId)}`, { method: 'DELETE' });
}

/** Forgets a place of the account, gone at once and put back if the server fails. */
export function useRemoveFavourite(userId: string) {
  const queryClient = useQueryClient();
  const key = favouritesKeys.account(userId);
  return useMutation({
    mutationFn: async (assetId: string) => {
      try {
        await removeFavourite(assetId);
      } catch (error) {
        // Already forgotten (on another device): what the visitor asked for is done.
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    },
    onMutate: async (assetId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favourites>(key);
      queryClient.setQueryData<Favourites>(key, (list) =>
        list ? { items: list.items.filter((item) => item.assetId !== assetId) } : list,
      );
      return { previous };
    },
    onError: (_error, _assetId, context) => queryClient.setQueryData(key, context?.previous),
  });
}

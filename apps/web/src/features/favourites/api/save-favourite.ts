import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Favourites } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { favouritesKeys } from './query-keys.ts';

/** PUT /api/v1/favourites/{assetId}: saves one place; the answer is every place the account keeps. */
export function saveFavourite(assetId: string): Promise<Favourites> {
  return apiFetch<Favourites>(`/api/v1/favourites/${encodeURIComponent(assetId)}`, { method: 'PUT' });
}

/** Saves a place for the account, shown saved at once and put back as it was if the server refuses. */
export function useSaveFavourite(userId: string) {
  const queryClient = useQueryClient();
  const key = favouritesKeys.account(userId);
  return useMutation({
    mutationFn: (assetId: string) => saveFavourite(assetId),
    onMutate: async (assetId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Favourites>(key);
      queryClient.setQueryData<Favourites>(key, (list) => ({
        items: [
          { assetId, savedAt: new Date().toISOString() },
          ...(list?.items ?? []).filter((item) => item.assetId !== assetId),
        ],
      }));
      return { previous };
    },
    onError: (_error, _assetId, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** DELETE /api/v1/owner/assets/{id}: only a listing that was never published (else 409 LISTING_NOT_DELETABLE). */
export function deleteListing(id: string): Promise<void> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteListing(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ownerKeys.listing(id) });
      return queryClient.invalidateQueries({ queryKey: ownerKeys.listings() });
    },
  });
}

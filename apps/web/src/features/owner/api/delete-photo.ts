import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** DELETE /api/v1/owner/assets/{id}/images/{imageId}: the photo leaves the gallery. */
export function deletePhoto(listingId: string, imageId: string): Promise<void> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(listingId)}/images/${encodeURIComponent(imageId)}`, {
    method: 'DELETE',
  });
}

export function useDeletePhoto(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageId: string) => deletePhoto(listingId, imageId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

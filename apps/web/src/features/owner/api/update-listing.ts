import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingDetailSchema, type ListingContentInput, type ListingDetail } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** PUT /api/v1/owner/assets/{id}: the listing's new content (photos and menu are kept as they are). */
export async function updateListing(id: string, content: ListingContentInput): Promise<ListingDetail> {
  return (await apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: content,
    schema: listingDetailSchema,
  })) as ListingDetail;
}

export function useUpdateListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: ListingContentInput) => updateListing(id, content),
    onSuccess: (detail) => {
      queryClient.setQueryData(ownerKeys.listing(id), detail);
      return queryClient.invalidateQueries({ queryKey: ownerKeys.listings() });
    },
  });
}

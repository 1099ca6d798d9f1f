import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStatusAnswerSchema } from '@town/shared/admin';
import type { ListingStatus } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateListing } from './query-keys.ts';

/** POST /api/v1/admin/assets/{id}/republish: an unpublished listing back, as it was last published. */
export async function republishListing(id: string): Promise<ListingStatus> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/republish`, {
    method: 'POST',
    schema: listingStatusAnswerSchema,
  });
  return answer.status;
}

export function useRepublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: republishListing,
    onSettled: (_status, _error, id) => invalidateListing(queryClient, id),
  });
}

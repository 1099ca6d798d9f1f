import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStatusAnswerSchema } from '@town/shared/admin';
import type { ListingStatus } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateListing } from './query-keys.ts';

/**
 * POST /api/v1/admin/assets/{id}/publish: publishes the submitted revision; the catalogue
 * shows it at once and the owner is mailed.
 */
export async function publishListing(id: string): Promise<ListingStatus> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    schema: listingStatusAnswerSchema,
  });
  return answer.status;
}

export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishListing,
    onSettled: (_status, _error, id) => invalidateListing(queryClient, id),
  });
}

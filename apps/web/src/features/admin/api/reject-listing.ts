import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStatusAnswerSchema } from '@town/shared/admin';
import type { ListingStatus } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateListing } from './query-keys.ts';

/**
 * POST /api/v1/admin/assets/{id}/reject: turns the submission down with a reason the owner is
 * mailed; a published listing stays up as it was (docs/listings.md#life).
 */
export async function rejectListing({ id, reason }: { id: string; reason: string }): Promise<ListingStatus> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    schema: listingStatusAnswerSchema,
  });
  return answer.status;
}

export function useRejectListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectListing,
    onSettled: (_status, _error, { id }) => invalidateListing(queryClient, id),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingStatusAnswerSchema } from '@town/shared/admin';
import type { ListingStatus } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateListing } from './query-keys.ts';

/** POST /api/v1/admin/assets/{id}/unpublish: takes a published listing out of everything public. */
export async function unpublishListing(id: string): Promise<ListingStatus> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/unpublish`, {
    method: 'POST',
    schema: listingStatusAnswerSchema,
  });
  return answer.status;
}

export function useUnpublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishListing,
    onSettled: (_status, _error, id) => invalidateListing(queryClient, id),
  });
}

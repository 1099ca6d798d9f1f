import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listingOwnerChangeSchema } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { invalidateListing } from './query-keys.ts';

/** PUT /api/v1/admin/assets/{id}/owner: gives the listing to another owner (or admin) account. */
export async function changeListingOwner({ id, ownerId }: { id: string; ownerId: string }): Promise<string> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/owner`, {
    method: 'PUT',
    body: { ownerId },
    schema: listingOwnerChangeSchema,
  });
  return answer.ownerId;
}

export function useChangeListingOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeListingOwner,
    onSettled: (_owner, _error, { id }) => invalidateListing(queryClient, id),
  });
}

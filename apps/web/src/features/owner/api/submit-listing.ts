import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/submit: the listing, or its change, goes to the town hall’s review (409 LISTING_STATE when there is nothing to send). */
export function submitListing(id: string): Promise<unknown> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}/submit`, { method: 'POST' });
}

/** Reads the listing again afterwards: its state, and what the page offers next, follow. */
export function useSubmitListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitListing(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

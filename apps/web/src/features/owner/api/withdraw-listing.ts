import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/withdraw: takes a submission back from the review. */
export function withdrawListing(id: string): Promise<unknown> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}/withdraw`, { method: 'POST' });
}

/** Reads the listing again afterwards: its state, and what the page offers next, follow. */
export function useWithdrawListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawListing(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

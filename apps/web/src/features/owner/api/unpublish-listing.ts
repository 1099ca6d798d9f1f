import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/unpublish: the owner takes a published listing off the public pages. */
export function unpublishListing(id: string): Promise<unknown> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}/unpublish`, { method: 'POST' });
}

/** Reads the listing again afterwards: its state, and what the page offers next, follow. */
export function useUnpublishListing(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unpublishListing(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  });
}

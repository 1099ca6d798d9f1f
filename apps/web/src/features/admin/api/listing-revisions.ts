import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingRevisionsSchema } from '@town/shared/admin';
import type { ListingRevision } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/assets/{id}/revisions: every revision of a listing, newest first, with its content. */
export async function fetchListingRevisions(id: string, signal?: AbortSignal): Promise<ListingRevision[]> {
  const answer = await apiFetch(`/api/v1/admin/assets/${encodeURIComponent(id)}/revisions`, {
    signal,
    schema: listingRevisionsSchema,
  });
  return answer.items;
}

export function listingRevisionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: adminKeys.revisions(id),
    queryFn: ({ signal }) => fetchListingRevisions(id, signal),
    staleTime: 0,
  });
}

export const useListingRevisions = (id: string) => useQuery(listingRevisionsQueryOptions(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listingDetailSchema, type ListingDetail } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/**
 * GET /api/v1/owner/assets/{id}: the listing as its editor opens it (the latest revision).
 * Its content is the server's own (checked when it was saved), taken as it is.
 */
export async function fetchOwnerListing(id: string, signal?: AbortSignal): Promise<ListingDetail> {
  return (await apiFetch(`/api/v1/owner/assets/${encodeURIComponent(id)}`, {
    signal,
    schema: listingDetailSchema,
  })) as ListingDetail;
}

export function ownerListingQueryOptions(id: string) {
  return queryOptions({
    queryKey: ownerKeys.listing(id),
    queryFn: ({ signal }) => fetchOwnerListing(id, signal),
    staleTime: 0,
  });
}

export const useOwnerListing = (id: string) => useQuery(ownerListingQueryOptions(id));

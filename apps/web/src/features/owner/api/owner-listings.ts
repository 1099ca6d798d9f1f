import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownerListingPageSchema, type OwnerListingPage } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import type { ListingFilters } from '../utils/listing-filters.ts';
import { ownerKeys } from './query-keys.ts';

/**
 * GET /api/v1/owner/assets?q=&type=&status=&page=: the caller's own listings that the search
 * finds, every status unless one is asked for, the latest change first, a page at a time.
 */
export function fetchOwnerListings(filters: ListingFilters, signal?: AbortSignal): Promise<OwnerListingPage> {
  return apiFetch('/api/v1/owner/assets', { query: { ...filters }, signal, schema: ownerListingPageSchema });
}

export function ownerListingsQueryOptions(filters: ListingFilters) {
  return queryOptions({
    queryKey: ownerKeys.listingsPage(filters),
    queryFn: ({ signal }) => fetchOwnerListings(filters, signal),
    // The town hall may publish or reject at any moment: never kept.
    staleTime: 0,
    // The page the owner is reading stays while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export const useOwnerListings = (filters: ListingFilters) => useQuery(ownerListingsQueryOptions(filters));

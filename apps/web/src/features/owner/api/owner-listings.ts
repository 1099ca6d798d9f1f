import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ownerListingSchema } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

const ownerListingsSchema = z.object({ items: z.array(ownerListingSchema) });

/** GET /api/v1/owner/assets: the caller's own listings, every status, the latest change first. */
export function fetchOwnerListings(signal?: AbortSignal) {
  return apiFetch('/api/v1/owner/assets', { signal, schema: ownerListingsSchema });
}

export function ownerListingsQueryOptions() {
  return queryOptions({
    queryKey: ownerKeys.listings(),
    queryFn: ({ signal }) => fetchOwnerListings(signal),
    // The town hall may publish or reject at any moment: never kept.
    staleTime: 0,
  });
}

export const useOwnerListings = () => useQuery(ownerListingsQueryOptions());

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminListingPageSchema, type AdminListingPage } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export interface AdminListingsQuery {
  /** Part of the name; empty for every listing. */
  q: string;
  /** One of LISTING_STATUSES; empty for every status. */
  status: string;
  page: number;
}

/** GET /api/v1/admin/assets?q=&status=&page=: every listing, whatever its status, a page at a time. */
export function fetchAdminListings(query: AdminListingsQuery, signal?: AbortSignal): Promise<AdminListingPage> {
  return apiFetch('/api/v1/admin/assets', { query: { ...query }, signal, schema: adminListingPageSchema });
}

export function adminListingsQueryOptions(query: AdminListingsQuery) {
  return queryOptions({
    queryKey: adminKeys.listingsPage(query),
    queryFn: ({ signal }) => fetchAdminListings(query, signal),
    staleTime: 0,
    // The list stays in place while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export const useAdminListings = (query: AdminListingsQuery) => useQuery(adminListingsQueryOptions(query));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ownerBookingListSchema, type OwnerBookingList } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { HOST_BOOKINGS_PAGE_SIZE, type HostBookingsFilters } from '../utils/filters.ts';
import { hostBookingsKeys } from './query-keys.ts';

/**
 * GET /api/v1/owner/bookings: the bookings of the host's rentals, soonest check-in first, in
 * the states asked for, for stays that end after `from` and begin before `to`; or the one with a reference.
 */
export function fetchOwnerBookings(
  filters: HostBookingsFilters,
  lang: string,
  signal?: AbortSignal,
): Promise<OwnerBookingList> {
  return apiFetch('/api/v1/owner/bookings', {
    // A reference names one booking, whatever its state and dates.
    query: filters.reference
      ? { lang, reference: filters.reference, assetId: filters.assetId, limit: HOST_BOOKINGS_PAGE_SIZE, offset: 0 }
      : {
          lang,
          status: filters.statuses.join(','),
          from: filters.from,
          to: filters.to,
          assetId: filters.assetId,
          limit: HOST_BOOKINGS_PAGE_SIZE,
          offset: (filters.page - 1) * HOST_BOOKINGS_PAGE_SIZE,
        },
    signal,
    schema: ownerBookingListSchema,
  });
}

export function ownerBookingsQueryOptions(filters: HostBookingsFilters, lang: string) {
  return queryOptions({
    queryKey: hostBookingsKeys.list(filters, lang),
    queryFn: ({ signal }) => fetchOwnerBookings(filters, lang, signal),
    // Guests book, requests expire and stays end at any moment: never kept.
    staleTime: 0,
    // The list the host is reading stays while another filter's loads.
    placeholderData: keepPreviousData,
  });
}

export const useOwnerBookings = (filters: HostBookingsFilters, lang: string) =>
  useQuery(ownerBookingsQueryOptions(filters, lang));

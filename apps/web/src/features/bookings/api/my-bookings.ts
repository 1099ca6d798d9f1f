import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT } from '@town/shared/constants';
import { bookingListSchema, type BookingList } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingsKeys } from './query-keys.ts';

/** GET /api/v1/booking: the signed-in visitor's bookings (the newest 100), rental names in `lang`. */
export function fetchMyBookings(lang: string, signal?: AbortSignal): Promise<BookingList> {
  return apiFetch('/api/v1/booking', { query: { lang, limit: PAGE_LIMIT.max }, signal, schema: bookingListSchema });
}

export function myBookingsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: bookingsKeys.mineIn(lang),
    queryFn: ({ signal }) => fetchMyBookings(lang, signal),
    // A booking's state changes with time (completed after check-out): never kept long.
    staleTime: 0,
  });
}

export const useMyBookings = (lang: string) => useQuery(myBookingsQueryOptions(lang));

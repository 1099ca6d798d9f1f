import { queryOptions, useQuery } from '@tanstack/react-query';
import { rentalCalendarSchema, type RentalCalendar } from '@town/shared/rentals';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** GET /api/v1/owner/assets/{id}/availability: the rental's settings, seasons, blocks and held nights. */
export function fetchRentalCalendar(assetId: string, signal?: AbortSignal): Promise<RentalCalendar> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/availability`, {
    signal,
    schema: rentalCalendarSchema,
  });
}

export function rentalCalendarQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: hostCalendarKeys.calendar(assetId),
    queryFn: ({ signal }) => fetchRentalCalendar(assetId, signal),
    // Guests book and feeds sync at any moment: never kept.
    staleTime: 0,
  });
}

export const useRentalCalendar = (assetId: string) => useQuery(rentalCalendarQueryOptions(assetId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityAnswerSchema, type AvailabilityAnswer } from '@town/shared/bookings';
import { apiFetch } from '../../../lib/api-client.ts';
import { bookingsKeys } from './query-keys.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/assets_availability/{id}: free ranges as stored, and `booked` entries for taken nights. */
export function fetchAvailability(assetId: string, signal?: AbortSignal): Promise<AvailabilityAnswer> {
  return apiFetch(`/api/v1/assets_availability/${encodeURIComponent(assetId)}`, {
    signal,
    schema: availabilityAnswerSchema,
  });
}

/** docs/rules.md#caching: availability is fresh for one second only. */
export function availabilityQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: bookingsKeys.availability(assetId),
    queryFn: ({ signal }) => fetchAvailability(assetId, signal),
    staleTime: STALE_TIMES.availability,
  });
}

export const useAvailability = (assetId: string) => useQuery(availabilityQueryOptions(assetId));

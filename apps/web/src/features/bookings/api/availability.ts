import { queryOptions, useQuery } from '@tanstack/react-query';
import { availabilityAnswerSchema, type AvailabilityAnswer } from '@town/shared/bookings';
import { STALE_TIMES } from '@town/shared/constants';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/assets_availability/{id}: free ranges as stored, and `booked` entries for taken nights. */
export function fetchAvailability(assetId: string, signal?: AbortSignal): Promise<AvailabilityAnswer> {
  return apiFetch(`/api/v1/assets_availability/${encodeURIComponent(assetId)}`, {
    signal,
    schema: availabilityAnswerSchema,
  });
}

/** SPEC.md §9: availability is fresh for one second only. */
export function availabilityQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: ['bookings', 'availability', assetId] as const,
    queryFn: ({ signal }) => fetchAvailability(assetId, signal),
    staleTime: STALE_TIMES.availability,
  });
}

export const useAvailability = (assetId: string) => useQuery(availabilityQueryOptions(assetId));

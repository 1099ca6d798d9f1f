import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedListSchema } from '@town/shared/calendars';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** GET /api/v1/owner/assets/{id}/ical_feeds: the calendars the rental imports, each with its sync log. */
export function fetchIcalFeeds(assetId: string, signal?: AbortSignal) {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_feeds`, {
    signal,
    schema: feedListSchema,
  });
}

export function icalFeedsQueryOptions(assetId: string) {
  return queryOptions({
    queryKey: hostCalendarKeys.feeds(assetId),
    queryFn: ({ signal }) => fetchIcalFeeds(assetId, signal),
    // Feeds sync every quarter of an hour on the server: never kept.
    staleTime: 0,
  });
}

export const useIcalFeeds = (assetId: string) => useQuery(icalFeedsQueryOptions(assetId));

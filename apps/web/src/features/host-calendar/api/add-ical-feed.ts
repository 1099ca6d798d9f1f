import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedSchema, type Feed, type NewFeed } from '@town/shared/calendars';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/ical_feeds: a calendar to import, fetched at once. */
export function addIcalFeed(assetId: string, feed: NewFeed): Promise<Feed> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_feeds`, {
    method: 'POST',
    body: feed,
    schema: feedSchema,
  });
}

export function useAddIcalFeed(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feed: NewFeed) => addIcalFeed(assetId, feed),
    // Its events hold nights at once: the calendar follows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostCalendarKeys.all }),
  });
}

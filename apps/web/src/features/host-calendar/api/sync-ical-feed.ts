import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedSyncResultSchema, type FeedSyncResult } from '@town/shared/calendars';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** POST /api/v1/owner/assets/{id}/ical_feeds/{feedId}/sync: fetch the feed now; what it added, moved and removed. */
export function syncIcalFeed(assetId: string, feedId: string): Promise<FeedSyncResult> {
  return apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_feeds/${encodeURIComponent(feedId)}/sync`, {
    method: 'POST',
    schema: feedSyncResultSchema,
  });
}

export function useSyncIcalFeed(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => syncIcalFeed(assetId, feedId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hostCalendarKeys.all }),
  });
}

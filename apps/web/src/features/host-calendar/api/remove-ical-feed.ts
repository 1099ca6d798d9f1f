import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { hostCalendarKeys } from './query-keys.ts';

/** DELETE /api/v1/owner/assets/{id}/ical_feeds/{feedId}: the feed, its log and the nights it held go. */
export async function removeIcalFeed(assetId: string, feedId: string): Promise<void> {
  await apiFetch(`/api/v1/owner/assets/${encodeURIComponent(assetId)}/ical_feeds/${encodeURIComponent(feedId)}`, {
    method: 'DELETE',
  });
}

export function useRemoveIcalFeed(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) => removeIcalFeed(assetId, feedId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hostCalendarKeys.all }),
  });
}

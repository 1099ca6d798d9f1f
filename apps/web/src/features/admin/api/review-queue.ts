import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewQueueSchema } from '@town/shared/admin';
import type { ReviewItem } from '@town/shared/listings';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/review: new listings and changes waiting for the town hall, oldest first. */
export async function fetchReviewQueue(signal?: AbortSignal): Promise<ReviewItem[]> {
  const answer = await apiFetch('/api/v1/admin/review', { signal, schema: reviewQueueSchema });
  return answer.items;
}

export function reviewQueueQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.review(),
    queryFn: ({ signal }) => fetchReviewQueue(signal),
    // Owners submit at any moment: asked again whenever the page is shown.
    staleTime: 0,
  });
}

export const useReviewQueue = () => useQuery(reviewQueueQueryOptions());

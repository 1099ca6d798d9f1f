import { queryOptions, useQuery } from '@tanstack/react-query';
import { webcamListSchema, type WebcamList } from '@town/shared/webcams';
import { apiFetch } from '../../../lib/api-client.ts';
import { webcamsKeys } from './query-keys.ts';

/**
 * The town's admins change the list now and then, never by the minute: a visit reuses it for
 * a while. Their own browser asks again as soon as they save (app/routes/admin-webcams.tsx).
 */
const WEBCAMS_STALE_TIME_MS = 5 * 60_000;

export function getWebcams(signal?: AbortSignal): Promise<WebcamList> {
  return apiFetch('/api/v1/webcams', { query: { limit: 100 }, schema: webcamListSchema, signal });
}

export const webcamsQueryOptions = () =>
  queryOptions({
    queryKey: webcamsKeys.list(),
    queryFn: ({ signal }) => getWebcams(signal),
    staleTime: WEBCAMS_STALE_TIME_MS,
    // The loader has just asked; the page offers its own retry button.
    retryOnMount: false,
  });

export const useWebcams = () => useQuery(webcamsQueryOptions());

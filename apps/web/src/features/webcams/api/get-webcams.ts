import { queryOptions, useQuery } from '@tanstack/react-query';
import { webcamListSchema, type WebcamList } from '@town/shared/webcams';
import { apiFetch } from '../../../lib/api-client.ts';
import { webcamsKeys } from './query-keys.ts';

/** The camera list is configuration: it changes with a deployment, not during a visit. */
const WEBCAMS_STALE_TIME_MS = 60 * 60_000;

export function getWebcams(signal?: AbortSignal): Promise<WebcamList> {
  return apiFetch('/api/v1/webcams', { query: { limit: 100 }, schema: webcamListSchema, signal });
}

export const webcamsQueryOptions = () =>
  queryOptions({
    queryKey: webcamsKeys.list(),
    queryFn: ({ signal }) => getWebcams(signal),
    staleTime: WEBCAMS_STALE_TIME_MS,
  });

export const useWebcams = () => useQuery(webcamsQueryOptions());

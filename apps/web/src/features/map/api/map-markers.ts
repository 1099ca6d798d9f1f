import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapMarkers } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { mapKeys } from './query-keys.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/map_markers: every place on the map (not paged: the map clusters them). */
export function fetchMapMarkers(lang: string, signal?: AbortSignal): Promise<MapMarkers> {
  return apiFetch<MapMarkers>('/api/v1/map_markers', { query: { lang }, signal });
}

export function mapMarkersQueryOptions(lang: string) {
  return queryOptions({
    queryKey: mapKeys.markers(lang),
    queryFn: ({ signal }) => fetchMapMarkers(lang, signal),
    staleTime: STALE_TIMES.mapMarkers,
  });
}

export function useMapMarkers(lang: string) {
  return useQuery(mapMarkersQueryOptions(lang));
}

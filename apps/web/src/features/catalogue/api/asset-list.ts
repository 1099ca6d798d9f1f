import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetList } from '@town/shared/catalogue';
import type { Point } from '@town/shared/distance';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import {
  toAssetListQuery,
  type AssetListApiQuery,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/asset: one page of a list. */
export function fetchAssetList(query: AssetListApiQuery, signal?: AbortSignal): Promise<AssetList> {
  return apiFetch<AssetList>('/api/v1/asset', { query, signal });
}

/**
 * One page of a list with its filters; each list keeps its staggered staleTime (docs/rules.md#caching),
 * except a dated one: bookings change it at any moment, so it is fetched again whenever it is shown.
 */
export function assetListQueryOptions(list: AssetListDefinition, filters: ListFilters, lang: string, near?: Point) {
  const query = toAssetListQuery(list, filters, lang, near);
  return queryOptions({
    queryKey: catalogueKeys.list(list.key, query),
    queryFn: ({ signal }) => fetchAssetList(query, signal),
    staleTime: filters.checkIn ? 0 : STALE_TIMES[list.key],
  });
}

/** The page shown; while the next one loads, the previous stays on screen. */
export function useAssetList(list: AssetListDefinition, filters: ListFilters, lang: string, near?: Point) {
  return useQuery({ ...assetListQueryOptions(list, filters, lang, near), placeholderData: keepPreviousData });
}

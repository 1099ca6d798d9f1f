import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetList } from '@town/shared/catalogue';
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

/** One page of a list with its filters; each list keeps its staggered staleTime (docs/rules.md#caching). */
export function assetListQueryOptions(list: AssetListDefinition, filters: ListFilters, lang: string) {
  const query = toAssetListQuery(list, filters, lang);
  return queryOptions({
    queryKey: catalogueKeys.list(list.key, query),
    queryFn: ({ signal }) => fetchAssetList(query, signal),
    staleTime: STALE_TIMES[list.key],
  });
}

/** The page shown; while the next one loads, the previous stays on screen. */
export function useAssetList(list: AssetListDefinition, filters: ListFilters, lang: string) {
  return useQuery({ ...assetListQueryOptions(list, filters, lang), placeholderData: keepPreviousData });
}

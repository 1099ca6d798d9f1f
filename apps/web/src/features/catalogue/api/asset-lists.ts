import { queryOptions, useQuery } from '@tanstack/react-query';
import { assetListsSchema } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { STALE_TIMES } from '../../../config/cache.ts';
import { catalogueKeys } from './query-keys.ts';

/** GET /api/v1/asset_lists: each public list's size and a picture from it (the landing page's sections). */
export function fetchAssetLists(lang: string, signal?: AbortSignal) {
  return apiFetch('/api/v1/asset_lists', { query: { lang }, signal, schema: assetListsSchema });
}

export function assetListsQueryOptions(lang: string) {
  return queryOptions({
    queryKey: catalogueKeys.overview(lang),
    queryFn: ({ signal }) => fetchAssetLists(lang, signal),
    staleTime: STALE_TIMES.overview,
  });
}

export const useAssetLists = (lang: string) => useQuery(assetListsQueryOptions(lang));

import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Asset } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/asset/{id}: one asset, its texts in `lang` (or its fallback). */
export function fetchAsset(id: string, lang: string, signal?: AbortSignal): Promise<Asset> {
  return apiFetch<Asset>(`/api/v1/asset/${encodeURIComponent(id)}`, { query: { lang }, signal });
}

/** docs/rules.md#caching gives the restaurant asset an hour; every asset page keeps the same. */
export function assetQueryOptions(id: string, lang: string) {
  return queryOptions({
    queryKey: catalogueKeys.asset(id, lang),
    queryFn: ({ signal }) => fetchAsset(id, lang, signal),
    staleTime: STALE_TIMES.restaurant,
  });
}

/** The asset a route loader has already fetched. */
export function useAsset(id: string, lang: string) {
  return useSuspenseQuery(assetQueryOptions(id, lang)).data;
}

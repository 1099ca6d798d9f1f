import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetDescription } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/assets_description: the description in `lang`, else es, else en (`fallback` says so). */
export function fetchAssetDescription(assetId: string, lang: string, signal?: AbortSignal): Promise<AssetDescription> {
  return apiFetch<AssetDescription>('/api/v1/assets_description', { query: { asset_id: assetId, lang }, signal });
}

export function assetDescriptionQueryOptions(assetId: string, lang: string) {
  return queryOptions({
    queryKey: catalogueKeys.description(assetId, lang),
    queryFn: ({ signal }) => fetchAssetDescription(assetId, lang, signal),
    staleTime: STALE_TIMES.description,
  });
}

/** A failed description leaves the rest of the page standing (docs/product.md#asset-pages), so it is not suspended on. */
export function useAssetDescription(assetId: string, lang: string) {
  return useQuery(assetDescriptionQueryOptions(assetId, lang));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AssetList, AssetSummary } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { favouritesKeys } from './query-keys.ts';

/** How many ids GET /api/v1/asset takes at once (docs/api.md#search). */
export const IDS_PER_REQUEST = 100;

/**
 * GET /api/v1/asset?ids=…: the cards of these places, those still published, in the order
 * given; asked for a hundred at a time, side by side.
 */
export async function fetchSavedAssets(
  ids: readonly string[],
  lang: string,
  signal?: AbortSignal,
): Promise<AssetSummary[]> {
  const chunks: string[][] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    chunks.push(ids.slice(start, start + IDS_PER_REQUEST));
  }
  const pages = await Promise.all(
    chunks.map((chunk) =>
      apiFetch<AssetList>('/api/v1/asset', {
        query: { ids: chunk.join(','), lang, limit: chunk.length },
        signal,
      }),
    ),
  );
  return pages.flatMap((page) => page.items);
}

export function savedAssetsQueryOptions(ids: readonly string[], lang: string) {
  return queryOptions({
    queryKey: favouritesKeys.assets(lang, ids),
    queryFn: ({ signal }) => (ids.length ? fetchSavedAssets(ids, lang, signal) : Promise.resolve([])),
  });
}

/** The saved places' cards; while another set loads (one was removed), the previous stays on screen. */
export function useSavedAssets(ids: readonly string[], lang: string, enabled = true) {
  return useQuery({ ...savedAssetsQueryOptions(ids, lang), enabled, placeholderData: keepPreviousData });
}

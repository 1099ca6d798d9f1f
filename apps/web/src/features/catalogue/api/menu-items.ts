import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { Menu } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogueKeys } from './query-keys.ts';
import { STALE_TIMES } from '../../../config/cache.ts';

/** GET /api/v1/rest_menu_items: a restaurant's menu by its product_id. */
export function fetchMenu(productId: number, lang: string, signal?: AbortSignal): Promise<Menu> {
  return apiFetch<Menu>('/api/v1/rest_menu_items', { query: { product_id: productId, lang }, signal });
}

export function menuQueryOptions(productId: number, lang: string) {
  return queryOptions({
    queryKey: catalogueKeys.menu(productId, lang),
    queryFn: ({ signal }) => fetchMenu(productId, lang, signal),
    staleTime: STALE_TIMES.menu,
  });
}

/** The menu a route loader has already fetched. */
export function useMenu(productId: number, lang: string) {
  return useSuspenseQuery(menuQueryOptions(productId, lang)).data;
}

import type { AssetListApiQuery } from '../utils/list-filters.ts';

/** The catalogue's query keys: one place builds them, for queries and for invalidations alike. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  lists: () => [...catalogueKeys.all, 'list'] as const,
  overview: (lang: string) => [...catalogueKeys.all, 'overview', lang] as const,
  list: (listKey: string, query: AssetListApiQuery) => [...catalogueKeys.lists(), listKey, query] as const,
  asset: (id: string, lang: string) => [...catalogueKeys.all, 'asset', id, lang] as const,
  description: (assetId: string, lang: string) => [...catalogueKeys.all, 'description', assetId, lang] as const,
  menu: (productId: number, lang: string) => [...catalogueKeys.all, 'menu', productId, lang] as const,
};

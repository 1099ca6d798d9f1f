import { ownerListingsQuerySchema, type ListingStatus } from '@town/shared/listings';
import type { AssetListKey } from '@town/shared/asset-types';

/*
 * "My listings" keeps its search in its address (docs/listings.md#the-owners-workspace):
 * `q`, `type` (a kind), `status` and `page`, so that a reload, a shared link or going back
 * from a listing's editor shows the same page of the same search.
 */

export interface ListingFilters {
  /** Words of a name or an address; empty for every listing. */
  q: string;
  type?: AssetListKey;
  status?: ListingStatus;
  page: number;
}

const fields = ownerListingsQuerySchema.shape;

/** A parameter as the API would take it, else undefined. */
function field<K extends keyof typeof fields>(key: K, params: URLSearchParams) {
  const parsed = fields[key].safeParse(params.get(key) ?? undefined);
  return parsed.success ? (parsed.data as ReturnType<(typeof fields)[K]['parse']>) : undefined;
}

/** The filters an address asks for, as the API reads them; what it gets wrong is left out. */
export function listingFiltersOf(params: URLSearchParams): ListingFilters {
  return {
    q: field('q', params) ?? '',
    type: field('type', params),
    status: field('status', params),
    page: field('page', params) ?? 1,
  };
}

/** The address's query for some filters (the defaults left out). */
export function listingParamsOf(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether anything narrows the list (the page aside). */
export const isFiltered = (filters: ListingFilters) => Boolean(filters.q || filters.type || filters.status);

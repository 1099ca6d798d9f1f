import type { ListingFilters } from '../utils/listing-filters.ts';

/** The owner feature's query keys: one place builds them, for queries and for invalidations alike. */
export const ownerKeys = {
  all: ['owner'] as const,
  /** The signed-in person's latest application to become an owner. */
  application: () => [...ownerKeys.all, 'application'] as const,
  /** Every page of "My listings", whatever its search: what a change to a listing makes stale. */
  listings: () => [...ownerKeys.all, 'listings'] as const,
  listingsPage: (filters: ListingFilters) => [...ownerKeys.listings(), filters] as const,
  listing: (id: string) => [...ownerKeys.all, 'listing', id] as const,
};

import type { HostBookingsFilters } from '../utils/filters.ts';

/** The host bookings' query keys: one place builds them, for queries and for invalidations alike. */
export const hostBookingsKeys = {
  all: ['host-bookings'] as const,
  /** One page of the bookings of the host's rentals, as filtered, rental names in `lang`. */
  list: (filters: HostBookingsFilters, lang: string) => [...hostBookingsKeys.all, 'list', filters, lang] as const,
};

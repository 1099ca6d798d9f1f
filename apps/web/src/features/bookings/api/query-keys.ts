/** The bookings feature's query keys: one place builds them, for queries and for invalidations alike. */
export const bookingsKeys = {
  all: ['bookings'] as const,
  /** The visitor's bookings, in every language they were fetched in. */
  mine: () => [...bookingsKeys.all, 'mine'] as const,
  mineIn: (lang: string) => [...bookingsKeys.mine(), lang] as const,
  availability: (assetId: string) => [...bookingsKeys.all, 'availability', assetId] as const,
};

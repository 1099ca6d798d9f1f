/** The owner feature's query keys: one place builds them, for queries and for invalidations alike. */
export const ownerKeys = {
  all: ['owner'] as const,
  /** The signed-in person's latest application to become an owner. */
  application: () => [...ownerKeys.all, 'application'] as const,
  listings: () => [...ownerKeys.all, 'listings'] as const,
  listing: (id: string) => [...ownerKeys.all, 'listing', id] as const,
};

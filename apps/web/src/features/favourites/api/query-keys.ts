/** The favourites feature's query keys: one place builds them, for queries and for invalidations alike. */
export const favouritesKeys = {
  all: ['favourites'] as const,
  /** An account's saved places: per account, so that one never sees another's after a change of session. */
  account: (userId: string) => [...favouritesKeys.all, 'account', userId] as const,
  /** The cards of saved places, in one language. */
  assets: (lang: string, ids: readonly string[]) => [...favouritesKeys.all, 'assets', lang, ids.join(',')] as const,
};

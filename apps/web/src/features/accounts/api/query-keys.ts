/** The accounts feature's query keys: one place builds them, for queries and for cache updates alike. */
export const accountsKeys = {
  all: ['accounts'] as const,
  /** Per user, so that one person's profile can never show for another. */
  profile: (userId: string | undefined) => [...accountsKeys.all, 'profile', userId ?? 'anonymous'] as const,
};

/** The search feature's query keys. */
export const searchKeys = {
  all: ['search'] as const,
  places: (q: string, lang: string) => [...searchKeys.all, 'places', lang, q] as const,
};

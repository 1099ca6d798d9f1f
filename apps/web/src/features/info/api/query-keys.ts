/** The town's pages' query keys (info and legal pages), per language. */
export const infoKeys = {
  all: ['pages'] as const,
  list: (lang: string) => [...infoKeys.all, 'titles', lang] as const,
  page: (slug: string, lang: string) => [...infoKeys.all, 'page', slug, lang] as const,
};

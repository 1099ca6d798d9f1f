import type { Language } from '@town/shared/languages';

/** The weather feature's query keys. */
export const weatherKeys = {
  all: ['weather'] as const,
  forecast: (lang: Language) => [...weatherKeys.all, 'forecast', lang] as const,
};

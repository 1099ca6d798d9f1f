import type { z } from 'zod';
import { isSupportedLanguage, type Language } from '@town/shared/languages';
import type { pageListSchema } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { useCachedData } from '../../../lib/use-cached-data.ts';
import { infoKeys } from './query-keys.ts';

export type PageList = z.infer<typeof pageListSchema>;

/** Pages change when an admin saves one; an open page asks again after this long. */
const PAGES_STALE_TIME_MS = 5 * 60_000;

/** `xx` (the pseudo-locale) is not a language the API knows: it asks in English. */
export const pagesLanguage = (lang: string): Language => (isSupportedLanguage(lang) ? lang : 'en');

/** GET /api/v1/pages: the town's pages (info and legal) in a language, titles only. */
export function getPages(lang: Language, signal?: AbortSignal): Promise<PageList> {
  return apiFetch<PageList>('/api/v1/pages', { query: { lang }, signal });
}

export const pagesQueryOptions = (lang: string) => {
  const apiLang = pagesLanguage(lang);
  return {
    queryKey: infoKeys.list(apiLang),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getPages(apiLang, signal),
    staleTime: PAGES_STALE_TIME_MS,
    // Read from the cache without an observer (`useCachedData`): never collected while the page is open.
    gcTime: Infinity,
  };
};

/** For a loader: the list from the cache or fetched; a failure is left for the page to live without (the footer). */
export function prefetchPages(lang: string): Promise<void> {
  return getQueryClient().prefetchQuery(pagesQueryOptions(lang));
}

/** The list a loader fetched, or undefined when it could not be. */
export function usePages(lang: string): PageList | undefined {
  return useCachedData<PageList>(infoKeys.list(pagesLanguage(lang)));
}

import type { Language } from '@town/shared/languages';
import type { TownPage } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { useCachedData } from '../../../lib/use-cached-data.ts';
import { pagesLanguage } from './get-pages.ts';
import { infoKeys } from './query-keys.ts';

/** A page changes when an admin saves it; an open page asks again after this long. */
const PAGE_STALE_TIME_MS = 5 * 60_000;

/** GET /api/v1/pages/{slug}: one page, its body sanitised HTML; `lang` says which language it came in. */
export function getPage(slug: string, lang: Language, signal?: AbortSignal): Promise<TownPage> {
  return apiFetch<TownPage>(`/api/v1/pages/${encodeURIComponent(slug)}`, { query: { lang }, signal });
}

export const pageQueryOptions = (slug: string, lang: string) => {
  const apiLang = pagesLanguage(lang);
  return {
    queryKey: infoKeys.page(slug, apiLang),
    queryFn: ({ signal }: { signal?: AbortSignal }) => getPage(slug, apiLang, signal),
    staleTime: PAGE_STALE_TIME_MS,
    // Read from the cache without an observer (`useCachedData`): never collected while the page is open.
    gcTime: Infinity,
  };
};

/** The page a loader fetched. */
export function usePage(slug: string, lang: string): TownPage | undefined {
  return useCachedData<TownPage>(infoKeys.page(slug, pagesLanguage(lang)));
}

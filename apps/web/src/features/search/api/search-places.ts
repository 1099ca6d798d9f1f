import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchAnswer } from '@town/shared/catalogue';
import { isSupportedLanguage } from '@town/shared/languages';
import { apiFetch } from '../../../lib/api-client.ts';
import { STALE_TIMES } from '../../../config/cache.ts';
import { isSearchable } from '../utils/search-query.ts';
import { searchKeys } from './query-keys.ts';

/** GET /api/v1/search: places of any type by name or by a dish of their menus, accents and case aside, best first, at most 10. */
export function fetchSearchPlaces(q: string, lang: string, signal?: AbortSignal): Promise<SearchAnswer> {
  return apiFetch<SearchAnswer>('/api/v1/search', { query: { q, lang }, signal });
}

/**
 * Names change when the catalogue does, rarely: an answer stays fresh as long as a list's.
 * `xx` (the pseudo-locale) is not a language the API knows: it asks in English.
 */
export function searchPlacesQueryOptions(q: string, lang: string) {
  const apiLang = isSupportedLanguage(lang) ? lang : 'en';
  return queryOptions({
    queryKey: searchKeys.places(q, apiLang),
    // TanStack Query aborts this signal when the query is left for a newer one before it answers.
    queryFn: ({ signal }) => fetchSearchPlaces(q, apiLang, signal),
    staleTime: STALE_TIMES.description,
    enabled: isSearchable(q),
  });
}

/**
 * The suggestions for `q` (already debounced and trimmed); nothing is asked below 2
 * characters. While the next answer is on its way, the previous one stays
 * (`isPlaceholderData`), so the list does not flicker as the visitor types.
 */
export function useSearchPlaces(q: string, lang: string) {
  return useQuery({ ...searchPlacesQueryOptions(q, lang), placeholderData: keepPreviousData });
}

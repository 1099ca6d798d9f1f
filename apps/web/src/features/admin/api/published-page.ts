import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageSchema, type TownPage } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * GET /api/v1/pages/{slug}?lang=: the page as visitors read it (the server's HTML, placeholders
 * filled in); `lang` in the answer says which language it is in, the town's default when the
 * asked one has no text.
 */
export function fetchPublishedPage(slug: string, lang: string, signal?: AbortSignal): Promise<TownPage> {
  return apiFetch(`/api/v1/pages/${encodeURIComponent(slug)}`, { query: { lang }, signal, schema: pageSchema });
}

export const publishedPageQueryOptions = (slug: string, lang: string) =>
  queryOptions({
    queryKey: adminKeys.publishedPage(slug, lang),
    queryFn: ({ signal }) => fetchPublishedPage(slug, lang, signal),
    staleTime: 0,
  });

export const usePublishedPage = (slug: string, lang: string, enabled = true) =>
  useQuery({ ...publishedPageQueryOptions(slug, lang), enabled });

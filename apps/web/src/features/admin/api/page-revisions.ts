import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageRevisionsSchema } from '@town/shared/town';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type PageRevision = z.infer<typeof pageRevisionsSchema>['items'][number];

/** GET /api/v1/admin/pages/{slug}/revisions: every saved version of a page, newest first. */
export async function fetchPageRevisions(slug: string, signal?: AbortSignal): Promise<PageRevision[]> {
  const answer = await apiFetch(`/api/v1/admin/pages/${encodeURIComponent(slug)}/revisions`, {
    signal,
    schema: pageRevisionsSchema,
  });
  return answer.items;
}

export const pageRevisionsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: adminKeys.pageRevisions(slug),
    queryFn: ({ signal }) => fetchPageRevisions(slug, signal),
    staleTime: 0,
  });

export const usePageRevisions = (slug: string, enabled = true) =>
  useQuery({ ...pageRevisionsQueryOptions(slug), enabled });

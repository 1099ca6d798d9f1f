import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPageSchema } from '@town/shared/town';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AdminPage } from './admin-page.ts';
import { adminKeys } from './query-keys.ts';

const adminPagesSchema = z.object({ items: z.array(adminPageSchema) });

/** GET /api/v1/admin/pages: every page of the town, in the footer's order, the ones the law requires marked. */
export async function fetchAdminPages(signal?: AbortSignal): Promise<AdminPage[]> {
  const answer = await apiFetch('/api/v1/admin/pages', { signal, schema: adminPagesSchema });
  return answer.items;
}

export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.pages(),
    queryFn: ({ signal }) => fetchAdminPages(signal),
    staleTime: 0,
  });

export const useAdminPages = () => useQuery(adminPagesQueryOptions());

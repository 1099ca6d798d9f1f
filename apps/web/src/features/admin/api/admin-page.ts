import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminPageSchema } from '@town/shared/town';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

export type AdminPage = z.infer<typeof adminPageSchema>;

/** GET /api/v1/admin/pages/{slug}: a page's texts per language, in Markdown. */
export function fetchAdminPage(slug: string, signal?: AbortSignal): Promise<AdminPage> {
  return apiFetch(`/api/v1/admin/pages/${encodeURIComponent(slug)}`, { signal, schema: adminPageSchema });
}

export const adminPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: adminKeys.page(slug),
    queryFn: ({ signal }) => fetchAdminPage(slug, signal),
    staleTime: 0,
  });

export const useAdminPage = (slug: string, enabled = true) => useQuery({ ...adminPageQueryOptions(slug), enabled });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPageSchema, type PageWrite } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import type { AdminPage } from './admin-page.ts';
import { adminKeys } from './query-keys.ts';

/** PUT /api/v1/admin/pages/{slug}: the page's texts (a new slug makes a new page); each save is a revision. */
export function savePage({ slug, texts }: { slug: string } & PageWrite): Promise<AdminPage> {
  return apiFetch(`/api/v1/admin/pages/${encodeURIComponent(slug)}`, {
    method: 'PUT',
    body: { texts },
    schema: adminPageSchema,
  });
}

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: (page) => queryClient.setQueryData(adminKeys.page(page.slug), page),
    // The list, the revisions and the published view are asked again; the audit log too.
    onSettled: (_page, _error, { slug }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pages(), exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.pageRevisions(slug) }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.page(slug), 'published'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

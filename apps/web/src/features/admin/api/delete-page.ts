import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** DELETE /api/v1/admin/pages/{slug}: 204; a page the law requires answers 409. */
export function deletePage(slug: string): Promise<void> {
  return apiFetch(`/api/v1/admin/pages/${encodeURIComponent(slug)}`, { method: 'DELETE' });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: (_nothing, slug) => queryClient.removeQueries({ queryKey: adminKeys.page(slug) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.pages(), exact: true }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

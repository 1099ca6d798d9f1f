import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUserSchema, type AdminUser, type AdminUserChange } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** PUT /api/v1/admin/users/{id}: a new role, or the account locked (its sessions end) or unlocked. */
export function updateUser({ id, change }: { id: string; change: AdminUserChange }): Promise<AdminUser> {
  return apiFetch(`/api/v1/admin/users/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: change,
    schema: adminUserSchema,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () =>
      Promise.all(
        [adminKeys.users(), adminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

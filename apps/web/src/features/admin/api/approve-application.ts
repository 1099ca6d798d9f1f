import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerApplicationDecisionSchema } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** POST /api/v1/admin/owner_applications/{id}/approve: the applicant becomes an owner and is mailed. */
export function approveApplication(id: string) {
  return apiFetch(`/api/v1/admin/owner_applications/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    schema: ownerApplicationDecisionSchema,
  });
}

export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () =>
      Promise.all(
        [adminKeys.applications(), adminKeys.users(), adminKeys.audit()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerApplicationDecisionSchema } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** POST /api/v1/admin/owner_applications/{id}/reject: the applicant is mailed the reason. */
export function rejectApplication({ id, reason }: { id: string; reason: string }) {
  return apiFetch(`/api/v1/admin/owner_applications/${encodeURIComponent(id)}/reject`, {
    method: 'POST',
    body: { reason },
    schema: ownerApplicationDecisionSchema,
  });
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () =>
      Promise.all(
        [adminKeys.applications(), adminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

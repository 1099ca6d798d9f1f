import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerApplicationCreatedSchema, type OwnerApplicationBody } from '@town/shared/owner-applications';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** POST /api/v1/owner/application: 409 APPLICATION_PENDING while one waits, ALREADY_OWNER for an owner. */
export function apply(body: OwnerApplicationBody) {
  return apiFetch('/api/v1/owner/application', { method: 'POST', body, schema: ownerApplicationCreatedSchema });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: apply,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKeys.application() }),
  });
}

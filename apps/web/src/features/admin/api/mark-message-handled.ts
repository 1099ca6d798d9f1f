import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageHandledSchema } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** POST /api/v1/admin/messages/{id}/handled: the message moves to the handled ones. */
export function markMessageHandled(id: string) {
  return apiFetch(`/api/v1/admin/messages/${encodeURIComponent(id)}/handled`, {
    method: 'POST',
    schema: messageHandledSchema,
  });
}

export function useMarkMessageHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageHandled,
    onSettled: () =>
      Promise.all(
        [adminKeys.messages(), adminKeys.audit()].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

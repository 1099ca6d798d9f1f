import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminWebcamsSchema, type AdminWebcam } from '@town/shared/webcams';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * PUT /api/v1/admin/webcams: the whole list in place of the stored one, in its order. A field
 * the API refuses (a still on a private host, outside the allow-list…) comes back as a 400 naming it.
 */
export async function saveWebcams(cameras: AdminWebcam[]): Promise<AdminWebcam[]> {
  const answer = await apiFetch('/api/v1/admin/webcams', {
    method: 'PUT',
    body: { items: cameras },
    schema: adminWebcamsSchema,
  });
  return answer.items;
}

/** The list saved; `onSaved` lets the page refresh what visitors' pages show of it. */
export function useSaveWebcams(onSaved?: (cameras: AdminWebcam[]) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWebcams,
    onSuccess: (cameras) => {
      queryClient.setQueryData(adminKeys.webcams(), cameras);
      onSaved?.(cameras);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}

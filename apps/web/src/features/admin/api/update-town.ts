import { useMutation, useQueryClient } from '@tanstack/react-query';
import { townProfileSchema, type TownProfile, type TownProfileUpdate } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/**
 * PUT /api/v1/admin/town: a change to any of the profile's fields (the rest keep their
 * values) → the whole profile. A field the API refuses comes back as a 400 that names it.
 */
export function updateTown(change: TownProfileUpdate): Promise<TownProfile> {
  return apiFetch('/api/v1/admin/town', { method: 'PUT', body: change, schema: townProfileSchema });
}

/** The profile saved; `onSaved` lets the page refresh what the rest of the site shows of it. */
export function useUpdateTown(onSaved?: (profile: TownProfile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTown,
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.town(), profile);
      onSaved?.(profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}

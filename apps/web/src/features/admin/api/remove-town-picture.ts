import { useMutation, useQueryClient } from '@tanstack/react-query';
import { townProfileSchema, type TownProfile } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';
import type { TownPictureKind } from './upload-town-picture.ts';

/** DELETE /api/v1/admin/town/logo or /photo → the profile without it. */
export function removeTownPicture(kind: TownPictureKind): Promise<TownProfile> {
  return apiFetch(`/api/v1/admin/town/${kind}`, { method: 'DELETE', schema: townProfileSchema });
}

export function useRemoveTownPicture(kind: TownPictureKind, onSaved?: (profile: TownProfile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeTownPicture(kind),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.town(), profile);
      onSaved?.(profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}

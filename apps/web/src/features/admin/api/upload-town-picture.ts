import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ERROR_CODES } from '@town/shared/error-codes';
import { townProfileSchema, type TownProfile } from '@town/shared/town';
import { ApiError, apiHeaders, NETWORK_ERROR, refreshSession } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** The town's pictures, each uploaded on its own address: the header's logo, the landing page's photograph. */
export type TownPictureKind = 'logo' | 'photo';

async function send(kind: TownPictureKind, file: File): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    // No Content-Type: the browser writes the multipart boundary itself.
    return await fetch(`/api/v1/admin/town/${kind}`, {
      method: 'POST',
      headers: await apiHeaders(),
      credentials: 'same-origin',
      body: form,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR, 'The server could not be reached');
  }
}

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } } | undefined;

/**
 * POST /api/v1/admin/town/logo or /photo: the picture (multipart, field `file`), made at its
 * sizes → the profile that now shows it. The server decides by content: 415 for what is not an
 * image it reads, 413 for one too large, 400 for one of the wrong shape.
 */
export async function uploadTownPicture(kind: TownPictureKind, file: File): Promise<TownProfile> {
  let res = await send(kind, file);
  let body = (await res.json().catch(() => undefined)) as unknown;
  // As apiFetch does: a token the server no longer takes is renewed once, and the upload tried again.
  if (
    res.status === 401 &&
    (body as ErrorBody)?.error?.code === ERROR_CODES.unauthenticated &&
    (await refreshSession())
  ) {
    res = await send(kind, file);
    body = await res.json().catch(() => undefined);
  }
  if (!res.ok) {
    const error = (body as ErrorBody)?.error;
    throw new ApiError(
      res.status,
      error?.code ?? `HTTP_${res.status}`,
      error?.message ?? `Upload failed with status ${res.status}`,
      error?.details,
    );
  }
  return townProfileSchema.parse(body);
}

export function useUploadTownPicture(kind: TownPictureKind, onSaved?: (profile: TownProfile) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadTownPicture(kind, file),
    onSuccess: (profile) => {
      queryClient.setQueryData(adminKeys.town(), profile);
      onSaved?.(profile);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
  });
}

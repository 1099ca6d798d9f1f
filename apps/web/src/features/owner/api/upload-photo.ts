import { ERROR_CODES } from '@town/shared/error-codes';
import { listingPhotoSchema, type ListingPhoto } from '@town/shared/listings';
import { ApiError, apiHeaders, NETWORK_ERROR, refreshSession } from '../../../lib/api-client.ts';

interface Answer {
  status: number;
  body: unknown;
  retryAfter?: number;
}

/** One upload through XMLHttpRequest: fetch cannot tell how much of a body has been sent. */
function send(url: string, file: File, onProgress: (sent: number) => void, signal?: AbortSignal): Promise<Answer> {
  return apiHeaders().then(
    (headers) =>
      new Promise<Answer>((resolve, reject) => {
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        xhr.onload = () => {
          let body: unknown;
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            body = undefined;
          }
          const retryAfter = Number(xhr.getResponseHeader('Retry-After'));
          resolve({ status: xhr.status, body, retryAfter: retryAfter > 0 ? retryAfter : undefined });
        };
        xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR, 'The server could not be reached'));
        xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => xhr.abort(), { once: true });
        const form = new FormData();
        form.append('file', file, file.name);
        xhr.send(form);
      }),
  );
}

const errorOf = (answer: Answer) =>
  (answer.body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;

/**
 * POST /api/v1/owner/assets/{id}/images: one photo (multipart, field `file`), added at the
 * end of the gallery; `onProgress` hears the share sent (0…1). The server decides by content:
 * 415 for what is not a photo it reads, 413 for one too large (docs/listings.md#photos).
 */
export async function uploadPhoto(
  listingId: string,
  file: File,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<ListingPhoto> {
  const url = `/api/v1/owner/assets/${encodeURIComponent(listingId)}/images`;
  let answer = await send(url, file, onProgress, signal);
  // As apiFetch does: a token the server no longer takes is renewed once, and the upload tried again.
  if (answer.status === 401 && errorOf(answer)?.code === ERROR_CODES.unauthenticated && (await refreshSession())) {
    onProgress(0);
    answer = await send(url, file, onProgress, signal);
  }
  if (answer.status >= 200 && answer.status < 300) return listingPhotoSchema.parse(answer.body);
  const error = errorOf(answer);
  throw new ApiError(
    answer.status,
    error?.code ?? `HTTP_${answer.status}`,
    error?.message ?? `Upload failed with status ${answer.status}`,
    error?.details,
    answer.retryAfter,
  );
}

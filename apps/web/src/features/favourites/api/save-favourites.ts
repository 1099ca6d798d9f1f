import type { Favourites } from '@town/shared/catalogue';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * PUT /api/v1/favourites: saves several places at once (the browser's, merged at sign-in).
 * All or nothing: 404 when one is not published, 409 FAVOURITES_LIMIT past the limit.
 * Its only caller is the merge (hooks/use-merge-at-sign-in.ts), which needs no query state.
 */
export function saveFavourites(ids: readonly string[]): Promise<Favourites> {
  return apiFetch<Favourites>('/api/v1/favourites', { method: 'PUT', body: ids });
}

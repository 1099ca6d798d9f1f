import { ERROR_CODES } from '@town/shared';
import { MAX_FAVOURITES, type Favourites } from '@town/shared/catalogue';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { addFavourites, listFavourites, removeFavourite } from './favourites.repository.ts';

interface Deps {
  db: Database;
  /** Which assets are published: only those may be saved, and only those are shown. */
  catalogue: Pick<CatalogueService, 'publishedIds'>;
}

/** The places each account saved (docs/api.md#favourites); every call is about the caller's own account. */
export function createFavouritesService({ db, catalogue }: Deps) {
  async function list(userId: string): Promise<Favourites> {
    const rows = await listFavourites(db, userId);
    const published = new Set(await catalogue.publishedIds(rows.map((row) => row.assetId)));
    return {
      items: rows
        .filter((row) => published.has(row.assetId))
        .map((row) => ({ assetId: row.assetId, savedAt: row.savedAt.toISOString() })),
    };
  }

  return {
    list,

    /** Saves places (again is fine); 404 if any is not a published asset, 409 past the limit: then none is saved. */
    async add(userId: string, assetIds: readonly string[]): Promise<Favourites> {
      const ids = [...new Set(assetIds)];
      const published = new Set(await catalogue.publishedIds(ids));
      const unknown = ids.filter((id) => !published.has(id));
      if (unknown.length) throw notFound(`No asset ${unknown.join(', ')}`);
      if (!(await addFavourites(db, userId, ids, MAX_FAVOURITES))) {
        throw conflict(ERROR_CODES.favouritesLimit, `An account keeps at most ${MAX_FAVOURITES} places`, {
          max: MAX_FAVOURITES,
        });
      }
      return list(userId);
    },

    /** Forgets a place; 404 when the account had not saved it. */
    async remove(userId: string, assetId: string): Promise<void> {
      if (!(await removeFavourite(db, userId, assetId))) throw notFound(`Asset ${assetId} is not saved`);
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { favourites } from '../../db/schema/favourites.ts';

export type FavouriteRow = { assetId: string; savedAt: Date };

/** An account's saved places, most recently saved first. */
export async function listFavourites(db: Database, userId: string): Promise<FavouriteRow[]> {
  return db
    .select({ assetId: favourites.assetId, savedAt: favourites.savedAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.savedAt), favourites.assetId);
}

/**
 * Saves these places for the account (those saved already keep their date), unless that would
 * take it past `max`: then nothing is saved and false is returned. A lock per account makes
 * concurrent saves of one account count one after the other.
 */
export async function addFavourites(
  db: Database,
  userId: string,
  assetIds: readonly string[],
  max: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`favourites:${userId}`}))`);
    const [kept] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(favourites)
      .where(eq(favourites.userId, userId));
    const already = await tx
      .select({ assetId: favourites.assetId })
      .from(favourites)
      .where(and(eq(favourites.userId, userId), inArray(favourites.assetId, [...assetIds])));
    const added = new Set(assetIds).size - already.length;
    if ((kept?.n ?? 0) + added > max) return false;
    await tx
      .insert(favourites)
      .values(assetIds.map((assetId) => ({ userId, assetId })))
      .onConflictDoNothing();
    return true;
  });
}

/** Forgets a saved place; false when it was not saved. */
export async function removeFavourite(db: Database, userId: string, assetId: string): Promise<boolean> {
  const removed = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.assetId, assetId)))
    .returning({ assetId: favourites.assetId });
  return removed.length > 0;
}

import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ListingContent } from '@town/shared/listings';
import type { Database } from '../../db/client.ts';
import { listingRevisions, type REVISION_STATES } from '../../db/schema/listings.ts';

/** What a caller's transaction (or the database itself) offers. */
export type Db = Pick<Database, 'select' | 'selectDistinctOn' | 'insert' | 'update' | 'delete' | 'execute'>;

export type RevisionState = (typeof REVISION_STATES)[number];
export type RevisionRow = typeof listingRevisions.$inferSelect;

export interface NewRevision {
  assetId: string;
  number: number;
  content: ListingContent;
  state: RevisionState;
  authorId: string | null;
}

export async function insertRevision(db: Db, revision: NewRevision): Promise<RevisionRow> {
  const [row] = await db.insert(listingRevisions).values(revision).returning();
  return row!;
}

export async function setRevisionState(
  db: Db,
  id: string,
  state: RevisionState,
  reason: string | null = null,
): Promise<void> {
  await db.update(listingRevisions).set({ state, reason }).where(eq(listingRevisions.id, id));
}

/** A listing's revisions, newest first. */
export function listRevisions(db: Db, assetId: string): Promise<RevisionRow[]> {
  return db
    .select()
    .from(listingRevisions)
    .where(eq(listingRevisions.assetId, assetId))
    .orderBy(desc(listingRevisions.number));
}

/** The newest revision of each listing, or the newest in one of `states`. */
export function newestRevisions(
  db: Db,
  assetIds: readonly string[],
  states?: readonly RevisionState[],
): Promise<RevisionRow[]> {
  if (!assetIds.length) return Promise.resolve([]);
  const listings = inArray(listingRevisions.assetId, [...assetIds]);
  return db
    .selectDistinctOn([listingRevisions.assetId])
    .from(listingRevisions)
    .where(states ? and(listings, inArray(listingRevisions.state, [...states])) : listings)
    .orderBy(asc(listingRevisions.assetId), desc(listingRevisions.number));
}

/**
 * The listings whose newest revision that is not `live` waits in the review queue (a live
 * revision changes only what needs no review), oldest submission first.
 */
export function listSubmitted(db: Db): Promise<RevisionRow[]> {
  const head = db
    .selectDistinctOn([listingRevisions.assetId])
    .from(listingRevisions)
    .where(ne(listingRevisions.state, 'live'))
    .orderBy(asc(listingRevisions.assetId), desc(listingRevisions.number))
    .as('head');
  return db.select().from(head).where(eq(head.state, 'submitted')).orderBy(asc(head.createdAt), asc(head.assetId));
}

/**
 * Whether a listing's newest revision names a photo (what its owner edits, or the town hall
 * reviews): older revisions are history, whose photos may be gone (docs/listings.md#photos).
 */
export async function newestRevisionNames(db: Pick<Db, 'execute'>, imageId: string): Promise<boolean> {
  const named = JSON.stringify([{ id: imageId }]);
  // The containment test uses listing_revisions_images_idx; then only the newest revision counts.
  const { rows } = await db.execute<{ named: boolean }>(sql`
    select exists (
      select 1 from ${listingRevisions} r
      where (r.content -> 'images') @> ${named}::jsonb
        and not exists (
          select 1 from ${listingRevisions} n where n.asset_id = r.asset_id and n.number > r.number)
    ) as named`);
  return rows[0]?.named ?? false;
}

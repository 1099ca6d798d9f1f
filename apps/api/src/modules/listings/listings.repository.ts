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

/** What the owner's list reads of a listing's revisions: never their whole content (docs/listings.md#the-owners-workspace). */
export interface RevisionFacts {
  assetId: string;
  /** The newest revision: when it was made, its names by language, its address and its cover photo's id. */
  latest: { createdAt: Date; names: Partial<Record<string, string>>; address: string; cover: string | null };
  /** The newest revision in one of the `head` states, and in one of the `decision` states. */
  head?: { state: RevisionState };
  decision?: { state: RevisionState; reason: string | null };
}

const stateList = (states: readonly RevisionState[]) => sql`${`{${states.join(',')}}`}::text[]`;

/**
 * RevisionFacts of each listing that has a revision, in one statement: each of the three is the
 * first row of a backward scan of the listing's revisions (the (asset_id, number) index).
 */
export async function revisionFacts(
  db: Pick<Db, 'execute'>,
  assetIds: readonly string[],
  states: { head: readonly RevisionState[]; decision: readonly RevisionState[] },
): Promise<RevisionFacts[]> {
  if (!assetIds.length) return [];
  const { rows } = await db.execute<{
    asset_id: string;
    created_at: Date | string;
    names: Partial<Record<string, string>> | null;
    address: string | null;
    cover: string | null;
    head_state: RevisionState | null;
    decision_state: RevisionState | null;
    decision_reason: string | null;
  }>(sql`
    select a.asset_id, l.created_at, l.names, l.address, l.cover,
      h.state as head_state, d.state as decision_state, d.reason as decision_reason
    from unnest(${`{${assetIds.join(',')}}`}::uuid[]) as a(asset_id)
    join lateral (
      select r.created_at, r.content ->> 'address' as address, r.content -> 'images' -> 0 ->> 'id' as cover,
        (select jsonb_object_agg(t.key, t.value ->> 'name') from jsonb_each(r.content -> 'texts') t) as names
      from ${listingRevisions} r where r.asset_id = a.asset_id order by r.number desc limit 1
    ) l on true
    left join lateral (
      select r.state from ${listingRevisions} r
      where r.asset_id = a.asset_id and r.state = any(${stateList(states.head)}) order by r.number desc limit 1
    ) h on true
    left join lateral (
      select r.state, r.reason from ${listingRevisions} r
      where r.asset_id = a.asset_id and r.state = any(${stateList(states.decision)}) order by r.number desc limit 1
    ) d on true`);
  return rows.map((row) => ({
    assetId: row.asset_id,
    latest: {
      createdAt: new Date(row.created_at),
      names: row.names ?? {},
      address: row.address ?? '',
      cover: row.cover,
    },
    head: row.head_state ? { state: row.head_state } : undefined,
    decision: row.decision_state ? { state: row.decision_state, reason: row.decision_reason } : undefined,
  }));
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

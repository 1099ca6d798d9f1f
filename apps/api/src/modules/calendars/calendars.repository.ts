import { and, asc, count, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { FEED_LOG_SIZE, type FeedConflict, type FeedError, type FeedSyncResult } from '@town/shared/calendars';
import type { Database } from '../../db/client.ts';
import { icalFeedEvents, icalFeeds, icalFeedSyncs } from '../../db/schema/calendars.ts';

/** The database, or a transaction on it (a sync's changes are written in one). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

export type FeedRow = typeof icalFeeds.$inferSelect;
export type FeedEventRow = typeof icalFeedEvents.$inferSelect;
export interface FeedLogRow extends FeedSyncResult {
  feedId: string;
  at: Date;
}

export async function insertFeed(db: Db, feed: { assetId: string; url: string; name: string }): Promise<FeedRow> {
  const [row] = await db.insert(icalFeeds).values(feed).returning();
  return row!;
}

export async function countFeeds(db: Db, assetId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(icalFeeds).where(eq(icalFeeds.assetId, assetId));
  return row?.n ?? 0;
}

export function listFeeds(db: Db, assetId: string): Promise<FeedRow[]> {
  return db
    .select()
    .from(icalFeeds)
    .where(eq(icalFeeds.assetId, assetId))
    .orderBy(asc(icalFeeds.createdAt), asc(icalFeeds.id));
}

export async function findFeed(db: Db, assetId: string, feedId: string): Promise<FeedRow | undefined> {
  const [row] = await db
    .select()
    .from(icalFeeds)
    .where(and(eq(icalFeeds.id, feedId), eq(icalFeeds.assetId, assetId)));
  return row;
}

/**
 * Locks every feed of a rental until the transaction ends, in one order: its syncs write one
 * at a time, so two feeds holding the same nights never wait on each other's holds.
 */
export async function lockRentalFeeds(db: Db, assetId: string): Promise<FeedRow[]> {
  return db.select().from(icalFeeds).where(eq(icalFeeds.assetId, assetId)).orderBy(asc(icalFeeds.id)).for('update');
}

export async function deleteFeed(db: Db, feedId: string): Promise<void> {
  await db.delete(icalFeeds).where(eq(icalFeeds.id, feedId));
}

/**
 * Takes up to `limit` feeds whose time has come, for `leaseMs`: no other run takes them
 * meanwhile (SKIP LOCKED, and the moved `next_sync_at`). A run that dies leaves them to be taken
 * again when the lease ends; a finished sync sets the next time itself.
 */
export async function claimDueFeeds(
  db: Db,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<{ id: string; assetId: string; url: string }[]> {
  const due = db
    .select({ id: icalFeeds.id })
    .from(icalFeeds)
    .where(lte(icalFeeds.nextSyncAt, sql`now()`))
    .orderBy(asc(icalFeeds.nextSyncAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(icalFeeds)
    .set({ nextSyncAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(inArray(icalFeeds.id, due))
    .returning({ id: icalFeeds.id, assetId: icalFeeds.assetId, url: icalFeeds.url });
}

export function feedEvents(db: Db, feedId: string): Promise<FeedEventRow[]> {
  return db.select().from(icalFeedEvents).where(eq(icalFeedEvents.feedId, feedId));
}

export async function insertFeedEvents(
  db: Db,
  feedId: string,
  events: readonly { uid: string; start: string; end: string }[],
): Promise<void> {
  if (!events.length) return;
  await db.insert(icalFeedEvents).values(events.map((event) => ({ feedId, ...event })));
}

/** New nights for an event: it gives up its hold and takes the new nights when it can. */
export async function moveFeedEvent(db: Db, id: string, nights: { start: string; end: string }): Promise<void> {
  await db
    .update(icalFeedEvents)
    .set({ ...nights, held: false, updatedAt: sql`now()` })
    .where(eq(icalFeedEvents.id, id));
}

export async function deleteFeedEvents(db: Db, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(icalFeedEvents).where(inArray(icalFeedEvents.id, [...ids]));
}

/**
 * Whether the event holds its nights; if not, what held them first (`null`: only the same feed's
 * own events, which is no conflict).
 */
export async function setHeld(
  db: Db,
  id: string,
  state: { held: true } | { held: false; conflictWith: FeedConflict['with'] | null },
): Promise<void> {
  await db
    .update(icalFeedEvents)
    .set({ held: state.held, conflictWith: state.held ? null : state.conflictWith })
    .where(eq(icalFeedEvents.id, id));
}

/**
 * Ends a sync: the feed's times and error, and one line of its log, of which the newest
 * FEED_LOG_SIZE are kept.
 */
export async function recordSync(
  db: Db,
  feedId: string,
  result: FeedSyncResult,
  { nextSyncMs }: { nextSyncMs: number },
): Promise<void> {
  const error: FeedError | null = result.error ?? null;
  await db
    .update(icalFeeds)
    .set({
      lastSyncAt: sql`now()`,
      lastError: error,
      nextSyncAt: sql`now() + ${`${nextSyncMs} milliseconds`}::interval`,
      ...(error ? {} : { lastSuccessAt: sql`now()` }),
    })
    .where(eq(icalFeeds.id, feedId));
  await db.insert(icalFeedSyncs).values({
    feedId,
    added: result.added,
    changed: result.changed,
    removed: result.removed,
    error,
  });
  await db.execute(sql`
    delete from ${icalFeedSyncs} where ${icalFeedSyncs.feedId} = ${feedId} and ${icalFeedSyncs.id} not in (
      select ${icalFeedSyncs.id} from ${icalFeedSyncs} where ${icalFeedSyncs.feedId} = ${feedId}
      order by ${icalFeedSyncs.at} desc limit ${FEED_LOG_SIZE})`);
}

/** How many of a feed's latest syncs failed, one after the other (up to FEED_LOG_SIZE, what the log keeps). */
export async function failuresInARow(db: Db, feedId: string): Promise<number> {
  const latest = await db
    .select({ failed: isNotNull(icalFeedSyncs.error) })
    .from(icalFeedSyncs)
    .where(eq(icalFeedSyncs.feedId, feedId))
    .orderBy(sql`${icalFeedSyncs.at} desc`)
    .limit(FEED_LOG_SIZE);
  const firstSuccess = latest.findIndex((row) => !row.failed);
  return firstSuccess === -1 ? latest.length : firstSuccess;
}

/** The feeds' logs, newest first. */
export async function feedLogs(db: Db, feedIds: readonly string[]): Promise<FeedLogRow[]> {
  if (!feedIds.length) return [];
  const rows = await db
    .select()
    .from(icalFeedSyncs)
    .where(inArray(icalFeedSyncs.feedId, [...feedIds]))
    .orderBy(sql`${icalFeedSyncs.at} desc`);
  return rows.map((row) => ({
    feedId: row.feedId,
    at: row.at,
    added: row.added,
    changed: row.changed,
    removed: row.removed,
    ...(row.error ? { error: row.error } : {}),
  }));
}

/** The feeds' events: their number, and those that hold no night for a conflict. */
export async function feedEventSummaries(
  db: Db,
  feedIds: readonly string[],
): Promise<{ counts: Map<string, number>; conflicts: (FeedConflict & { feedId: string })[] }> {
  if (!feedIds.length) return { counts: new Map(), conflicts: [] };
  const ids = [...feedIds];
  const counted = await db
    .select({ feedId: icalFeedEvents.feedId, n: count() })
    .from(icalFeedEvents)
    .where(inArray(icalFeedEvents.feedId, ids))
    .groupBy(icalFeedEvents.feedId);
  const conflicting = await db
    .select({
      feedId: icalFeedEvents.feedId,
      uid: icalFeedEvents.uid,
      start: icalFeedEvents.start,
      end: icalFeedEvents.end,
      with: icalFeedEvents.conflictWith,
    })
    .from(icalFeedEvents)
    .where(
      and(inArray(icalFeedEvents.feedId, ids), eq(icalFeedEvents.held, false), isNotNull(icalFeedEvents.conflictWith)),
    )
    .orderBy(asc(icalFeedEvents.start), asc(icalFeedEvents.uid));
  return {
    counts: new Map(counted.map((row) => [row.feedId, row.n])),
    conflicts: conflicting.map((row) => ({ ...row, with: row.with ?? [] })),
  };
}

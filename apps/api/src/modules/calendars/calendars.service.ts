import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LANGUAGE, ERROR_CODES } from '@town/shared';
import { addDays, dayInTimeZone } from '@town/shared/availability';
import {
  FEED_RETRY_MAX_MINUTES,
  MAX_FEEDS_PER_RENTAL,
  type Feed,
  type FeedConflict,
  type FeedError,
  type FeedSyncResult,
  type NewFeed,
} from '@town/shared/calendars';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { t } from '../../lib/i18n.ts';
import { siteName } from '../../lib/site-name.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { RentalCalendarService, RentalHold } from '../bookings/index.ts';
import type { CatalogueService, CatalogueWriter } from '../catalogue/index.ts';
import { fetchFeed, FeedFetchError } from './calendars.fetcher.ts';
import { exportCalendar, FeedFormatError, type FeedEvent } from './calendars.ical.ts';
import { readFeed } from './calendars.reader.ts';
import {
  claimDueFeeds,
  countFeeds,
  deleteFeed,
  deleteFeedEvents,
  failuresInARow,
  feedEventSummaries,
  feedEvents,
  feedLogs,
  findFeed,
  insertFeed,
  insertFeedEvents,
  listFeeds,
  lockRentalFeeds,
  moveFeedEvent,
  recordSync,
  setHeld,
  type Db,
  type FeedRow,
} from './calendars.repository.ts';

/** PostgreSQL's unique_violation: the rental already imports that address. */
const UNIQUE_VIOLATION = '23505';

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl' | 'ical' | 'env'>;
  log: FastifyBaseLogger;
  /**
   * The bookings module owns every held night and the rental's settings, its export secret
   * among them (docs/decisions/015-rental-calendar-and-holds.md); a feed's holds change in the
   * calendars' transaction, with its events, all or nothing.
   */
  bookings: Pick<
    RentalCalendarService,
    | 'requireOwnRental'
    | 'rentalHolds'
    | 'holdFeedNights'
    | 'releaseFeedNights'
    | 'holdsChanged'
    | 'icalToken'
    | 'replaceIcalToken'
    | 'assetOfIcalToken'
  >;
  /** The rental's name and its host, whose language the exported calendar speaks. */
  catalogue: Pick<CatalogueService, 'assetNames'>;
  owners: Pick<CatalogueWriter, 'ownerAndStatus'>;
  accounts: Pick<AccountsService, 'contact'>;
  /** Fetches a feed's text; the real fetcher (calendars.fetcher.ts) unless a caller gives another. */
  fetch?: (url: string) => Promise<string>;
  /** How long reading a fetched feed may take (FEED_READ_TIME_LIMIT_MS unless a test gives another). */
  readTimeLimitMs?: number;
}

/** Feeds one scheduled run takes; the rest wait for the next minute's. */
const SYNC_BATCH = 100;
/** Feeds fetched at once by a scheduled run. */
const SYNC_CONCURRENCY = 4;
/** How long a scheduled run holds the feeds it took: longer than a fetch and its writing. */
const SYNC_LEASE_MS = 2 * 60_000;

/** The SQLSTATE of a database error, whether the driver's own or wrapped by the ORM. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** What one fetch brought: the feed's events from today on, or why there are none. */
type Snapshot = { events: FeedEvent[] } | { error: FeedError };

/**
 * What of an unexpected error may be logged: its kind and SQLSTATE. Its message and details can
 * quote a feed's content (a value the database refused), which never goes to the log.
 */
const loggable = (error: unknown) => ({
  type: error instanceof Error ? error.name : typeof error,
  code: sqlState(error),
});

/** A feed whose events could not be written: kept with this error rather than answered with a 5xx. */
const UNSTORABLE: FeedError = { reason: 'broken', message: 'has content that could not be stored' };

type Nights = { start: string; end: string };
const sameNights = (a: Nights, b: Nights) => a.start === b.start && a.end === b.end;
/** Whether two ranges of nights, each [start, end), share one. */
const overlap = (a: Nights, b: Nights) => a.start < b.end && b.start < a.end;

/**
 * Calendar sync of holiday rentals (docs/rules.md#calendar-sync): the secret export of a
 * rental's held nights, and the feeds a host imports, each fetch a whole snapshot keyed by UID
 * whose events hold nights beside bookings and blocks, under one no-overlap guarantee.
 */
export function createCalendarsService({
  db,
  config,
  log,
  bookings,
  catalogue,
  owners,
  accounts,
  fetch,
  readTimeLimitMs,
}: Deps) {
  const syncEveryMs = config.ical.syncMinutes * 60_000;
  /**
   * When a feed is fetched next: ICAL_SYNC_MINUTES after a success; after failures, that
   * doubled for each one in a row before this one, up to FEED_RETRY_MAX_MINUTES.
   */
  const nextSyncMs = (failed: boolean, failedBefore: number) =>
    failed
      ? Math.max(syncEveryMs, Math.min(syncEveryMs * 2 ** Math.min(failedBefore, 30), FEED_RETRY_MAX_MINUTES * 60_000))
      : syncEveryMs;
  const fetchText = fetch ?? ((url: string) => fetchFeed(url, { allowPrivateHosts: config.ical.allowPrivateHosts }));
  if (config.ical.allowPrivateHosts && config.env === 'production') {
    log.warn('ICAL_ALLOW_PRIVATE_HOSTS is set: calendar feeds may be fetched from private and local addresses');
  }

  /** The rental if the actor runs it (its owner, or an admin); anything else is a 404. */
  async function rentalFor(actor: AuthUser, assetId: string): Promise<string> {
    await bookings.requireOwnRental(actor, assetId);
    return assetId;
  }

  async function feedOf(actor: AuthUser, assetId: string, feedId: string): Promise<FeedRow> {
    const rental = await rentalFor(actor, assetId);
    const feed = await findFeed(db, rental, feedId);
    if (!feed) throw notFound(`No calendar ${feedId}`);
    return feed;
  }

  async function snapshotOf(url: string): Promise<Snapshot> {
    try {
      const text = await fetchText(url);
      return { events: await readFeed(text, dayInTimeZone(new Date()), { timeLimitMs: readTimeLimitMs }) };
    } catch (error) {
      if (error instanceof FeedFetchError || error instanceof FeedFormatError) {
        return { error: { reason: error.reason, message: error.message } };
      }
      throw error;
    }
  }

  /**
   * Writes what a fetch brought, under the rental's feeds' lock: a failure keeps the last good events
   * and their holds; a snapshot replaces them by UID (new → held, changed → moved, gone → freed).
   * `others` are the rental's holds read before (bookings, blocks, other feeds): what an event
   * met when its nights are taken.
   */
  async function apply(
    tx: Db,
    assetId: string,
    feedId: string,
    snapshot: Snapshot,
    others: readonly RentalHold[],
  ): Promise<FeedSyncResult | undefined> {
    const feed = (await lockRentalFeeds(tx, assetId)).find((row) => row.id === feedId);
    if (!feed) return undefined;
    if ('error' in snapshot) {
      const result = { added: 0, changed: 0, removed: 0, error: snapshot.error };
      await recordSync(tx, feed.id, result, { nextSyncMs: nextSyncMs(true, await failuresInARow(tx, feed.id)) });
      return result;
    }
    const stored = await feedEvents(tx, feed.id);
    const incoming = new Map(snapshot.events.map((event) => [event.uid, event]));
    // A feed is read from yesterday on: nights before that, kept from an earlier sync, are no change.
    const yesterday = addDays(dayInTimeZone(new Date()), -1);
    const fromYesterday = (event: Nights) => (event.start < yesterday ? { ...event, start: yesterday } : event);
    const gone = stored.filter((event) => !incoming.has(event.uid));
    const moved = stored.filter(
      (event) => incoming.has(event.uid) && !sameNights(fromYesterday(event), incoming.get(event.uid)!),
    );
    const known = new Set(stored.map((event) => event.uid));
    const added = snapshot.events.filter((event) => !known.has(event.uid));

    // Nights are freed before any is taken, so an event moved onto another's old nights finds them free.
    await bookings.releaseFeedNights(
      [...gone, ...moved].filter((event) => event.held).map((event) => event.id),
      tx,
    );
    await deleteFeedEvents(
      tx,
      gone.map((event) => event.id),
    );
    for (const event of moved) await moveFeedEvent(tx, event.id, incoming.get(event.uid)!);
    await insertFeedEvents(tx, feed.id, added);

    // Every event without a hold tries, in order: new ones, moved ones, and those that met a conflict before.
    const current = await feedEvents(tx, feed.id);
    const ownIds = new Set(stored.map((event) => event.id));
    const elsewhere = others.filter((h) => !(h.feedEventId && ownIds.has(h.feedEventId)));
    const held = current.filter((event) => event.held);
    const waiting = current
      .filter((event) => !event.held)
      .sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
    for (const event of waiting) {
      const nights = { assetId, feedEventId: event.id, start: event.start, end: event.end };
      if ((await bookings.holdFeedNights(nights, tx)) === 'held') {
        await setHeld(tx, event.id, { held: true });
        held.push(event);
        continue;
      }
      // Never dropped, never over a booking: the event keeps its dates and shows what it met.
      // Another event of the same feed on those nights is one calendar's overlap, not a conflict.
      const met = [...new Set(elsewhere.filter((h) => overlap(h, event)).map((h) => h.kind))].sort();
      const covered = !met.length && held.some((other) => overlap(other, event));
      await setHeld(tx, event.id, { held: false, conflictWith: covered ? null : met });
    }

    const result = { added: added.length, changed: moved.length, removed: gone.length };
    await recordSync(tx, feed.id, result, { nextSyncMs: syncEveryMs });
    return result;
  }

  /**
   * Keeps a fetch's outcome, in one transaction with the new feed when it is being added (so a
   * feed is kept whole or not at all); the rental's "from" price follows when its holds changed.
   * Events the database refuses leave the feed with an error, never a 5xx: a feed's content is a
   * third party's.
   */
  async function store(
    assetId: string,
    target: { feedId: string } | { add: NewFeed },
    snapshot: Snapshot,
  ): Promise<{ feedId: string; result: FeedSyncResult | undefined }> {
    // Read before the transaction, which then needs no second connection.
    const others = 'error' in snapshot ? [] : await bookings.rentalHolds(assetId);
    const write = (outcome: Snapshot, holds: readonly RentalHold[]) =>
      db.transaction(async (tx) => {
        const feedId = 'feedId' in target ? target.feedId : await addRow(tx, assetId, target.add);
        return { feedId, result: await apply(tx, assetId, feedId, outcome, holds) };
      });
    let stored: Awaited<ReturnType<typeof write>>;
    try {
      stored = await write(snapshot, others);
    } catch (error) {
      if (error instanceof HttpError || 'error' in snapshot) throw error;
      const feedId = 'feedId' in target ? target.feedId : undefined;
      log.warn({ err: loggable(error), feedId }, 'calendar feed events could not be stored');
      stored = await write({ error: UNSTORABLE }, []);
    }
    const { feedId, result } = stored;
    if (result?.error) log.info({ feedId, reason: result.error.reason }, 'calendar feed could not be synced');
    if (result && result.added + result.changed + result.removed > 0) await bookings.holdsChanged(assetId);
    return stored;
  }

  /** A new feed's row, in the transaction that stores its first fetch; the same address twice is a 409. */
  async function addRow(tx: Db, assetId: string, input: NewFeed): Promise<string> {
    try {
      // A savepoint: the refusal is answered, and the transaction is not left aborted.
      return (await tx.transaction((savepoint) => insertFeed(savepoint, { assetId, ...input }))).id;
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) {
        throw conflict(ERROR_CODES.feedExists, 'This rental already imports that address');
      }
      throw error;
    }
  }

  async function sync(assetId: string, feedId: string, url: string): Promise<FeedSyncResult | undefined> {
    return (await store(assetId, { feedId }, await snapshotOf(url))).result;
  }

  async function describe(rows: readonly FeedRow[]): Promise<Feed[]> {
    const ids = rows.map((row) => row.id);
    const [logs, { counts, conflicts }] = [await feedLogs(db, ids), await feedEventSummaries(db, ids)];
    return rows.map((row) => ({
      id: row.id,
      url: row.url,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
      lastError: row.lastError ?? null,
      events: counts.get(row.id) ?? 0,
      conflicts: conflicts
        .filter((c) => c.feedId === row.id)
        .map(({ uid, start, end, with: kinds }): FeedConflict => ({ uid, start, end, with: kinds })),
      log: logs
        .filter((entry) => entry.feedId === row.id)
        .map(({ feedId: _feedId, at, ...entry }) => ({ at: at.toISOString(), ...entry })),
    }));
  }

  const exportUrl = (token: string) => `${config.publicUrl.replace(/\/+$/, '')}/ical/${token}.ics`;

  return {
    async listFeeds(actor: AuthUser, assetId: string): Promise<Feed[]> {
      return describe(await listFeeds(db, await rentalFor(actor, assetId)));
    },

    /**
     * Adds a feed and fetches it at once. An address the server may never fetch (a private or
     * local host) is a 400 and nothing is kept; one that fails otherwise (404, timeout…) is kept
     * with its error, for the host may fix it at the other end.
     */
    async addFeed(actor: AuthUser, assetId: string, input: NewFeed): Promise<Feed> {
      const rental = await rentalFor(actor, assetId);
      if ((await countFeeds(db, rental)) >= MAX_FEEDS_PER_RENTAL) {
        throw conflict(ERROR_CODES.feedLimit, `A rental imports at most ${MAX_FEEDS_PER_RENTAL} calendars`);
      }
      const snapshot = await snapshotOf(input.url);
      if ('error' in snapshot && (snapshot.error.reason === 'private-host' || snapshot.error.reason === 'scheme')) {
        throw badRequest(`This address cannot be fetched: ${snapshot.error.message}`, [
          { field: 'body.url', message: snapshot.error.reason },
        ]);
      }
      const { feedId } = await store(rental, { add: { url: input.url, name: input.name } }, snapshot);
      const [answer] = await describe([(await findFeed(db, rental, feedId))!]);
      return answer!;
    },

    /** Removes a feed: its events and the nights they held go with it. */
    async removeFeed(actor: AuthUser, assetId: string, feedId: string): Promise<void> {
      const feed = await feedOf(actor, assetId, feedId);
      // Its events go with it, and their holds with them (foreign keys, migration 0010).
      await deleteFeed(db, feed.id);
      await bookings.holdsChanged(feed.assetId);
    },

    /** Fetches a feed now, whatever its schedule, and answers what the sync did. */
    async syncNow(actor: AuthUser, assetId: string, feedId: string): Promise<FeedSyncResult> {
      const feed = await feedOf(actor, assetId, feedId);
      const result = await sync(feed.assetId, feed.id, feed.url);
      if (!result) throw notFound(`No calendar ${feedId}`);
      return result;
    },

    /**
     * The scheduled sync: every feed whose time has come, each taken by one run only, however
     * many processes run the job (the queue sends one run a minute; feeds are claimed in the database).
     */
    async syncDue(): Promise<{ synced: number; failed: number }> {
      const due = await claimDueFeeds(db, { limit: SYNC_BATCH, leaseMs: SYNC_LEASE_MS });
      // One feed's trouble is its own: the others of the run are synced all the same.
      const syncOne = (feed: (typeof due)[number]) =>
        sync(feed.assetId, feed.id, feed.url).catch((error: unknown) => {
          log.error({ err: loggable(error), feedId: feed.id }, 'calendar feed could not be synced');
          return { error: true };
        });
      let failed = 0;
      for (let i = 0; i < due.length; i += SYNC_CONCURRENCY) {
        const results = await Promise.all(due.slice(i, i + SYNC_CONCURRENCY).map(syncOne));
        failed += results.filter((result) => result?.error).length;
      }
      return { synced: due.length, failed };
    },

    /** The rental's secret export address; `renew` makes a new one and the old one stops working. */
    async exportAddress(actor: AuthUser, assetId: string, { renew = false } = {}): Promise<{ url: string }> {
      const rental = await rentalFor(actor, assetId);
      return { url: exportUrl(await (renew ? bookings.replaceIcalToken(rental) : bookings.icalToken(rental))) };
    },

    /**
     * GET /ical/{token}.ics: every hold of the rental still to come as an all-day event, in its
     * host's language, no guest data; UIDs follow what holds the nights (a booking, a block, an
     * imported event), so they last as long as the hold.
     */
    async exportFeed(token: string): Promise<string> {
      const assetId = await bookings.assetOfIcalToken(token);
      if (!assetId) throw notFound('No such calendar');
      const ownerId = (await owners.ownerAndStatus(assetId))?.ownerId;
      const lang = (ownerId ? await accounts.contact(ownerId) : undefined)?.language ?? DEFAULT_LANGUAGE;
      const [names, held] = await Promise.all([catalogue.assetNames([assetId], lang), bookings.rentalHolds(assetId)]);
      const host = new URL(config.publicUrl).hostname;
      // Named after the rental and the site (the town's): how the host tells it apart in another calendar.
      const rental = names.get(assetId);
      return exportCalendar(
        rental ? `${rental} · ${siteName()}` : siteName(),
        held.map((h) => ({
          uid: `${h.kind}-${h.feedEventId ?? h.id}@${host}`,
          start: h.start,
          end: h.end,
          summary: t(lang, h.kind === 'booking' ? 'mail:calendarExport.reserved' : 'mail:calendarExport.unavailable'),
          stamp: h.updatedAt,
        })),
      );
    },
  };
}

export type CalendarsService = ReturnType<typeof createCalendarsService>;

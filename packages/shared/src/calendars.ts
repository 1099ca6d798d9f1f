import { z } from 'zod';

/*
 * Calendar sync of holiday rentals (docs/rules.md#calendar-sync): each rental's secret export
 * address, and the calendars a host imports from Airbnb, Booking.com, Vrbo or any `.ics`.
 */

/** Why a feed's last fetch gave nothing usable; the web translates each (`host:feeds.errors.<reason>`). */
export const FEED_FAILURES = [
  'scheme',
  'private-host',
  'unreachable',
  'timeout',
  'status',
  'redirect',
  'too-large',
  'broken',
  'not-icalendar',
  'too-many-events',
  'too-many-repeating',
  'too-complex',
] as const;
export type FeedFailure = (typeof FEED_FAILURES)[number];

/** Feeds a rental may import at once. */
export const MAX_FEEDS_PER_RENTAL = 10;
/** Entries of a feed's sync log kept (the newest). */
export const FEED_LOG_SIZE = 20;
export const FEED_NAME_MAX_LENGTH = 80;
export const FEED_URL_MAX_LENGTH = 2000;

/*
 * What one feed may ask of the server (docs/rules.md#calendar-sync): a feed past these is
 * refused whole, with its reason, and keeps its last good events.
 */
/** Coming events (occurrences of repeating ones included) a feed may hold; more is a broken feed, not a calendar. */
export const MAX_FEED_EVENTS = 3000;
/** Repeating events (RRULE or RDATE) a feed may have, past ones included: `too-many-repeating`. */
export const MAX_FEED_REPEATING_EVENTS = 50;
/** Steps one repeating event may take to reach and cross the window; a rule that needs more is `too-many-repeating`. */
export const MAX_RECURRENCE_STEPS = 2000;
/** How long reading one feed may take (it runs off the server's main thread): past it, `too-complex`. */
export const FEED_READ_TIME_LIMIT_MS = 5000;
/** A failing feed is fetched again after ICAL_SYNC_MINUTES, then twice as long each time, up to this; a success resets it. */
export const FEED_RETRY_MAX_MINUTES = 24 * 60;

export const feedErrorSchema = z.object({ reason: z.enum(FEED_FAILURES), message: z.string() });
export type FeedError = z.infer<typeof feedErrorSchema>;

/** What one sync did: events that became holds, moved, or vanished; or why it could not run. */
export const feedSyncResultSchema = z.object({
  added: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  removed: z.number().int().nonnegative(),
  error: feedErrorSchema.optional(),
});
export type FeedSyncResult = z.infer<typeof feedSyncResultSchema>;

export const feedLogEntrySchema = feedSyncResultSchema.extend({ at: z.iso.datetime({ offset: true }) });

/**
 * A feed's event that holds no night because something else holds some of them: shown to the
 * host, never dropped; it takes its nights as soon as they are free.
 */
export const feedConflictSchema = z.object({
  uid: z.string(),
  /** First night and check-out day (excluded), days in Europe/Madrid. */
  start: z.string(),
  end: z.string(),
  /** What holds those nights: a booking or request, a host's block, another feed's event. */
  with: z.array(z.enum(['booking', 'block', 'feed'])),
});
export type FeedConflict = z.infer<typeof feedConflictSchema>;

export const feedSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The last fetch, whether it worked or not; null before the first. */
  lastSyncAt: z.iso.datetime({ offset: true }).nullable(),
  /** The last fetch that worked: the feed's holds are what it brought. */
  lastSuccessAt: z.iso.datetime({ offset: true }).nullable(),
  /** Why the last fetch failed; null when it worked. */
  lastError: feedErrorSchema.nullable(),
  /** The events of its last good fetch, held or not. */
  events: z.number().int().nonnegative(),
  conflicts: z.array(feedConflictSchema),
  /** The newest syncs first, FEED_LOG_SIZE at most. */
  log: z.array(feedLogEntrySchema),
});
export type Feed = z.infer<typeof feedSchema>;

export const feedListSchema = z.object({ items: z.array(feedSchema) });

/** An address a host pastes: http(s) only; webcal://, the calendar apps' name for it, is read as https://. */
export const newFeedSchema = z.object({
  url: z
    .string()
    .trim()
    .max(FEED_URL_MAX_LENGTH)
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .pipe(z.url({ protocol: /^https?$/, message: 'Expected an http(s) address' })),
  name: z.string().trim().min(1).max(FEED_NAME_MAX_LENGTH),
});
export type NewFeed = z.infer<typeof newFeedSchema>;

/** GET and POST /api/v1/owner/assets/{id}/ical_export: the rental's secret export address. */
export const icalExportSchema = z.object({ url: z.url() });

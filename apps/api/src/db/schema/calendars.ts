import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FeedConflict, FeedError } from '@town/shared/calendars';
import { assets } from './catalogue.ts';
import { belongsTo, createdAt, generatedId, updatedAt } from './columns.ts';

/**
 * A calendar a host imports into a rental (docs/rules.md#calendar-sync): fetched every
 * ICAL_SYNC_MINUTES (when `next_sync_at` comes) and on demand. `last_error` is the last fetch's
 * failure, null when it worked.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: generatedId(),
    assetId: belongsTo('asset_id', () => assets.id),
    url: text('url').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    lastError: jsonb('last_error').$type<FeedError>(),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ical_feeds_asset_url_idx').on(t.assetId, t.url),
    index('ical_feeds_next_sync_idx').on(t.nextSyncAt),
  ],
);

/**
 * An event of a feed's last good snapshot, keyed by its UID: the nights it holds, [start, end).
 * When `held`, its hold is the `calendar_holds` row naming it (the bookings module's). When
 * other holds had some of its nights first it has none: a conflict, `conflict_with` saying what
 * they are, or null when they are only the same feed's own events (one calendar's overlap).
 */
export const icalFeedEvents = pgTable(
  'ical_feed_events',
  {
    id: generatedId(),
    feedId: belongsTo('feed_id', () => icalFeeds.id),
    uid: text('uid').notNull(),
    start: date('start').notNull(),
    end: date('end').notNull(),
    held: boolean('held').notNull().default(false),
    conflictWith: jsonb('conflict_with').$type<FeedConflict['with']>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ical_feed_events_feed_uid_idx').on(t.feedId, t.uid),
    check('ical_feed_events_range_check', sql`${t.end} > ${t.start}`),
  ],
);

/** One line of a feed's sync log; the newest FEED_LOG_SIZE are kept. */
export const icalFeedSyncs = pgTable(
  'ical_feed_syncs',
  {
    id: generatedId(),
    feedId: belongsTo('feed_id', () => icalFeeds.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    removed: integer('removed').notNull().default(0),
    error: jsonb('error').$type<FeedError>(),
  },
  (t) => [
    index('ical_feed_syncs_feed_at_idx').on(t.feedId, t.at.desc()),
    check('ical_feed_syncs_counts_check', sql`${t.added} >= 0 and ${t.changed} >= 0 and ${t.removed} >= 0`),
  ],
);

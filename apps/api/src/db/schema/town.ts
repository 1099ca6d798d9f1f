import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PageWrite, TownProfile } from '@town/shared/town';
import { createdAt, generatedId, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

/**
 * The provider's last forecast per place, shared by every API process (docs/architecture.md:
 * nothing a process needs lives only in its memory). No personal data.
 */
export const weatherCache = pgTable('weather_cache', {
  /** The place: "latitude,longitude". */
  key: text('key').primaryKey(),
  /** The provider's answers as received: { forecast, marine? }. */
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  /** The last failed refresh, so that a provider that is down is not asked again on every request. */
  failedAt: timestamp('failed_at', { withTimezone: true }),
});

/** Messages sent through the contact form, kept for the tourism office. */
export const messages = pgTable(
  'messages',
  {
    id: generatedId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    /** When someone at the town hall marked it handled, and who (an admin's user id). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by'),
  },
  (t) => [index('messages_created_at_idx').on(t.createdAt)],
);

/**
 * The town's profile (docs/town.md): one row, the whole profile as the shared schema validates
 * it (`townProfileSchema` without `configured`/`updatedAt`). No row: the neutral placeholder.
 */
export const townProfile = pgTable(
  'town_profile',
  {
    id: smallint('id').primaryKey().default(1),
    profile: jsonb('profile').$type<Omit<TownProfile, 'configured' | 'updatedAt'>>().notNull(),
    updatedAt: updatedAt(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('town_profile_one_row', sql`${t.id} = 1`)],
);

/** The town's info and legal pages: the current texts per language, in Markdown. */
export const townPages = pgTable('town_pages', {
  slug: text('slug').primaryKey(),
  /** Legally required (legal notice, privacy, terms, cookies): cannot be deleted. */
  required: boolean('required').notNull().default(false),
  /** Order in the footer and the index. */
  position: integer('position').notNull().default(0),
  texts: jsonb('texts').$type<PageWrite['texts']>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Every save of a page, the template it started from included: compared and restored by admins. */
export const townPageRevisions = pgTable(
  'town_page_revisions',
  {
    id: generatedId(),
    slug: text('slug')
      .notNull()
      .references(() => townPages.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    texts: jsonb('texts').$type<PageWrite['texts']>().notNull(),
    /** Null for the starting template. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('town_page_revisions_slug_idx').on(t.slug, t.createdAt)],
);

/** The town's webcams, kept by its admins. */
export const webcams = pgTable('webcams', {
  /** Stable, URL-safe: /api/webcams/{id}/still. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** The still image's address (https, a public host), fetched by our server only. */
  stillUrl: text('still_url').notNull(),
  /** The camera operator's own page (live stream, archive). */
  pageUrl: text('page_url').notNull(),
  refreshSeconds: integer('refresh_seconds').notNull().default(60),
  position: integer('position').notNull().default(0),
  updatedAt: updatedAt(),
});

import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, generatedId } from './columns.ts';

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

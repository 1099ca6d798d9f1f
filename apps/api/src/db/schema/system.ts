import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Facts about this database itself: when it was seeded, with what generator version. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every mail the product sends. Without SMTP_URL this is where mail goes (and the
 * log), never silently dropped (docs/architecture.md); with it, the row records the delivery.
 */
export const outbox = pgTable('outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Attachments as sent: [{ filename, contentType, content (base64) }]. */
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['queued', 'sent', 'failed'] })
    .notNull()
    .default('queued'),
  error: text('error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

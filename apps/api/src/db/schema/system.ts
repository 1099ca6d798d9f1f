import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, generatedId, updatedAt } from './columns.ts';

/** Facts about this database itself: when it was seeded, with what generator version. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every mail the product sends, written in the same transaction as the change it tells of
 * (a booking and its confirmation stand or fall together). With SMTP_URL the `mail.deliver`
 * job sends each queued row, retrying while the server is down; without it the row is the
 * delivery (status `kept`, and the log), never silently dropped (docs/rules.md#mail).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: generatedId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments as sent: [{ filename, contentType, content (base64) }]. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    kind: text('kind').notNull(),
    /** queued: waits for the SMTP server; sent: the server took it; kept: no SMTP, the row is the delivery; failed: given up. */
    status: text('status', { enum: ['queued', 'sent', 'kept', 'failed'] })
      .notNull()
      .default('queued'),
    /** SMTP deliveries tried so far. */
    attempts: integer('attempts').notNull().default(0),
    /** A queued mail is not tried again before this (backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failed attempt's error. */
    error: text('error'),
    /**
     * When the secret link in the body stops working (a password reset); null for mail
     * without one. After delivery the body is redacted; past this moment the row is deleted.
     */
    secretExpiresAt: timestamp('secret_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_queued_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
  ],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONSENT_ACTIONS, type ConsentAction, type ConsentState } from '@town/shared/consent';
import { sqlList } from './sql-literals.ts';
import { generatedId } from './columns.ts';

/**
 * Every consent decision, as the town's proof of what each visitor chose (GDPR
 * art. 7(1)). Rows are only ever added: a new decision is a new row, and a
 * subject's consent is its latest row. No raw IP address is kept, only a salted
 * hash of it, and of the user agent only its family (docs/decisions/004-consent.md).
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: generatedId(),
    /** The visitor's c15t subject id ("sub_…"), held by their browser. */
    subjectId: text('subject_id').notNull(),
    /** The signed-in user's id when the client sent one (c15t's externalSubjectId). */
    externalSubjectId: text('external_subject_id'),
    domain: text('domain').notNull(),
    type: text('type').notNull().default('cookie_banner'),
    /** One boolean per category, all five present; necessary is always true. */
    preferences: jsonb('preferences').$type<ConsentState>().notNull(),
    action: text('action', { enum: CONSENT_ACTIONS }).$type<ConsentAction>().notNull(),
    /** Where the decision was taken (banner, dialog, consent_widget…), as the client says. */
    source: text('source'),
    jurisdiction: text('jurisdiction').notNull(),
    /** The language the texts were shown in. */
    language: text('language'),
    policyVersion: text('policy_version').notNull(),
    /** When the visitor decided, by their clock. */
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    /** When we stored it, by ours (clock_timestamp: distinct even within one transaction). */
    recordedAt: timestamp('recorded_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** HMAC-SHA-256 of the client IP with a server secret, hex. */
    ipHash: text('ip_hash'),
    userAgentFamily: text('user_agent_family'),
    /** Flat audit metadata the client sent (acceptanceMethod, source…). */
    metadata: jsonb('metadata').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('consent_records_subject_idx').on(t.subjectId, t.recordedAt.desc()),
    check('consent_records_action_check', sql`${t.action} in (${sqlList(CONSENT_ACTIONS)})`),
    check('consent_records_necessary_check', sql`(${t.preferences} ->> 'necessary') = 'true'`),
  ],
);

export type ConsentRecord = typeof consentRecords.$inferSelect;
export type NewConsentRecord = typeof consentRecords.$inferInsert;

import type { QueryResultRow } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOWN_TIME_ZONE } from '@town/shared';
import type { JobQueue } from '../../jobs/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RETENTION_CLEAN_UP_JOB } from './index.ts';

/** Waits (generously) until pg-boss has finished a job, and gives its state and output. */
async function finished(jobs: JobQueue, name: string, id: string) {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const job = await jobs.find(name, id);
    if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > deadline) throw new Error(`job ${name} ${id} still ${job?.state ?? 'missing'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const PREFERENCES = '{"necessary":true,"functionality":false,"experience":false,"measurement":true,"marketing":false}';

describe('the nightly retention clean-up, run through the job queue', () => {
  let t: TestApp;
  let output: object;
  const query = <Row extends QueryResultRow>(text: string, values: unknown[] = []) =>
    t.app.pool.query<Row>(text, values).then((r) => r.rows);
  const column = async (text: string) => (await query<{ label: string }>(text)).map((r) => r.label).sort();

  beforeAll(async () => {
    t = await createTestApp({ jobs: true });

    // Every kind of data, some rows just past their period and some just inside it
    // (by a month, so that months of different lengths cannot tip a row over).
    const [user] = await query<{ id: string }>(
      `insert into users (email, name, password_hash) values ('ana@example.com', 'Ana', 'x') returning id`,
    );
    await query(
      `insert into password_resets (token_hash, user_id, expires_at, used_at) values
         ('expired', $1, now() - interval '1 minute', null),
         ('used', $1, now() + interval '50 minutes', now() - interval '5 minutes'),
         ('live', $1, now() + interval '50 minutes', null)`,
      [user!.id],
    );
    await query(
      `insert into email_verifications (token_hash, user_id, expires_at, used_at) values
         ('expired', $1, now() - interval '1 minute', null),
         ('used', $1, now() + interval '47 hours', now() - interval '5 minutes'),
         ('live', $1, now() + interval '47 hours', null)`,
      [user!.id],
    );
    await query(
      `insert into outbox ("to", subject, text, kind, status, created_at, sent_at) values
         ('a@example.com', 'sent 13 months ago', '…', 'booking-confirmation', 'sent', now() - interval '13 months', now() - interval '13 months'),
         ('b@example.com', 'kept 13 months ago', '…', 'contact-message', 'queued', now() - interval '13 months', null),
         ('c@example.com', 'sent 11 months ago', '…', 'booking-confirmation', 'sent', now() - interval '11 months', now() - interval '11 months')`,
    );
    await query(
      `insert into messages (name, email, subject, message, lang, created_at) values
         ('Old', 'old@example.com', '25 months ago', 'A question from long ago', 'es', now() - interval '25 months'),
         ('New', 'new@example.com', '23 months ago', 'A question from not so long ago', 'en', now() - interval '23 months')`,
    );
    // Consent: kept while the choice applies (until replaced, or for 365 days) and three years after.
    await query(
      `insert into consent_records (subject_id, domain, preferences, action, jurisdiction, policy_version, given_at, recorded_at, metadata)
       select subject_id, 'localhost', $1::jsonb, 'custom', 'ES', '2026-01', recorded_at, recorded_at, jsonb_build_object('label', label)
       from (values
         ('sub_replacedLongAgo', now() - interval '42 months', 'replaced 38 months ago'),
         ('sub_replacedLongAgo', now() - interval '38 months', 'latest, 38 months old'),
         ('sub_replacedRecently', now() - interval '42 months', 'replaced 24 months ago'),
         ('sub_replacedRecently', now() - interval '24 months', 'latest, 24 months old'),
         ('sub_lapsedLongAgo', now() - interval '49 months', 'lapsed 37 months ago'),
         ('sub_lapsedRecently', now() - interval '47 months', 'lapsed 35 months ago')
       ) as r(subject_id, recorded_at, label)`,
      [PREFERENCES],
    );

    const id = await t.app.jobs!.send(RETENTION_CLEAN_UP_JOB);
    const job = await finished(t.app.jobs!, RETENTION_CLEAN_UP_JOB, id);
    expect(job.state).toBe('completed');
    output = job.output;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('deletes reset links that expired or were used, and keeps a live one', async () => {
    expect(await column('select token_hash as label from password_resets')).toEqual(['live']);
  });

  it('deletes verification links that expired or were used, and keeps a live one', async () => {
    expect(await column('select token_hash as label from email_verifications')).toEqual(['live']);
  });

  it('deletes copies of mail older than a year, delivered or not, and keeps newer ones', async () => {
    expect(await column('select subject as label from outbox')).toEqual(['sent 11 months ago']);
  });

  it('deletes contact messages older than two years, and keeps newer ones', async () => {
    expect(await column('select subject as label from messages')).toEqual(['23 months ago']);
  });

  it('deletes consent records three years after their choice stopped applying, and keeps the others', async () => {
    expect(await column(`select metadata->>'label' as label from consent_records`)).toEqual([
      'lapsed 35 months ago',
      'latest, 24 months old',
      'latest, 38 months old',
      'replaced 24 months ago',
    ]);
  });

  it('reports what it deleted as the job output', () => {
    expect(output).toEqual({
      passwordResets: 2,
      emailVerifications: 2,
      sentMail: 2,
      contactMessages: 1,
      consentRecords: 2,
    });
  });

  it('is scheduled every night at 03:30, town time', async () => {
    expect(await t.app.jobs!.schedule(RETENTION_CLEAN_UP_JOB)).toEqual({
      cron: '30 3 * * *',
      timeZone: TOWN_TIME_ZONE,
    });
  });
});

describe('a process that runs no jobs', () => {
  it('starts no job queue (tests, unless they ask)', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.jobs).toBeNull();
      const [{ installed }] = (await t.app.pool.query(`select to_regnamespace('pgboss') is not null as installed`))
        .rows as [{ installed: boolean }];
      expect(installed).toBe(false);
    } finally {
      await t.close();
    }
  });
});

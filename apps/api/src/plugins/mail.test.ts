import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { JobQueue } from '../jobs/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAIL_DELIVERY_JOB, retryDelayMs, type Mail } from './mail.ts';

/** A real SMTP server on 127.0.0.1 standing in for the town's mail provider; it can go down and come back. */
class SmtpStandIn {
  readonly received: { to: string[]; messageId: string; raw: string }[] = [];
  private server: SMTPServer | undefined;

  private constructor(readonly port: number) {}

  /** A stand-in on a free port, not yet listening (the server is down). */
  static async onFreePort(): Promise<SmtpStandIn> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    return new SmtpStandIn(port);
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A mailbox that does not exist: refused for good, as a real server would.
      onRcptTo: (address, _session, callback) =>
        address.address.startsWith('nobody@')
          ? callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }))
          : callback(),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^Message-ID: <([^>]+)>/im.exec(raw)?.[1] ?? '';
          // A little time per mail, so that two senders racing for the same mail would both get in.
          setTimeout(() => {
            this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), messageId, raw });
            callback();
          }, 5);
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Runs the delivery job once through the queue, and waits (generously) for it to finish. */
async function runDeliveryJob(jobs: JobQueue) {
  const id = await jobs.send(MAIL_DELIVERY_JOB);
  return vi.waitFor(
    async () => {
      const job = await jobs.find(MAIL_DELIVERY_JOB, id);
      if (job?.state !== 'completed') throw new Error(`delivery job ${job?.state ?? 'missing'}`);
      return job;
    },
    { timeout: 25_000, interval: 100 },
  );
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  error: string | null;
  text: string;
  html: string | null;
  next_attempt_at: Date;
  sent_at: Date | null;
}

async function outboxRow(app: FastifyInstance, id: string): Promise<OutboxRow | undefined> {
  const { rows } = await app.pool.query<OutboxRow>('select * from outbox where id = $1', [id]);
  return rows[0];
}

const mail = (overrides: Partial<Mail> = {}): Mail => ({
  to: 'ana@example.com',
  subject: 'Reserva confirmada: Apartamento Mirador',
  text: 'Hola, Ana: tu reserva está confirmada.',
  kind: 'booking-confirmation',
  ...overrides,
});

/** Writes a mail on its own and asks for its delivery, as a module does after its transaction. */
async function send(app: FastifyInstance, written: Mail) {
  const result = await app.mailer.write(app.db, written);
  app.mailer.deliverSoon();
  return result;
}

describe('mail through an SMTP server, delivered by the job queue', () => {
  let smtp: SmtpStandIn;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await SmtpStandIn.onFreePort();
    t = await createTestApp({ smtpUrl: smtp.url, jobs: true });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });

  it('waits in the outbox while the server is down, then is delivered once when it is back', async () => {
    const { id } = await send(t.app, mail());
    // Sending started at once, and failed: the server is down.
    const waiting = await vi.waitFor(
      async () => {
        const row = await outboxRow(t.app, id);
        expect(row?.attempts).toBe(1);
        return row!;
      },
      { timeout: 25_000, interval: 100 },
    );
    expect(waiting).toMatchObject({ status: 'queued', sent_at: null });
    expect(waiting.error).toMatch(/ECONNREFUSED/);
    expect(waiting.next_attempt_at.getTime()).toBeGreaterThan(Date.now());

    await smtp.start();
    // Back up, but the mail's next attempt has not come: a run leaves it be.
    await runDeliveryJob(t.app.jobs!);
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'queued', attempts: 1 });
    expect(smtp.received).toHaveLength(0);

    // Its backoff over, the next run delivers it, and no later run sends it again.
    await t.app.pool.query('update outbox set next_attempt_at = now() where id = $1', [id]);
    const job = await runDeliveryJob(t.app.jobs!);
    expect(job.output).toMatchObject({ sent: 1, retrying: 0, failed: 0 });
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'sent', attempts: 2, error: null });
    await runDeliveryJob(t.app.jobs!);
    expect(smtp.received.filter((m) => m.messageId === `${id}@localhost`)).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ana@example.com']);
    expect(smtp.received[0]!.raw).toContain('tu reserva est');
    // From MAIL_FROM's address, under the site's name (the town's; here no town is set up yet).
    const from = /^From: (.+)$/im.exec(smtp.received[0]!.raw)?.[1]?.trim();
    expect(from).toBe('=?UTF-8?Q?Costa_Gu=C3=ADa?= <no-reply@costaguia.example>');
  });

  it('keeps only a redacted copy of a mail with a secret link once the server has it', async () => {
    const secret = 'https://costaguia.example/es/reset?token=abc123';
    const { id } = await send(
      t.app,
      mail({
        kind: 'password-reset',
        text: `Tu enlace: ${secret}`,
        html: `<a href="${secret}">`,
        sensitive: { expiresInMs: 3_600_000 },
      }),
    );
    const sent = await vi.waitFor(
      async () => {
        const row = await outboxRow(t.app, id);
        expect(row?.status).toBe('sent');
        return row!;
      },
      { timeout: 25_000, interval: 100 },
    );
    expect(sent.text).not.toContain('token=');
    expect(sent.html).toBeNull();
    expect(smtp.received.find((m) => m.messageId === `${id}@localhost`)?.raw).toContain('token=abc123');
  });

  it('gives up at once on a mail the server refuses for good, and goes on with the others', async () => {
    const refused = await t.app.mailer.write(t.app.db, mail({ to: 'nobody@example.com' }));
    const accepted = await t.app.mailer.write(t.app.db, mail({ to: 'joan@example.com' }));
    await runDeliveryJob(t.app.jobs!);
    const row = await outboxRow(t.app, refused.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.error).toMatch(/550/);
    expect(await outboxRow(t.app, accepted.id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('delivers each mail exactly once when two processes run the job queue', async () => {
    const other = await buildApp(t.config);
    await other.ready();
    try {
      const written = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          (i % 2 ? other : t.app).mailer.write((i % 2 ? other : t.app).db, mail({ to: `guest${i}@example.com` })),
        ),
      );
      const ids = written.map((w) => w.id);
      // Both processes' workers, and both processes directly, all at once.
      await Promise.all([
        runDeliveryJob(t.app.jobs!),
        runDeliveryJob(other.jobs!),
        runDeliveryJob(t.app.jobs!),
        runDeliveryJob(other.jobs!),
        t.app.mailer.deliverDue(),
        other.mailer.deliverDue(),
      ]);
      const { rows } = await t.app.pool.query<{ status: string }>('select status from outbox where id = any($1)', [
        ids,
      ]);
      expect(rows.map((r) => r.status)).toEqual(Array(24).fill('sent'));
      const delivered = smtp.received.map((m) => m.messageId).filter((m) => ids.includes(m.split('@')[0]!));
      expect(delivered.sort()).toEqual(ids.map((id) => `${id}@localhost`).sort());
    } finally {
      await other.close();
    }
  });
});

describe('mail without an SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is delivered by being kept in the outbox, at once', async () => {
    const { id } = await send(t.app, mail());
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'kept', attempts: 0, error: null });
    expect(await t.app.mailer.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0, expired: 0 });
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'kept' });
  });

  it('keeps a secret link until it expires, then deletes the mail', async () => {
    const { id } = await send(t.app, mail({ kind: 'password-reset', sensitive: { expiresInMs: 60_000 } }));
    expect((await t.app.mailer.deliverDue()).expired).toBe(0);
    expect(await outboxRow(t.app, id)).toMatchObject({ status: 'kept' });
    expect((await t.app.mailer.deliverDue(new Date(Date.now() + 61_000))).expired).toBe(1);
    expect(await outboxRow(t.app, id)).toBeUndefined();
  });
});

describe('the wait between attempts', () => {
  it('doubles from a minute up to an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { siteName } from '../lib/site-name.ts';
import { outbox, type MailAttachment } from '../db/schema/system.ts';
import { townSchedule, type JobDefinition } from '../jobs/index.ts';

export type { MailAttachment };

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What the mail is for: 'password-reset', 'booking-confirmation', 'contact-message', … */
  kind: string;
  /**
   * The body holds a secret (a reset link). Once an SMTP server has taken it, the outbox
   * keeps only a redacted copy; without SMTP the outbox is the delivery, so the body stays
   * until it expires (`expiresInMs`). Past that the row is deleted, sent or not.
   */
  sensitive?: { expiresInMs: number };
}

/** Where a mail is written: the database, or the transaction of the change the mail tells of. */
export type MailWriter = Pick<Database, 'insert' | 'delete'>;

/** What one delivery run did. */
export interface DeliveryReport {
  sent: number;
  /** Failed this time (the server is down or busy): tried again after a backoff. */
  retrying: number;
  /** Given up: refused for good, or still failing after MAIL_RETRY_PERIOD_MS. */
  failed: number;
  /** Mail whose secret link had expired, deleted. */
  expired: number;
}

export const MAIL_DELIVERY_JOB = 'mail.deliver';

/** After a failed attempt a mail waits 1, 2, 4… minutes, at most an hour (docs/rules.md#mail). */
export const MAIL_RETRY_FIRST_DELAY_MS = 60_000;
export const MAIL_RETRY_MAX_DELAY_MS = 3_600_000;
/** A mail still undelivered this long after it was written is given up (status `failed`). */
export const MAIL_RETRY_PERIOD_MS = 3 * 86_400_000;
/** One run sends at most this many, so that it ends well within the job's time limit; the next run goes on. */
const MAX_MAIL_PER_RUN = 500;

const REDACTED = '[removed after delivery: it contained a secret link]';

/** The wait before attempt `attempts + 1`, once `attempts` have failed. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_RETRY_FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAIL_RETRY_MAX_DELAY_MS);
}

/** An SMTP 5xx answer: the server refuses this mail for good, and trying again would not help. */
function refusedForGood(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      /**
       * Writes a mail to the outbox inside the caller's transaction, so that it exists exactly
       * when the change it tells of does; call `deliverSoon()` once the transaction has committed.
       */
      write(tx: MailWriter, mail: Mail): Promise<{ id: string }>;
      /**
       * Asks this process's job queue to deliver now rather than at the next minute's run;
       * a process that runs no jobs leaves it to the next run of one that does.
       */
      deliverSoon(): void;
      /** Sends the queued mail that is due at `now` (the `mail.deliver` job's work). */
      deliverDue(now?: Date): Promise<DeliveryReport>;
      /** Retention: the outbox's copies of mail created before `cutoff` are deleted; how many went. */
      deleteMailCreatedBefore(cutoff: Date): Promise<number>;
    };
  }
}

/**
 * Mail goes through the `outbox` table, written in the transaction of the change it tells
 * of. With SMTP_URL the `mail.deliver` job sends it through nodemailer, once whichever
 * processes run the job (a row is claimed with FOR UPDATE SKIP LOCKED), retrying with
 * backoff while the server is down (docs/decisions/011-mail-outbox.md). Without SMTP_URL
 * the row is the delivery (status `kept`), and it is written to the log.
 */
export const mailPlugin = fp(
  async (app) => {
    const { smtpUrl, mailFrom, publicUrl } = app.config;
    const transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          // Nodemailer waits minutes by default; a row stays locked while it is being sent.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 60_000,
        })
      : undefined;
    if (transport) app.addHook('onClose', async () => transport.close());
    const messageIdDomain = new URL(publicUrl).hostname;
    // MAIL_FROM gives the address; the name people see is the site's (the town's, docs/town.md).
    const senderAddress = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
    const log = app.log.child({ module: 'mail' });

    /** Mail whose secret link has expired leaves the outbox, delivered or not. */
    async function deleteExpiredSecrets(db: MailWriter, now: Date): Promise<number> {
      const result = await db.delete(outbox).where(lt(outbox.secretExpiresAt, now));
      return result.rowCount ?? 0;
    }

    async function write(tx: MailWriter, mail: Mail): Promise<{ id: string }> {
      const now = new Date();
      const [row] = await tx
        .insert(outbox)
        .values({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments ?? [],
          kind: mail.kind,
          status: transport ? 'queued' : 'kept',
          secretExpiresAt: mail.sensitive ? new Date(now.getTime() + mail.sensitive.expiresInMs) : null,
        })
        .returning({ id: outbox.id });
      const id = row!.id;
      if (mail.sensitive) await deleteExpiredSecrets(tx, now);
      if (!transport) log.info({ mailId: id, kind: mail.kind }, 'mail kept in the outbox (no SMTP_URL)');
      return { id };
    }

    function deliverSoon(): void {
      if (!transport) return;
      const jobs = app.hasDecorator('jobs') ? app.jobs : null;
      jobs?.send(MAIL_DELIVERY_JOB).catch((err: unknown) => {
        log.warn({ err }, 'mail delivery could not be started now; the next run takes it');
      });
    }

    /** Claims the next due mail, sends it and records the outcome, all while holding its row lock. */
    async function deliverNext(smtp: Transporter, now: Date) {
      return app.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, now)))
          .orderBy(asc(outbox.nextAttemptAt))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!mail) return undefined;
        const attempts = mail.attempts + 1;
        try {
          await smtp.sendMail({
            from: { name: siteName(), address: senderAddress },
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html ?? undefined,
            date: mail.createdAt,
            // One id per outbox row: a receiving server can tell a resend from a new mail.
            messageId: `<${mail.id}@${messageIdDomain}>`,
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content, 'base64'),
            })),
          });
        } catch (err) {
          const givenUp = refusedForGood(err) || now.getTime() - mail.createdAt.getTime() >= MAIL_RETRY_PERIOD_MS;
          await tx
            .update(outbox)
            .set(
              givenUp
                ? { status: 'failed', attempts, error: String(err) }
                : { attempts, error: String(err), nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) },
            )
            .where(eq(outbox.id, mail.id));
          if (givenUp) log.error({ err, mailId: mail.id, attempts }, 'mail given up');
          else log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed; it waits in the outbox');
          return givenUp ? 'failed' : 'retrying';
        }
        await tx
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts,
            error: null,
            ...(mail.secretExpiresAt ? { text: REDACTED, html: null } : {}),
          })
          .where(eq(outbox.id, mail.id));
        return 'sent';
      });
    }

    app.decorate('mailer', {
      write,
      deliverSoon,
      async deliverDue(now = new Date()) {
        const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0, expired: 0 };
        report.expired = await deleteExpiredSecrets(app.db, now);
        if (!transport) return report;
        while (report.sent + report.retrying + report.failed < MAX_MAIL_PER_RUN) {
          const outcome = await deliverNext(transport, now);
          if (!outcome) break;
          report[outcome] += 1;
          // The server is likely down: the other mails wait for the next run rather than each time out.
          if (outcome === 'retrying') break;
        }
        // Quiet when there was nothing to do: the job runs every minute.
        if (report.sent || report.retrying || report.failed || report.expired)
          log.info({ report }, 'mail delivery run');
        return report;
      },
      async deleteMailCreatedBefore(cutoff: Date) {
        const result = await app.db.delete(outbox).where(lt(outbox.createdAt, cutoff));
        return result.rowCount ?? 0;
      },
    });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);

/**
 * Delivery as a job: every minute (the retries' clock), and at once after each mail when
 * the writing process runs jobs (`deliverSoon`). A run that throws is simply followed by
 * the next minute's.
 */
export function mailDeliveryJob(mailer: FastifyInstance['mailer']): JobDefinition {
  return {
    name: MAIL_DELIVERY_JOB,
    schedule: townSchedule('* * * * *'),
    queue: { retryLimit: 0, expireInSeconds: 15 * 60 },
    run: () => mailer.deliverDue(),
  };
}

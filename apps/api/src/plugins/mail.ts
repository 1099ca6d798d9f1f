import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { and, eq, lt } from 'drizzle-orm';
import { outbox, type MailAttachment } from '../db/schema/system.ts';

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
   * until it expires (`expiresInMs`), then the row is deleted.
   */
  sensitive?: { expiresInMs: number };
}

const REDACTED = '[removed after delivery: it contained a secret link]';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: {
      send(mail: Mail): Promise<{ id: string; delivered: boolean }>;
      /** Retention: the outbox's copies of mail created before `cutoff` are deleted; how many went. */
      deleteMailCreatedBefore(cutoff: Date): Promise<number>;
    };
  }
}

/**
 * Mail goes through nodemailer when SMTP_URL is set; every mail is recorded in the
 * outbox table either way, and without SMTP it is also written to the log.
 */
export const mailPlugin = fp(
  async (app) => {
    const transport = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : undefined;
    app.decorate('mailer', {
      async deleteMailCreatedBefore(cutoff: Date) {
        const result = await app.db.delete(outbox).where(lt(outbox.createdAt, cutoff));
        return result.rowCount ?? 0;
      },
      async send(mail: Mail) {
        const [row] = await app.db
          .insert(outbox)
          .values({
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments ?? [],
            kind: mail.kind,
          })
          .returning({ id: outbox.id });
        const id = row!.id;
        if (mail.sensitive) {
          // Expired secrets of this kind leave the outbox.
          await app.db
            .delete(outbox)
            .where(
              and(eq(outbox.kind, mail.kind), lt(outbox.createdAt, new Date(Date.now() - mail.sensitive.expiresInMs))),
            );
        }
        if (!transport) {
          app.log.info({ mailId: id, kind: mail.kind }, 'mail kept in outbox (no SMTP_URL)');
          return { id, delivered: false };
        }
        try {
          await transport.sendMail({
            from: app.config.mailFrom,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments?.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: Buffer.from(a.content, 'base64'),
            })),
          });
          await app.db
            .update(outbox)
            .set(
              mail.sensitive
                ? { status: 'sent', sentAt: new Date(), text: REDACTED, html: null }
                : { status: 'sent', sentAt: new Date() },
            )
            .where(eq(outbox.id, id));
          return { id, delivered: true };
        } catch (error) {
          app.log.error({ err: error, mailId: id }, 'mail delivery failed; kept in outbox');
          await app.db
            .update(outbox)
            .set({ status: 'failed', error: String(error) })
            .where(eq(outbox.id, id));
          return { id, delivered: false };
        }
      },
    });
  },
  { name: 'mail', dependencies: ['db'] },
);

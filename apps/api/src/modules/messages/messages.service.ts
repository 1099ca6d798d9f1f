import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AdminMessage } from '@town/shared/admin';
import type { ContactMessage } from '@town/shared/messages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { AuditService } from '../audit/index.ts';
import { officeMail } from './messages.mail.ts';
import {
  deleteMessagesBefore,
  insertMessage,
  listMessages,
  markMessageHandled,
  type MessageRow,
} from './messages.repository.ts';

export interface Receipt {
  id: string;
  receivedAt: Date;
}

/** The town hall's inbox shows at most this many messages, the newest first. */
export const INBOX_LIMIT = 200;

const adminMessageOf = (row: MessageRow): AdminMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  lang: row.lang,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'contactEmail'>;
  log: FastifyBaseLogger;
  mailer: FastifyInstance['mailer'];
  audit: AuditService;
}

export function createMessagesService({ db, config, log, mailer, audit }: Deps) {
  return {
    /**
     * Stores a contact message and mails it to the town's contact address; nothing is
     * mailed to the sender. A filled-in honeypot gets the same receipt and nothing else,
     * so a robot cannot tell it was caught.
     */
    async receive(message: ContactMessage): Promise<Receipt> {
      if (message.website?.trim()) {
        log.info('contact message dropped: honeypot filled in');
        return { id: randomUUID(), receivedAt: new Date() };
      }
      const { website: _honeypot, ...fields } = message;
      // The message and its mail to the town in one transaction: never one without the other.
      const stored = await db.transaction(async (tx) => {
        const row = await insertMessage(tx, fields);
        await mailer.write(tx, { to: config.contactEmail, ...officeMail(message, row.id), kind: 'contact-message' });
        return row;
      });
      mailer.deliverSoon();
      return { id: stored.id, receivedAt: stored.createdAt };
    },

    /** The town hall's inbox (docs/listings.md#town-hall): all, or only the handled or unhandled ones. */
    async inbox(handled: boolean | undefined): Promise<AdminMessage[]> {
      return (await listMessages(db, { handled, limit: INBOX_LIMIT })).map(adminMessageOf);
    },

    /**
     * An admin marks a message handled, audited in the same transaction. Marking it again
     * changes nothing and records nothing: the first admin and time stay.
     */
    async markHandled(adminId: string, id: string): Promise<{ id: string; handledAt: string }> {
      const marked = await db.transaction(async (tx) => {
        const change = await markMessageHandled(tx, id, adminId);
        if (!change) throw notFound('No such message');
        if (change.before.handledAt === null) {
          await audit.record(
            {
              actorId: adminId,
              action: 'message.handled',
              targetType: 'message',
              targetId: id,
              before: { handledAt: null },
              after: { handledAt: change.after.handledAt!.toISOString() },
            },
            tx,
          );
        }
        return change.after;
      });
      return { id: marked.id, handledAt: marked.handledAt!.toISOString() };
    },

    /** Retention: messages received before `cutoff` are deleted; how many went. */
    deleteMessagesReceivedBefore: (cutoff: Date) => deleteMessagesBefore(db, cutoff),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

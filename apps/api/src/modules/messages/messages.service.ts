import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ContactMessage } from '@town/shared/messages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { officeMail } from './messages.mail.ts';
import { deleteMessagesBefore, insertMessage } from './messages.repository.ts';

export interface Receipt {
  id: string;
  receivedAt: Date;
}

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'contactEmail'>;
  log: FastifyBaseLogger;
  mailer: FastifyInstance['mailer'];
}

export function createMessagesService({ db, config, log, mailer }: Deps) {
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

    /** Retention: messages received before `cutoff` are deleted; how many went. */
    deleteMessagesReceivedBefore: (cutoff: Date) => deleteMessagesBefore(db, cutoff),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

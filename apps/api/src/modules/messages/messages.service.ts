import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, PRODUCT_NAME } from '@town/shared';
import type { ContactMessage } from '@town/shared/messages';
import { insertMessage } from './messages.repository.ts';

export interface Receipt {
  id: string;
  receivedAt: Date;
}

/** The mail the tourism office gets, in Spanish: the office works in Spanish whatever the sender's language. */
export function officeMail(message: ContactMessage, id: string) {
  const language = LANGUAGES.find((l) => l.iso639_1 === message.lang);
  const text = [
    `Nuevo mensaje recibido por el formulario de contacto de ${PRODUCT_NAME}.`,
    '',
    `Nombre: ${message.name}`,
    `Correo electrónico: ${message.email}`,
    `Idioma: ${language?.endonym ?? message.lang} (${message.lang})`,
    `Asunto: ${message.subject}`,
    `Referencia: ${id}`,
    '',
    'Mensaje:',
    message.message,
    '',
    `Para responder, escribe a ${message.email}; esta dirección de envío no recibe respuestas.`,
  ].join('\n');
  return { subject: `[Contacto] ${message.subject}`, text };
}

/**
 * Stores a contact message and mails it to the town's contact address; nothing is
 * mailed to the sender. A filled-in honeypot gets the same receipt and nothing else,
 * so a robot cannot tell it was caught.
 */
export async function receiveMessage(app: FastifyInstance, message: ContactMessage): Promise<Receipt> {
  if (message.website?.trim()) {
    app.log.info('contact message dropped: honeypot filled in');
    return { id: randomUUID(), receivedAt: new Date() };
  }
  const { website: _honeypot, ...fields } = message;
  const stored = await insertMessage(app.db, fields);
  const mail = officeMail(message, stored.id);
  await app.mailer.send({ to: app.config.contactEmail, ...mail, kind: 'contact-message' });
  return { id: stored.id, receivedAt: stored.createdAt };
}

import { z } from 'zod';
import { MESSAGE_MIN_LENGTH } from './constants.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';

export const MESSAGE_MAX_LENGTH = 5000;

/** One line of text: a line break in a name or subject would end up in a mail header. */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[^\r\n]*$/, 'Must be a single line');

/**
 * The contact form (POST /api/v1/message), shared by the web form and the API.
 * `website` is a honeypot: hidden from people, so only robots fill it in.
 */
export const contactMessageSchema = z.object({
  name: singleLine(100),
  email: z.email().max(254),
  subject: singleLine(150),
  message: z.string().trim().min(MESSAGE_MIN_LENGTH).max(MESSAGE_MAX_LENGTH),
  lang: z.enum(SUPPORTED_LANGUAGES),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The name of the honeypot field, for the form to render it hidden. */
export const HONEYPOT_FIELD = 'website' as const;

export const messageReceiptSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type MessageReceipt = z.infer<typeof messageReceiptSchema>;

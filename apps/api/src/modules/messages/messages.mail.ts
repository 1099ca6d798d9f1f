import { LANGUAGES, type Language } from '@town/shared';
import type { ContactMessage } from '@town/shared/messages';
import { t } from '../../lib/i18n.ts';

/** The tourism office works in Spanish, whatever the sender's language and whatever the site's default. */
// eslint-disable-next-line no-restricted-syntax -- the office's own language, not the site's default
export const OFFICE_LANGUAGE: Language = 'es';

/** The mail the tourism office gets for a contact message; its texts are `mail:office.*` in the locale files. */
export function officeMail(message: ContactMessage, id: string, lang: Language = OFFICE_LANGUAGE) {
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:office.${key}`, values);
  const language = LANGUAGES.find((l) => l.iso639_1 === message.lang);
  const body = [
    text('intro'),
    '',
    text('name', { name: message.name }),
    text('email', { email: message.email }),
    text('language', { language: `${language?.endonym ?? message.lang} (${message.lang})` }),
    text('subjectLine', { subject: message.subject }),
    text('reference', { reference: id }),
    '',
    text('message'),
    message.message,
    '',
    text('reply', { email: message.email }),
  ].join('\n');
  return { subject: text('subject', { subject: message.subject }), text: body };
}

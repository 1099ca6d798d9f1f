import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { ContactMessage } from '@town/shared/messages';
import { officeMail } from './messages.mail.ts';

const MESSAGE: ContactMessage = {
  name: 'Jordi Puig',
  email: 'jordi@example.com',
  subject: 'Aparcament',
  message: 'Hi ha aparcament a prop de la platja?',
  lang: 'ca',
};

describe('office mail', () => {
  it('is in Spanish whatever the sender wrote in: the office works in Spanish', () => {
    const mail = officeMail(MESSAGE, 'ref-1');
    expect(mail.subject).toBe('[Contacto] Aparcament');
    expect(mail.text).toContain('Idioma: Català (ca)');
    expect(mail.text).toContain('Para responder, escribe a jordi@example.com;');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every text is filled in', (lang) => {
    const mail = officeMail(MESSAGE, 'ref-1', lang);
    for (const part of [mail.subject, mail.text]) {
      expect(part).not.toMatch(/{{|}}|\bmail:\w|\boffice\.\w|returned an object/);
    }
    for (const value of [MESSAGE.name, MESSAGE.email, MESSAGE.subject, MESSAGE.message, 'ref-1']) {
      expect(mail.text).toContain(value);
    }
  });
});

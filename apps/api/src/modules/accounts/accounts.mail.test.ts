import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { passwordResetMail } from './accounts.mail.ts';

const LINK = 'https://guide.example/de/auth/change?token=abc';
const mailIn = (lang: string, name = 'Alex') => passwordResetMail({ to: 'alex@example.com', name, lang, link: LINK });

describe('password-reset mail', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: every text is filled in, in text and HTML', (lang) => {
    const mail = mailIn(lang);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/{{|}}|\bmail:\w|\breset\.\w|returned an object/);
    }
    expect(mail.text).toContain('Alex');
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`lang="${lang}"`);
  });

  it('has a subject of its own in each language', () => {
    expect(new Set(SUPPORTED_LANGUAGES.map((lang) => mailIn(lang).subject)).size).toBe(SUPPORTED_LANGUAGES.length);
  });

  it('addresses a German reader as Sie, never du', () => {
    const { subject, text } = mailIn('de');
    expect(`${subject}\n${text}`).toMatch(/\bSie\b/);
    expect(`${subject}\n${text}`).toMatch(/\bIhr(es)?\b/);
    expect(`${subject}\n${text}`).not.toMatch(/\b(du|dein\w*|dich|dir|euch)\b/i);
  });

  it('escapes the name in the HTML, not in the text', () => {
    const mail = mailIn('en', '<b>Eve</b> & "co"');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;co&quot;');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('Hello <b>Eve</b> & "co",');
  });

  it('is written in Spanish for a language that is not ours', () => {
    expect(mailIn('fi').subject).toBe(mailIn('es').subject);
  });
});

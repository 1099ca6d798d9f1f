import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { applicationDecisionMail, type ApplicationDecision } from './owner-applications.mail.ts';

const APPROVED: ApplicationDecision = { kind: 'approved' };
const REJECTED: ApplicationDecision = { kind: 'rejected', reason: 'The tax id belongs to another business.' };

const mailIn = (lang: string, decision: ApplicationDecision, name = 'Alex', businessName = 'Bar La Ola') =>
  applicationDecisionMail(decision, {
    to: 'alex@example.com',
    name,
    language: lang,
    businessName,
    publicUrl: 'https://guide.example/',
  });

describe('owner application mails', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: every text is filled in, in text and HTML, with the workspace link', (lang) => {
    for (const decision of [APPROVED, REJECTED]) {
      const mail = mailIn(lang, decision);
      for (const part of [mail.subject, mail.text, mail.html!]) {
        expect(part).not.toMatch(/{{|}}|\bmail:\w|\bownerApplication\.\w|returned an object/);
        expect(part).toContain('Bar La Ola');
      }
      expect(mail.text).toContain('Alex');
      expect(mail.text).toContain(`https://guide.example/${lang}/owner`);
      expect(mail.html).toContain(`href="https://guide.example/${lang}/owner"`);
      expect(mail.html).toContain(`lang="${lang}"`);
    }
    expect(mailIn(lang, REJECTED).text).toContain(REJECTED.reason);
  });

  it('has subjects of their own in each language', () => {
    const subjects = SUPPORTED_LANGUAGES.flatMap((lang) => [
      mailIn(lang, APPROVED).subject,
      mailIn(lang, REJECTED).subject,
    ]);
    expect(new Set(subjects).size).toBe(SUPPORTED_LANGUAGES.length * 2);
  });

  it('addresses a German reader as Sie, never du', () => {
    for (const decision of [APPROVED, REJECTED]) {
      const { subject, text } = mailIn('de', decision);
      expect(text).toMatch(/\b(Sie|Ihr)\b/);
      expect(`${subject}\n${text}`).not.toMatch(/\b(du|dein\w*|dich|dir|euch)\b/i);
    }
  });

  it('escapes the name, the business and the reason in the HTML, not in the text', () => {
    const mail = mailIn('en', { kind: 'rejected', reason: '<script>x</script>' }, '<b>Eve</b>', 'Tom & "Jerry"');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<b>|<script>/);
    expect(mail.text).toContain('Tom & "Jerry"');
    expect(mail.kind).toBe('owner-application-rejected');
  });

  it('is written in Spanish for a language that is not ours', () => {
    expect(mailIn('fi', APPROVED).subject).toBe(mailIn('es', APPROVED).subject);
    expect(mailIn('fi', APPROVED).text).toContain('https://guide.example/es/owner');
  });
});

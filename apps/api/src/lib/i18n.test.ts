import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { hasText, LOCALES_DIR, SERVER_NAMESPACES, t, textTree } from './i18n.ts';

describe('server i18n', () => {
  it("reads the web app's locale files, every server namespace in every language", () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const ns of SERVER_NAMESPACES) expect(existsSync(join(LOCALES_DIR, lang, `${ns}.json`))).toBe(true);
    }
    expect(t('de', 'mail:booking.confirmedSubject', { asset: 'Casa Mar' })).toBe('Buchung bestätigt: Casa Mar');
  });

  it('fills values in as they are (the HTML mail escapes whole paragraphs itself)', () => {
    expect(t('en', 'mail:greeting', { name: 'Tom & <Jerry>' })).toBe('Hello Tom & <Jerry>,');
  });

  it('picks the plural form by count, with the rules of the language', () => {
    const band = (lang: string, count: number) =>
      t(lang, 'mail:booking.band', { count, price: '10 €', subtotal: '10 €' });
    expect(band('en', 1)).toMatch(/^1 night ×/);
    expect(band('en', 2)).toMatch(/^2 nights ×/);
    // French counts 0 and 1 as one.
    expect(band('fr', 0)).toMatch(/^0 nuit ×/);
  });

  it('falls back like catalogue texts: Spanish, then English; `xx` (built in the browser only) gets Spanish', () => {
    expect(t('xx', 'mail:reset.subject')).toBe(t('es', 'mail:reset.subject'));
    expect(t('de-AT', 'mail:reset.subject')).toBe(t('de', 'mail:reset.subject'));
  });

  it('throws on a key no locale file has, rather than mail the key', () => {
    expect(hasText('en', 'mail:reset.nothingHere')).toBe(false);
    expect(() => t('en', 'mail:reset.nothingHere')).toThrow('mail:reset.nothingHere');
  });

  it('gives a group of texts as an object', () => {
    const widget = textTree('gl', 'consent:widget') as { cookieBanner: { title: string } };
    expect(widget.cookieBanner.title).toBe('A túa privacidade impórtanos');
  });
});

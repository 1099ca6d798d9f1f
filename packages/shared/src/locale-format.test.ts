import { describe, expect, it } from 'vitest';
import { formatStayDay } from './bookings.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { formatEuros, formatNumber, intlLocale } from './locale-format.ts';

/** A formatted amount without its currency sign ("1.250 €" → "1.250", "€1,250" → "1,250"). */
const figures = (text: string) => text.replace(/^€|\s€$/u, '');

describe('one locale policy per language (docs/product.md#languages)', () => {
  it.each(SUPPORTED_LANGUAGES)('%s: a plain number is grouped as a price is', (lang) => {
    for (const value of [1250, 12_500, 1_250_000, 999]) {
      expect(formatNumber(value, lang), `${value}`).toBe(figures(formatEuros(value, lang)));
    }
    const cents = formatNumber(1250.5, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(cents).toBe(figures(formatEuros(1250.5, lang)));
  });

  it('writes 1250 m² and 1250 € alike in each language', () => {
    const written = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((lang) => [lang, [formatNumber(1250, lang), formatEuros(1250, lang)]]),
    );
    expect(written).toEqual({
      es: ['1250', '1250\u00a0€'],
      ca: ['1.250', '1.250\u00a0€'],
      eu: ['1.250', '1.250\u00a0€'],
      gl: ['1.250', '1.250\u00a0€'],
      en: ['1,250', '€1,250'],
      fr: ['1\u202f250', '1\u202f250\u00a0€'],
      de: ['1.250', '1.250\u00a0€'],
      it: ['1250', '1250\u00a0€'],
      pt: ['1250', '1250\u00a0€'],
    });
  });

  it('takes dates through the same locale as numbers: British English, European Portuguese', () => {
    expect(intlLocale('en')).toBe('en-GB');
    expect(intlLocale('xx')).toBe('en-GB');
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('de')).toBe('de');
    for (const lang of ['es', 'ca', 'en', 'fr', 'de', 'it', 'pt'] as const) {
      const intl = new Intl.DateTimeFormat(intlLocale(lang), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      expect(formatStayDay('2026-07-04', lang, 'short'), lang).toBe(intl.format(new Date('2026-07-04T12:00:00Z')));
    }
  });
});

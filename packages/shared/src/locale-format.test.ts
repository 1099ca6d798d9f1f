import { describe, expect, it } from 'vitest';
import { formatStayDay } from './bookings.ts';
import { SUPPORTED_LANGUAGES } from './languages.ts';
import { formatAmountInput, formatEuros, formatNumber, intlLocale, parseTypedNumber } from './locale-format.ts';

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

  it('shows an amount for editing with the language’s decimal sign, ungrouped, and reads it back', () => {
    expect(formatAmountInput(12.5, 'es')).toBe('12,50');
    expect(formatAmountInput(12.5, 'en')).toBe('12.50');
    expect(formatAmountInput(1250.5, 'de')).toBe('1250,50');
    expect(formatAmountInput(1250, 'gl')).toBe('1250');
    for (const lang of SUPPORTED_LANGUAGES) {
      for (const amount of [12.5, 0.05, 7, 1250.75]) {
        expect(parseTypedNumber(formatAmountInput(amount, lang)), `${lang} ${amount}`).toBe(amount);
      }
    }
  });

  it('reads a number typed with either decimal sign, and refuses what is no number', () => {
    expect(parseTypedNumber('12,50')).toBe(12.5);
    expect(parseTypedNumber('12.50')).toBe(12.5);
    expect(parseTypedNumber(' 12,50\u00a0€ ')).toBe(12.5);
    expect(parseTypedNumber('1.250,50')).toBe(1250.5);
    expect(parseTypedNumber('1,250.50')).toBe(1250.5);
    expect(parseTypedNumber('1.250.000')).toBe(1_250_000);
    expect(parseTypedNumber('1\u202f250,5')).toBe(1250.5);
    expect(parseTypedNumber('-0,1189')).toBe(-0.1189);
    expect(parseTypedNumber('')).toBeUndefined();
    expect(parseTypedNumber('  ')).toBeUndefined();
    for (const typed of ['doce', '12,5,0', '1.25.0', '12.50,5,1', '1,2.50', '12€50', '--1']) {
      expect(parseTypedNumber(typed), typed).toBeNaN();
    }
  });
});

import { PSEUDO_LOCALE } from '@town/shared/languages';
import { numberLocale } from '../../../lib/town-dates.ts';

/**
 * The locale Intl formats numbers with (lib/town-dates.ts): the page's language; Portuguese
 * as written in Portugal ("1250 €", like the texts); Basque and Galician with Spanish
 * conventions; the pseudo-locale as English.
 */
export function intlLocale(lang: string): string {
  if (lang === PSEUDO_LOCALE) return 'en';
  return numberLocale(lang);
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** Euros in the page's language: "1.250 €", "€1,250", "12,50 €"; cents only when there are some. */
export function formatEuros(amount: number, lang: string): string {
  const cents = !Number.isInteger(amount);
  const key = `${lang}:${cents}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: cents ? 2 : 0,
    });
    priceFormats.set(key, format);
  }
  return format.format(amount);
}

/** A whole number in the page's language ("2.000.000"). */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

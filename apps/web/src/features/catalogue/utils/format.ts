import { PSEUDO_LOCALE } from '@town/shared/languages';
import { numberLocale } from '../../../lib/town-dates.ts';

/**
 * The locale Intl formats plain numbers with (lib/town-dates.ts): the page's language;
 * Portuguese as written in Portugal; Basque and Galician with Spanish conventions; the
 * pseudo-locale as English. Euros have their own formatter, shared with quotes and mails.
 */
export function intlLocale(lang: string): string {
  if (lang === PSEUDO_LOCALE) return 'en';
  return numberLocale(lang);
}

/** Euros as every page writes them (one formatter for cards, quotes and mails: @town/shared/money). */
export { formatEuros } from '@town/shared/money';

/** A whole number in the page's language ("2.000.000"). */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

/**
 * A distance as a card says it: metres to the nearest 10 under a kilometre ("350 m"), then
 * kilometres with one decimal ("1,2 km"), and whole kilometres from 100 ("250 km").
 */
export function formatDistance(metres: number, lang: string): string {
  if (metres < 995) return `${formatNumber(Math.max(10, Math.round(metres / 10) * 10), lang)}\u00a0m`;
  const km = metres / 1000;
  const text =
    km < 100
      ? new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(km)
      : formatNumber(Math.round(km), lang);
  return `${text}\u00a0km`;
}

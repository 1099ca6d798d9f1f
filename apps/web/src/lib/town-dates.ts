import { TZDate } from '@date-fns/tz';
import { format, type Locale } from 'date-fns';
import { ca, de, enGB, es, eu, fr, gl, it, pt } from 'date-fns/locale';
import { TOWN_TIME_ZONE } from '@town/shared/constants';
import { intlLocale, lacksBrowserIntl } from '@town/shared/locale-format';

/**
 * Dates in the page's language, on the town's clock, with the Intl locale of
 * @town/shared/locale-format (numbers are written there too). Browsers do not all carry Intl
 * data for Basque and Galician (Debian's Chromium has neither): their dates go through
 * date-fns, which has all nine languages.
 */
const DATE_LOCALES: Record<string, Locale> = { es, ca, eu, gl, en: enGB, fr, de, it, pt };

/** Basque and Galician never go through Intl, even where it has them (Node on the server does, most browsers don't). */
const hasIntl = (lang: string) =>
  !lacksBrowserIntl(lang) && Intl.DateTimeFormat.supportedLocalesOf([intlLocale(lang)]).length > 0;

/** A weekday's name (0 = Monday) in the page's language. */
export function weekdayName(index: number, lang: string): string {
  const monday = new Date(Date.UTC(2024, 0, 1 + index, 12));
  return formatTownDate(monday, lang, { weekday: 'long' }, 'EEEE');
}

/** A calendar day (YYYY-MM-DD) is taken at its noon, which is that same day in the town. */
const instantOf = (value: string | Date) =>
  value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);

/**
 * An instant or a calendar day as the town's clock shows it: with Intl's `options` when the
 * browser knows the language, else with the date-fns `pattern` (written per language, so
 * that it reads naturally even where the browser lacks the language).
 */
export function formatTownDate(
  value: string | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions,
  pattern: string,
): string {
  const instant = instantOf(value);
  if (hasIntl(lang)) {
    return new Intl.DateTimeFormat(intlLocale(lang), { ...options, timeZone: TOWN_TIME_ZONE }).format(instant);
  }
  return formatTownPattern(instant, lang, pattern);
}

/** Catalan elides "de" before a vowel ("5 d’abril"), which a date-fns pattern cannot express. */
const elideCatalan = (lang: string, text: string) =>
  lang === 'ca' ? text.replace(/\bde (?=[aeiouàèéíòóú])/gi, 'd’') : text;

/** With date-fns only: what browsers without Intl data for the language show. */
export const formatTownPattern = (value: string | Date, lang: string, pattern: string) =>
  elideCatalan(
    lang,
    format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), pattern, { locale: DATE_LOCALES[lang] ?? enGB }),
  );

/** Hours and minutes on the town's clock (every one of our languages uses the 24-hour clock). */
export const formatTownTime = (value: string | Date) =>
  format(new TZDate(instantOf(value).getTime(), TOWN_TIME_ZONE), 'HH:mm');

/**
 * A month (YYYY-MM) and its year as a heading writes it, in the host's calendar and a stay's:
 * "julio de 2027", "2027ko uztaila" (not date-fns's "2027 M7" for Basque); as a calendar's
 * heading, "Julio de 2027". Basque years take -ko after a vowel and -eko after a consonant, by how the number is read
 * (2026 "… sei" → 2026ko, 2025 "… bost" → 2025eko).
 */
export function monthTitle(month: string, lang: string, { heading = false } = {}): string {
  const first = `${month}-01`;
  if (lang === 'eu') {
    const year = Number(month.slice(0, 4));
    const rest = year % 20;
    const suffix = rest === 1 || rest === 5 || rest === 10 || rest === 15 ? 'eko' : 'ko';
    return `${year}${suffix} ${formatTownDate(first, lang, { month: 'long' }, 'LLLL')}`;
  }
  const title = formatTownDate(first, lang, { month: 'long', year: 'numeric' }, "LLLL 'de' yyyy");
  // A heading starts with a capital; only its first word takes one ("Novembre del 2026", not CSS's "Novembre Del 2026").
  return heading ? title.charAt(0).toLocaleUpperCase(intlLocale(lang)) + title.slice(1) : title;
}

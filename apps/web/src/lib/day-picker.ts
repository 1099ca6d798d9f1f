import { useQuery } from '@tanstack/react-query';
import type { DayPickerLocale } from 'react-day-picker';

/*
 * What every calendar of the site shares (the booking's, the search's): react-day-picker's texts
 * per language, and the conversion between its Date objects at local midnight and the API's days
 * (YYYY-MM-DD). A day is a day wherever the visitor is: these never pass through UTC.
 */

/** Each language's calendar texts (date-fns's locale and DayPicker's labels), loaded when first needed. */
const LOCALES: Record<string, () => Promise<DayPickerLocale>> = {
  es: () => import('react-day-picker/locale/es').then((m) => m.es),
  ca: () => import('react-day-picker/locale/ca').then((m) => m.ca),
  eu: () => import('react-day-picker/locale/eu').then((m) => m.eu),
  gl: () => import('react-day-picker/locale/gl').then((m) => m.gl),
  en: () => import('react-day-picker/locale/en-GB').then((m) => m.enGB),
  fr: () => import('react-day-picker/locale/fr').then((m) => m.fr),
  de: () => import('react-day-picker/locale/de').then((m) => m.de),
  it: () => import('react-day-picker/locale/it').then((m) => m.it),
  pt: () => import('react-day-picker/locale/pt').then((m) => m.pt),
};

export function useDayPickerLocale(lang: string) {
  const load = LOCALES[lang] ?? LOCALES.en!;
  return useQuery({ queryKey: ['day-picker-locale', lang], queryFn: load, staleTime: Infinity }).data;
}

export function toDayKey(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function fromDayKey(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

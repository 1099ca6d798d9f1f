import { useQuery } from '@tanstack/react-query';
import type { DayPickerLocale } from 'react-day-picker';
import { bookingsKeys } from '../api/query-keys.ts';

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
  return useQuery({ queryKey: bookingsKeys.dayPickerLocale(lang), queryFn: load, staleTime: Infinity }).data;
}

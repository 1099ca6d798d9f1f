import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@town/shared/locale-format';
import { formatTownDate, formatTownTime } from '../../../lib/town-dates.ts';

/**
 * Numbers, units, hours and days in the page's language. Times are the town's
 * (Europe/Madrid): the forecast is for the town, wherever the visitor reads it from.
 */
export function useWeatherFormat(lang: string) {
  const { t } = useTranslation('weather');
  // date-fns patterns, for browsers without Intl data for the language.
  const dayMonthPattern = t('dateFormats.dayMonth');
  const dateTimePattern = t('dateFormats.dateTime');
  return useMemo(() => {
    const unit = (name: string, digits = 0) =>
      numberFormat(lang, { style: 'unit', unit: name, maximumFractionDigits: digits });
    const temperature = unit('celsius');
    const speed = unit('kilometer-per-hour');
    const millimetres = unit('millimeter', 1);
    const metres = unit('meter', 1);
    const seconds = unit('second');
    const percent = numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
    const number = numberFormat(lang, { maximumFractionDigits: 0 });
    const decimal = numberFormat(lang, { maximumFractionDigits: 1 });
    return {
      temperature: (celsius: number) => temperature.format(Math.round(celsius)),
      speed: (kmh: number) => speed.format(Math.round(kmh)),
      millimetres: (mm: number) => millimetres.format(mm),
      metres: (m: number) => metres.format(m),
      seconds: (s: number) => seconds.format(Math.round(s)),
      percent: (value: number) => percent.format(value / 100),
      pressure: (hpa: number) => `${number.format(Math.round(hpa))} hPa`,
      uv: (index: number) => decimal.format(index),
      time: (iso: string) => formatTownTime(iso),
      dateTime: (iso: string) =>
        formatTownDate(
          iso,
          lang,
          { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' },
          dateTimePattern,
        ),
      weekday: (day: string) => formatTownDate(day, lang, { weekday: 'long' }, 'EEEE'),
      dayMonth: (day: string) => formatTownDate(day, lang, { day: 'numeric', month: 'long' }, dayMonthPattern),
    };
  }, [lang, dayMonthPattern, dateTimePattern]);
}

export type WeatherFormat = ReturnType<typeof useWeatherFormat>;

/** The eight compass points, clockwise from north. */
export const COMPASS_POINTS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

export const compassPoint = (degrees: number): CompassPoint =>
  COMPASS_POINTS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8]!;

/** The WHO's UV index bands. */
export function uvLevel(index: number): 'low' | 'moderate' | 'high' | 'veryHigh' | 'extreme' {
  if (index < 3) return 'low';
  if (index < 6) return 'moderate';
  if (index < 8) return 'high';
  if (index < 11) return 'veryHigh';
  return 'extreme';
}

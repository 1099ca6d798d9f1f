import { addDays, weekdayOf } from '@town/shared/days';
import { formatTownDate } from '../../../lib/town-dates.ts';

/*
 * Months as the calendar lays them out: weeks from Monday, months as YYYY-MM, days as
 * YYYY-MM-DD (never Date objects, so no time zone can shift a day).
 */

/** The month (YYYY-MM) of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month `count` months after `month`. */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days of a month, YYYY-MM-DD. */
export function daysOfMonth(month: string): string[] {
  const first = `${month}-01`;
  const next = `${addMonths(month, 1)}-01`;
  const days: string[] = [];
  for (let day = first; day < next; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Monday = 0 … Sunday = 6: the column of a day in a week that starts on Monday. */
export const columnOf = (day: string) => (weekdayOf(day) + 6) % 7;

/** A month's weeks, Monday first; null where a week runs into the month before or after. */
export function weeksOf(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  const cells: (string | null)[] = [...Array<null>(columnOf(days[0]!)).fill(null), ...days];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** Seven weekday names from Monday, long and short, in the page's language. */
export function weekdayNames(lang: string): { long: string; short: string }[] {
  return Array.from({ length: 7 }, (_, i) => {
    // 2024-01-01 was a Monday.
    const day = `2024-01-0${i + 1}`;
    return {
      long: formatTownDate(day, lang, { weekday: 'long' }, 'EEEE'),
      short: formatTownDate(day, lang, { weekday: 'short' }, 'EEEEEE'),
    };
  });
}

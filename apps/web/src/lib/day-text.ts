import { isCalendarDay } from '@town/shared/days';

/*
 * Days and hours as a person types and reads them in the page's language. A browser's own date
 * and time fields write them in the browser's language, whatever the page's (an English
 * browser shows "11/28/2026" and "05:00 PM" on a German page, and ignores the field's `lang`):
 * the owners' forms write and read them here instead, in text fields.
 */

/** How a day is written, by language: Basque from the year, German with dots, the others day/month/year. */
function dayOrder(lang: string): { order: 'dmy' | 'ymd'; separator: string } {
  if (lang === 'eu') return { order: 'ymd', separator: '/' };
  if (lang === 'de') return { order: 'dmy', separator: '.' };
  return { order: 'dmy', separator: '/' };
}

/** A calendar day (YYYY-MM-DD) as the page's language writes it in numbers: "28/11/2026", "28.11.2026", "2026/11/28". */
export function dayText(day: string, lang: string): string {
  if (!isCalendarDay(day)) return day;
  const [year, month, date] = day.split('-') as [string, string, string];
  const { order, separator } = dayOrder(lang);
  return (order === 'ymd' ? [year, month, date] : [date, month, year]).join(separator);
}

/**
 * The calendar day (YYYY-MM-DD) a person typed, in their language's order with any of / . -
 * between the numbers, leading zeros optional ("1.7.2027"), or as YYYY-MM-DD; else undefined.
 */
export function parseDayText(text: string, lang: string): string | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return isCalendarDay(trimmed) ? trimmed : undefined;
  const parts = /^(\d{1,4})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{1,4})$/.exec(trimmed);
  if (!parts) return undefined;
  const [first, middle, last] = parts.slice(1) as [string, string, string];
  const { order } = dayOrder(lang);
  const [year, day] = order === 'ymd' ? [first, last] : [last, first];
  if (year.length !== 4 || day.length > 2) return undefined;
  const candidate = `${year}-${middle.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(candidate) ? candidate : undefined;
}

/**
 * An hour a person typed, on the 24-hour clock all our languages use, as HH:MM: "9" → "09:00",
 * "930" → "09:30", "17.30" and "17h30" → "17:30"; else undefined.
 */
export function parseHourText(text: string): string | undefined {
  const trimmed = text.trim();
  const parts = /^(\d{1,2})(?:\s*[:.h]\s*(\d{2}))?\s*h?$/i.exec(trimmed) ?? /^(\d{1,2})(\d{2})$/.exec(trimmed);
  if (!parts) return undefined;
  const hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? '0');
  if (hours > 23 || minutes > 59) return undefined;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** The props of a FormTextField that holds an hour: typed on a number keypad, kept as HH:MM once left. */
export const hourFieldProps = {
  normalize: parseHourText,
  slotProps: { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } as const },
};

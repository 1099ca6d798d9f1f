import { dayInTimeZone, hourInTimeZone } from '@town/shared/availability';
import { formatStayDay } from '@town/shared/bookings';

/**
 * An instant (ISO 8601: a free cancellation's end, a request's deadline) as the town's clock
 * shows it, the way the mails write it: the day in the reader's language, and HH:MM.
 */
export function townMoment(instant: string, lang: string): { date: string; hour: string } {
  const at = new Date(instant);
  return { date: formatStayDay(dayInTimeZone(at), lang), hour: hourInTimeZone(at) };
}

import { formatTownDate } from '../../../lib/town-dates.ts';

/** A moment as the town's clock shows it, date and time, in the page's language. */
export const formatWhen = (value: string, lang: string) =>
  formatTownDate(value, lang, { dateStyle: 'medium', timeStyle: 'short' }, 'PPp');

import { townTimeZone } from './time-zone.ts';

/*
 * Days without a time of day (YYYY-MM-DD) and the town's clock: the arithmetic every stay,
 * season and calendar shares (docs/rules.md#availability).
 */

const MS_PER_DAY = 86_400_000;

/*
 * Days are few (a few years of them) and asked for again and again (every night of every quote
 * of a dated list, docs/decisions/019-availability-index.md): their numbers and texts are kept,
 * up to a bound so that odd input cannot grow them without end.
 */
const dayNumbers = new Map<string, number>();
const dayTexts = new Map<number, string>();
const MAX_KEPT_DAYS = 10_000;

/** Calendar arithmetic on dates without a time of day: UTC midnight, so DST never shifts a day. */
export function addDays(date: string, days: number): string {
  let from = dayNumbers.get(date);
  if (from === undefined) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    from = Date.UTC(y, m - 1, d) / MS_PER_DAY;
    if (dayNumbers.size < MAX_KEPT_DAYS) dayNumbers.set(date, from);
  }
  const day = from + days;
  let text = dayTexts.get(day);
  if (text === undefined) {
    // An invalid day throws (RangeError), as it always has.
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    if (dayTexts.size < MAX_KEPT_DAYS) dayTexts.set(day, text);
  }
  return text;
}

export function daysBetween(from: string, to: string): number {
  const toUtc = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && value >= '1970-01-01' && addDays(value, 0) === value;
}

/** 0 = Sunday … 6 = Saturday, as availability's startDay and endDay count them. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** townInstant's answers: asking the time zone's rules is costly, and every quote asks (a dated list quotes a page). */
const instants = new Map<string, number>();

/**
 * The instant a day and an hour (HH:MM) of the town's clock happen: 2026-08-01 17:00 in Madrid
 * is 15:00 UTC. An hour the clock skips (the spring change) is read an hour later.
 */
export function townInstant(day: string, hour: string, timeZone: string = townTimeZone()): Date {
  const key = `${timeZone} ${day} ${hour}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const [h, min] = hour.split(':').map(Number) as [number, number];
    const wall = Date.UTC(y, m - 1, d, h, min);
    const first = wall - zoneOffset(wall, timeZone);
    instant = wall - zoneOffset(first, timeZone);
    if (instants.size < MAX_KEPT_DAYS) instants.set(key, instant);
  }
  return new Date(instant);
}

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayInTimeZone(instant: Date, timeZone: string = townTimeZone()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Building a formatter is costly; one per time zone is kept.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The time of day (HH:MM) of an instant in a time zone. */
export function hourInTimeZone(instant: Date, timeZone: string = townTimeZone()): string {
  let formatter = hourFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' });
    hourFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** A moment as the town's clock reads it: its day and its time of day (HH:MM). */
export interface TownClock {
  today: string;
  time: string;
}

/** The town's clock at an instant: the rules of a stay that depend on "now" read this, never the instant. */
export function townClock(instant: Date = new Date(), timeZone: string = townTimeZone()): TownClock {
  return { today: dayInTimeZone(instant, timeZone), time: hourInTimeZone(instant, timeZone) };
}

/** Minutes since midnight of an hour HH:MM. */
export function minutesOfHour(hour: string): number {
  return Number(hour.slice(0, 2)) * 60 + Number(hour.slice(3, 5));
}

import { townInstant } from '@town/shared/days';
import { townTimeZone } from '@town/shared/time-zone';
import { siteName } from '../../lib/site-name.ts';

/*
 * iCalendar (RFC 5545) for a stay, written by hand: one VEVENT from check-in at 17:00 to
 * check-out at 12:00, local times in the town's time zone with the VTIMEZONE they refer to
 * (made from the zone's own rules), CRLF line endings, lines folded at 75 octets and text
 * values escaped.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const nameFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes a zone's clock is ahead of UTC at an instant. */
function offsetMinutes(zone: string, instant: number): number {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The zone's abbreviation at an instant (CET, WEST…), when it has a plain one. */
function zoneName(zone: string, instant: number): string | undefined {
  let formatter = nameFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'short' });
    nameFormatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  return name && /^[A-Z]{2,5}$/.test(name) ? name : undefined;
}

/** +0100, as TZOFFSETFROM and TZOFFSETTO write an offset. */
function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The instants of a year at which a zone's offset changes (found by the day, then to the minute). */
function transitions(zone: string, year: number): number[] {
  const found: number[] = [];
  const end = Date.UTC(year + 1, 0, 1);
  for (let day = Date.UTC(year, 0, 1); day < end; day += DAY_MS) {
    if (offsetMinutes(zone, day) === offsetMinutes(zone, day + DAY_MS)) continue;
    let [low, high] = [day, day + DAY_MS];
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000;
      if (offsetMinutes(zone, middle) === offsetMinutes(zone, low)) low = middle;
      else high = middle;
    }
    found.push(high);
  }
  return found;
}

/** A yearly rule for a change on a weekday of a month: BYMONTH and BYDAY (-1SU: its last Sunday). */
function yearlyRule(local: Date): { month: number; byDay: string; weekday: number; ordinal: number } {
  const day = local.getUTCDate();
  const month = local.getUTCMonth();
  const weekday = local.getUTCDay();
  const daysInMonth = new Date(Date.UTC(local.getUTCFullYear(), month + 1, 0)).getUTCDate();
  const ordinal = day + 7 > daysInMonth ? -1 : Math.ceil(day / 7);
  const byDay = `${ordinal}${['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][weekday]}`;
  return { month: month + 1, byDay, weekday, ordinal };
}

/** The rule's day in 1970, where every VTIMEZONE of ours starts. */
function ruleDay1970(month: number, weekday: number, ordinal: number): number {
  if (ordinal > 0) {
    const first = new Date(Date.UTC(1970, month - 1, 1)).getUTCDay();
    return 1 + ((weekday - first + 7) % 7) + (ordinal - 1) * 7;
  }
  const lastDate = new Date(Date.UTC(1970, month, 0)).getUTCDate();
  const last = new Date(Date.UTC(1970, month - 1, lastDate)).getUTCDay();
  return lastDate - ((last - weekday + 7) % 7);
}

const two = (n: number) => String(n).padStart(2, '0');

/** The local day (YYYY-MM-DD) of each change of a zone's offset in a year, by the offset it leaves. */
const changeDays = (zone: string, year: number) =>
  transitions(zone, year).map((instant) =>
    new Date(instant + offsetMinutes(zone, instant - 60_000) * 60_000).toISOString().slice(0, 10),
  );

/** Made once per zone and year: finding a zone's changes asks Intl some seven hundred times. */
const vtimezones = new Map<string, string[] | undefined>();

function vtimezone(zone: string, year: number): string[] | undefined {
  const key = `${zone} ${year}`;
  if (!vtimezones.has(key)) vtimezones.set(key, makeVtimezone(zone, year));
  return vtimezones.get(key);
}

/**
 * The VTIMEZONE of a zone as its rules stand in `year`: one STANDARD part for a zone without
 * daylight saving, a DAYLIGHT and a STANDARD part with yearly rules for one that changes twice
 * a year on a weekday of a month (every European zone), checked against the next year's
 * changes. Undefined for a zone whose changes follow no such rule: its times are then written in UTC.
 */
function makeVtimezone(zone: string, year: number): string[] | undefined {
  const changes = transitions(zone, year);
  const begin = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  if (changes.length === 0) {
    const offset = offsetText(offsetMinutes(zone, Date.UTC(year, 0, 1)));
    const name = zoneName(zone, Date.UTC(year, 0, 1));
    return [
      ...begin,
      'BEGIN:STANDARD',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      ...(name ? [`TZNAME:${name}`] : []),
      'DTSTART:19700101T000000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ];
  }
  if (changes.length !== 2) return undefined;
  // The same weekday rules must give the next year's changes, or they are no rules.
  const next = changeDays(zone, year + 1);
  const ruled = changes.map((instant) => {
    const rule = yearlyRule(new Date(instant + offsetMinutes(zone, instant - 60_000) * 60_000));
    const first = new Date(Date.UTC(year + 1, rule.month - 1, 1)).getUTCDay();
    const lastDate = new Date(Date.UTC(year + 1, rule.month, 0)).getUTCDate();
    const last = new Date(Date.UTC(year + 1, rule.month - 1, lastDate)).getUTCDay();
    const day =
      rule.ordinal > 0
        ? 1 + ((rule.weekday - first + 7) % 7) + (rule.ordinal - 1) * 7
        : lastDate - ((last - rule.weekday + 7) % 7);
    return `${year + 1}-${two(rule.month)}-${two(day)}`;
  });
  if (ruled.join() !== next.join()) return undefined;
  const parts = changes.map((instant) => {
    const from = offsetMinutes(zone, instant - 60_000);
    const to = offsetMinutes(zone, instant);
    // The change happens at this wall-clock time of the offset it leaves.
    const local = new Date(instant + from * 60_000);
    const rule = yearlyRule(local);
    const day = ruleDay1970(rule.month, rule.weekday, rule.ordinal);
    const name = zoneName(zone, instant);
    const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `TZOFFSETFROM:${offsetText(from)}`,
      `TZOFFSETTO:${offsetText(to)}`,
      ...(name ? [`TZNAME:${name}`] : []),
      `DTSTART:1970${two(rule.month)}${two(day)}T${two(local.getUTCHours())}${two(local.getUTCMinutes())}00`,
      `RRULE:FREQ=YEARLY;BYMONTH=${rule.month};BYDAY=${rule.byDay}`,
      `END:${kind}`,
    ];
  });
  return [...begin, ...parts.flat(), 'END:VTIMEZONE'];
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma are escaped; line breaks become \n. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 2026-08-01 and 17:00 → 20260801T170000 (a local time, read with TZID). */
function localDateTime(day: string, hour: string): string {
  return `${day.replaceAll('-', '')}T${hour.replace(':', '')}00`;
}

/** An instant in UTC, as DTSTAMP wants it: 20260801T150000Z. */
function utcDateTime(instant: Date): string {
  return `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
}

export interface StayEvent {
  /** Stable per booking, so a later update or cancellation replaces the same event. */
  uid: string;
  checkIn: string;
  checkOut: string;
  checkInHour: string;
  checkOutHour: string;
  summary: string;
  description: string;
  location: string;
  url?: string;
  /** When this version of the event was made. */
  stamp: Date;
  /** A cancellation tells calendars to remove the event (METHOD:CANCEL, a higher SEQUENCE). */
  cancelled?: boolean;
}

/**
 * The stay as a calendar of its own, named after the site (the town's), its times in the town's
 * time zone (its profile's).
 */
export function stayCalendar(event: StayEvent, zone: string = townTimeZone()): string {
  const timezone = vtimezone(zone, Number(event.checkIn.slice(0, 4)));
  // Local times with the zone they refer to; in UTC for a zone whose rules cannot be written.
  const at = (day: string, hour: string) =>
    timezone ? `;TZID=${zone}:${localDateTime(day, hour)}` : `:${utcDateTime(townInstant(day, hour, zone))}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Costa Guia//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    `X-WR-CALNAME:${escapeText(siteName())}`,
    ...(timezone ?? []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART${at(event.checkIn, event.checkInHour)}`,
    `DTEND${at(event.checkOut, event.checkOutHour)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url}`] : []),
    `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    `SEQUENCE:${event.cancelled ? 1 : 0}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

import ICAL from 'ical.js';
import { addDays, dayInTimeZone, townInstant } from '@town/shared/availability';
import { AVAILABILITY_HORIZON_DAYS, TOWN_TIME_ZONE } from '@town/shared/constants';

/*
 * iCalendar (RFC 5545) in and out, with ical.js: a feed read into the nights each of its events
 * holds in the town, and a rental's holds written as a feed (docs/rules.md#calendar-sync).
 */

/** An event of a feed as the town's nights: `start` is the first night, `end` the check-out day (excluded). */
export interface FeedEvent {
  /** The event's key in the feed: its UID, with the occurrence's RECURRENCE-ID when it repeats. */
  uid: string;
  start: string;
  end: string;
}

/** Events one feed may hold in the coming year; more is taken for a broken feed, not a calendar. */
export const MAX_FEED_EVENTS = 3000;
/** Occurrences of one repeating event looked at, past ones included. */
const MAX_OCCURRENCES = 5000;

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

type Zones = Map<string, ICAL.Timezone>;

/** A valid IANA time zone name as Intl knows it, or undefined. */
function ianaZone(tzid: string): string | undefined {
  // Some writers prefix the name with a path of their own: /mozilla.org/20050126_1/Europe/Madrid.
  for (const name of [tzid, tzid.split('/').slice(-2).join('/')]) {
    try {
      return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
    } catch {
      // not a zone Intl knows; try the next reading
    }
  }
  return undefined;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The instant of a DATE-TIME: UTC as written; with a TZID, by the feed's own VTIMEZONE when it
 * has one (RFC 5545 §3.2.19), else by the IANA zone of that name; floating or unknown zones are
 * read as the town's clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, zones: Zones): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  const own = tzid === undefined ? undefined : zones.get(tzid);
  if (own) {
    const local = time.clone();
    local.zone = own;
    return new Date(local.toUnixTime() * 1000);
  }
  const zone = (tzid && ianaZone(tzid)) ?? TOWN_TIME_ZONE;
  const day = `${time.year}-${two(time.month)}-${two(time.day)}`;
  return new Date(townInstant(day, `${two(time.hour)}:${two(time.minute)}`, zone).getTime() + time.second * 1000);
}

const dateOf = (time: ICAL.Time) => `${time.year}-${two(time.month)}-${two(time.day)}`;

/**
 * The nights an event holds. All-day: DTSTART to the DTEND day, excluded (one night when it has
 * none). Timed: from the town's day it starts on to the town's day it ends on, that night
 * excluded, at least one night: 16:00 on the 24th to 10:00 on the 26th holds the 24th and 25th.
 */
function nightsOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  tzids: readonly [string | undefined, string | undefined],
  zones: Zones,
): { start: string; end: string } {
  if (start.isDate) {
    const first = dateOf(start);
    const last = end && end.isDate ? dateOf(end) : addDays(first, 1);
    return { start: first, end: last > first ? last : addDays(first, 1) };
  }
  const first = dayInTimeZone(instantOf(start, tzids[0], zones));
  const last = end ? dayInTimeZone(instantOf(end, tzids[1] ?? tzids[0], zones)) : first;
  return { start: first, end: last > first ? last : addDays(first, 1) };
}

const tzidOf = (event: ICAL.Component, name: 'dtstart' | 'dtend') => {
  const value = event.getFirstProperty(name)?.getParameter('tzid');
  return typeof value === 'string' ? value : undefined;
};

/** Cancelled and free ("transparent") events hold nothing. */
function holdsNights(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status !== 'CANCELLED' && transp !== 'TRANSPARENT';
}

function readCalendar(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new FeedFormatError(`is not iCalendar: ${(error as Error).message}`);
  }
  // Several calendars one after the other parse as a list: the first is read.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar') throw new FeedFormatError('is not iCalendar: no VCALENDAR');
  return calendar;
}

/**
 * A feed's events that hold nights from `today` to the horizon, keyed by UID (RRULEs expanded,
 * each occurrence keyed by its RECURRENCE-ID). Throws FeedFormatError for anything that is
 * not iCalendar.
 */
export function parseFeed(text: string, today: string): FeedEvent[] {
  const calendar = readCalendar(text);
  const horizon = addDays(today, AVAILABILITY_HORIZON_DAYS + 1);
  const zones: Zones = new Map();
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtimezone));
  }

  const parsed = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const masters = new Map<string, ICAL.Event>();
  for (const event of parsed) {
    if (event.uid && !event.isRecurrenceException() && event.isRecurring()) masters.set(event.uid, event);
  }

  const events = new Map<string, FeedEvent>();
  const keep = (key: string, nights: { start: string; end: string }) => {
    if (nights.end <= today || nights.start >= horizon) return;
    // A UID written twice (some writers do): each copy is kept, told apart by its first night.
    const unique = events.has(key) ? `${key}#${nights.start}` : key;
    if (events.has(unique)) return;
    events.set(unique, { uid: unique, ...nights });
    if (events.size > MAX_FEED_EVENTS) throw new FeedFormatError(`has more than ${MAX_FEED_EVENTS} coming events`);
  };

  for (const event of parsed) {
    const master = event.uid ? masters.get(event.uid) : undefined;
    // A repeating event is expanded below, with the occurrences it changes (RECURRENCE-ID) in place.
    if (master === event) continue;
    if (master && event.isRecurrenceException()) {
      master.relateException(event);
      continue;
    }
    if (!event.startDate || !holdsNights(event.component)) continue;
    const tzids = [tzidOf(event.component, 'dtstart'), tzidOf(event.component, 'dtend')] as const;
    const key = event.uid || `no-uid:${event.startDate.toICALString()}`;
    const recurrence = event.recurrenceId ? `#${event.recurrenceId.toICALString()}` : '';
    keep(`${key}${recurrence}`, nightsOf(event.startDate, event.endDate, tzids, zones));
  }

  for (const master of masters.values()) {
    const tzid = tzidOf(master.component, 'dtstart');
    const iterator = master.iterator();
    for (let n = 0, next = iterator.next(); next && n < MAX_OCCURRENCES; n++, next = iterator.next()) {
      const occurrence = master.getOccurrenceDetails(next);
      if (!holdsNights(occurrence.item.component)) continue;
      const nights = nightsOf(occurrence.startDate, occurrence.endDate, [tzid, tzid], zones);
      if (nights.start >= horizon) break;
      keep(`${master.uid}#${occurrence.recurrenceId.toICALString()}`, nights);
    }
  }
  return [...events.values()].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/** A held range as the export writes it: an all-day event, `end` excluded. */
export interface ExportedHold {
  /** Stable for as long as the hold lasts, so calendars update the event rather than add one. */
  uid: string;
  start: string;
  end: string;
  summary: string;
  /** When the hold was last changed (DTSTAMP). */
  stamp: Date;
}

const icalDate = (day: string) => ICAL.Time.fromDateString(day);

/** A rental's holds as an iCalendar feed: all-day events, DTEND excluded, nothing of its guests. */
export function exportCalendar(calendarName: string, holds: readonly ExportedHold[]): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('prodid', '-//Costa Guia//Calendar sync//EN');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('x-wr-calname', calendarName);
  for (const hold of holds) {
    const vevent = new ICAL.Component('vevent');
    vevent.updatePropertyWithValue('uid', hold.uid);
    vevent.updatePropertyWithValue('dtstamp', ICAL.Time.fromJSDate(hold.stamp, true));
    vevent.updatePropertyWithValue('dtstart', icalDate(hold.start));
    vevent.updatePropertyWithValue('dtend', icalDate(hold.end));
    vevent.updatePropertyWithValue('summary', hold.summary);
    vevent.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(vevent);
  }
  // RFC 5545 §3.1: every line ends with CRLF, the last one too.
  return `${calendar.toString()}\r\n`;
}

import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import {
  MAX_FEED_EVENTS,
  MAX_FEED_REPEATING_EVENTS,
  MAX_RECURRENCE_STEPS,
  type FeedFailure,
} from '@town/shared/calendars';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { townTimeZone } from '@town/shared/time-zone';
import { addDays, dayInTimeZone, isCalendarDay, townInstant } from '@town/shared/days';

/*
 * iCalendar (RFC 5545) in and out, with ical.js: a feed read into the nights each of its events
 * holds in the town, and a rental's holds written as a feed (docs/rules.md#calendar-sync).
 * A feed is a third party's text: reading it takes time linear in its size, looks only at the
 * calendar's window, and stops at the limits of `@town/shared/calendars`. This file also runs in
 * a worker thread (calendars.reader.ts), so it keeps to syntax Node can strip of its types.
 */

/** An event of a feed as the town's nights: `start` is the first night, `end` the check-out day (excluded). */
export interface FeedEvent {
  /** The event's key in the feed: its UID, with the occurrence's RECURRENCE-ID when it repeats. */
  uid: string;
  start: string;
  end: string;
}

/** Why a feed's text gave no events. */
export type FeedReadFailure = Extract<
  FeedFailure,
  'not-icalendar' | 'too-many-events' | 'too-many-repeating' | 'too-complex'
>;

/** A feed that cannot be read, or that asks too much; its message never quotes the feed. */
export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
  readonly reason: FeedReadFailure;
  constructor(reason: FeedReadFailure, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** Longer UIDs are kept as their hash: the key stays small whatever the feed writes. */
const MAX_UID_LENGTH = 255;
/** RFC 5545 §3.1: no control character but HTAB (and the line breaks) in a calendar's text. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const SECONDS_PER_DAY = 86_400;

type Zones = Map<string, ICAL.Timezone>;

/** The calendar's window: nights from `first` (yesterday) to `horizon` (excluded). */
interface Window {
  today: string;
  first: string;
  horizon: string;
}

/** A valid IANA time zone name as Intl knows it, or undefined (asked once per name: Intl is slow to ask). */
function ianaZoneReader(): (tzid: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (tzid) => {
    if (known.has(tzid)) return known.get(tzid);
    let found: string | undefined;
    // Some writers prefix the name with a path of their own: /mozilla.org/20050126_1/Europe/Madrid.
    for (const name of [tzid, tzid.split('/').slice(-2).join('/')]) {
      try {
        found = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
        break;
      } catch {
        // not a zone Intl knows; try the next reading
      }
    }
    known.set(tzid, found);
    return found;
  };
}

const two = (n: number) => String(n).padStart(2, '0');
const dateOf = (time: ICAL.Time) => `${String(time.year).padStart(4, '0')}-${two(time.month)}-${two(time.day)}`;

/** What reading one feed needs at hand: its own time zones, and the IANA names already looked up. */
interface Zoning {
  zones: Zones;
  iana: (tzid: string) => string | undefined;
}

/**
 * The instant of a DATE-TIME: UTC as written; with a TZID, by the feed's own VTIMEZONE when it
 * has one (RFC 5545 §3.2.19), else by the IANA zone of that name; floating or unknown zones are
 * read as the town's clock.
 */
function instantOf(time: ICAL.Time, tzid: string | undefined, { zones, iana }: Zoning): Date {
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate();
  const own = tzid === undefined ? undefined : zones.get(tzid);
  if (own) {
    const local = time.clone();
    local.zone = own;
    return new Date(local.toUnixTime() * 1000);
  }
  const zone = (tzid && iana(tzid)) ?? townTimeZone();
  return new Date(
    townInstant(dateOf(time), `${two(time.hour)}:${two(time.minute)}`, zone).getTime() + time.second * 1000,
  );
}

/**
 * The nights an event holds. All-day: DTSTART to the DTEND day, excluded (one night when it has
 * none). Timed: from the town's day it starts on to the town's day it ends on, that night
 * excluded, at least one night: 16:00 on the 24th to 10:00 on the 26th holds the 24th and 25th.
 */
function nightsOf(
  start: ICAL.Time,
  end: ICAL.Time | null,
  tzids: readonly [string | undefined, string | undefined],
  zoning: Zoning,
): { start: string; end: string } {
  if (start.isDate) {
    const first = dateOf(start);
    const last = end && end.isDate ? dateOf(end) : addDays(first, 1);
    return { start: first, end: last > first ? last : addDays(first, 1) };
  }
  const first = dayInTimeZone(instantOf(start, tzids[0], zoning));
  const last = end ? dayInTimeZone(instantOf(end, tzids[1] ?? tzids[0], zoning)) : first;
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

const isRepeating = (component: ICAL.Component) => component.hasProperty('rrule') || component.hasProperty('rdate');

/** The UID as the feed's key: as written, or its hash when it is too long to keep. */
function uidOf(component: ICAL.Component): string {
  const value = component.getFirstPropertyValue('uid');
  const uid = typeof value === 'string' ? value : '';
  return uid.length > MAX_UID_LENGTH ? `sha256:${createHash('sha256').update(uid).digest('hex')}` : uid;
}

function readCalendar(text: string): ICAL.Component {
  if (CONTROL_CHARACTER.test(text)) {
    throw new FeedFormatError('not-icalendar', 'is not iCalendar: it has control characters (NUL or the like)');
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    // ical.js's message quotes the feed: it is not kept.
    throw new FeedFormatError('not-icalendar', 'is not iCalendar');
  }
  // Several calendars one after the other parse as a list: the first is read.
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  const calendar = new ICAL.Component(first as unknown[]);
  if (calendar.name !== 'vcalendar') throw new FeedFormatError('not-icalendar', 'is not iCalendar: no VCALENDAR');
  return calendar;
}

const FIXED_PERIOD_DAYS: Partial<Record<string, number>> = { DAILY: 1, WEEKLY: 7 };

/**
 * Where to begin walking a repeating event so that it reaches the window in a few steps: its
 * DTSTART moved forward by whole periods of its rule to before `cutoff` (so the rule's days, weeks,
 * months and years fall where they did). Undefined when it must be walked from its DTSTART: a
 * COUNT (counted from there), several rules, an RDATE, a rule in hours or less.
 */
function walkFrom(event: ICAL.Event, cutoffDay: string): ICAL.Time | undefined {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1 || event.component.hasProperty('rdate')) return undefined;
  const rule = rules[0]!.getFirstValue() as ICAL.Recur;
  const start = event.startDate;
  if (rule.count || dateOf(start) >= cutoffDay) return undefined;
  const interval = Math.max(1, rule.interval || 1);
  const [cutoffYear, cutoffMonth] = cutoffDay.split('-').map(Number) as [number, number];
  const moved = start.clone();
  const periodDays = FIXED_PERIOD_DAYS[rule.freq];
  if (periodDays) {
    const days = Math.round((Date.parse(cutoffDay) - Date.parse(dateOf(start))) / (SECONDS_PER_DAY * 1000));
    const periods = Math.floor(days / (periodDays * interval)) - 1;
    if (periods <= 0) return undefined;
    moved.adjust(periods * periodDays * interval, 0, 0, 0);
    return moved;
  }
  const monthsPerPeriod = rule.freq === 'MONTHLY' ? interval : rule.freq === 'YEARLY' ? 12 * interval : 0;
  if (!monthsPerPeriod) return undefined;
  const months = (cutoffYear - start.year) * 12 + (cutoffMonth - start.month);
  // A day the target month lacks (the 31st, 29 February): one period earlier, a few times at most.
  for (let periods = Math.floor(months / monthsPerPeriod) - 1; periods > 0; periods--) {
    const index = start.year * 12 + (start.month - 1) + periods * monthsPerPeriod;
    const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
    if (start.day <= ICAL.Time.daysInMonth(month, year)) {
      moved.year = year;
      moved.month = month;
      return moved;
    }
  }
  return undefined;
}

/**
 * A feed's events that hold nights in the calendar's window, yesterday to the horizon, keyed by
 * UID (repeating events expanded inside the window only, each occurrence keyed by its
 * RECURRENCE-ID); an event reaching past the window holds the nights inside it. Throws
 * FeedFormatError for what is not iCalendar or passes a limit.
 */
export function parseFeed(text: string, today: string): FeedEvent[] {
  try {
    return readEvents(text, {
      today,
      first: addDays(today, -1),
      horizon: addDays(today, AVAILABILITY_HORIZON_DAYS + 1),
    });
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    // ical.js throws plain errors on content it cannot follow (an impossible rule, a broken value).
    throw new FeedFormatError('not-icalendar', 'has content that cannot be read as iCalendar');
  }
}

function readEvents(text: string, window: Window): FeedEvent[] {
  const calendar = readCalendar(text);
  const zoning: Zoning = { zones: new Map(), iana: ianaZoneReader() };
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zoning.zones.set(tzid, new ICAL.Timezone(vtimezone));
  }

  // One pass: the changed occurrences (RECURRENCE-ID) grouped by UID, the repeating events
  // counted. An ICAL.Event built without its exceptions looks through every other event.
  const components = calendar.getAllSubcomponents('vevent');
  const exceptionsOf = new Map<string, ICAL.Component[]>();
  const masters: ICAL.Component[] = [];
  let repeating = 0;
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) {
      const uid = uidOf(component);
      const list = exceptionsOf.get(uid);
      if (list) list.push(component);
      else exceptionsOf.set(uid, [component]);
    } else {
      masters.push(component);
      if (isRepeating(component) && ++repeating > MAX_FEED_REPEATING_EVENTS) {
        throw new FeedFormatError('too-many-repeating', `has more than ${MAX_FEED_REPEATING_EVENTS} repeating events`);
      }
    }
  }

  const events = new Map<string, FeedEvent>();
  const keep = (key: string, nights: { start: string; end: string }) => {
    if (nights.end <= window.today || nights.start >= window.horizon) return;
    // Only the window's nights: an event from 1900 to 9999 holds yesterday to the horizon.
    const held = {
      start: nights.start < window.first ? window.first : nights.start,
      end: nights.end > window.horizon ? window.horizon : nights.end,
    };
    if (!isCalendarDay(held.start) || !isCalendarDay(held.end) || held.end <= held.start) {
      throw new FeedFormatError('not-icalendar', 'has a date that is no calendar day');
    }
    // A UID written twice (some writers do): each copy is kept, told apart by its first night.
    const unique = events.has(key) ? `${key}#${held.start}` : key;
    if (events.has(unique)) return;
    events.set(unique, { uid: unique, ...held });
    if (events.size > MAX_FEED_EVENTS) {
      throw new FeedFormatError('too-many-events', `has more than ${MAX_FEED_EVENTS} coming events`);
    }
  };
  const keepOne = (event: ICAL.Event, key: string) => {
    if (!event.startDate || !holdsNights(event.component)) return;
    const tzids = [tzidOf(event.component, 'dtstart'), tzidOf(event.component, 'dtend')] as const;
    keep(key, nightsOf(event.startDate, event.endDate, tzids, zoning));
  };

  const related = new Set<string>();
  for (const component of masters) {
    const uid = uidOf(component);
    if (!isRepeating(component)) {
      const event = new ICAL.Event(component, { exceptions: [] });
      keepOne(event, uid || `no-uid:${event.startDate?.toICALString()}`);
      continue;
    }
    const exceptions = (uid && exceptionsOf.get(uid)) || [];
    if (uid) related.add(uid);
    expand(new ICAL.Event(component, { exceptions }), uid || 'no-uid', window, zoning, keep, keepOne);
  }
  // Changed occurrences whose repeating event the feed does not have: each is an event of its own.
  for (const [uid, exceptions] of exceptionsOf) {
    if (related.has(uid)) continue;
    for (const component of exceptions) {
      const event = new ICAL.Event(component);
      keepOne(event, `${uid || 'no-uid'}#${event.recurrenceId.toICALString()}`);
    }
  }
  return [...events.values()].sort((a, b) => a.start.localeCompare(b.start) || a.uid.localeCompare(b.uid));
}

/**
 * A repeating event's occurrences in the window, its changed ones in place. The walk begins
 * near the window (walkFrom) and takes at most MAX_RECURRENCE_STEPS steps; occurrences that
 * end before the window are passed over without being read.
 */
function expand(
  master: ICAL.Event,
  uid: string,
  window: Window,
  zoning: Zoning,
  keep: (key: string, nights: { start: string; end: string }) => void,
  keepOne: (event: ICAL.Event, key: string) => void,
): void {
  const tzid = tzidOf(master.component, 'dtstart');
  const lasts = master.duration ? Math.max(0, master.duration.toSeconds()) : 0;
  // Two days' margin for the time zones; what starts before `cutoff` ends before the window.
  const cutoffDay = addDays(window.first, -2 - Math.min(Math.ceil(lasts / SECONDS_PER_DAY), 1_000_000));
  const cutoff = isCalendarDay(cutoffDay) ? Date.parse(cutoffDay) / 1000 : -Infinity;
  const from = isCalendarDay(cutoffDay) ? walkFrom(master, cutoffDay) : undefined;
  const iterator = from ? new ICAL.RecurExpansion({ component: master.component, dtstart: from }) : master.iterator();
  for (let steps = 1, next = iterator.next(); next; steps++, next = iterator.next()) {
    if (steps > MAX_RECURRENCE_STEPS) {
      throw new FeedFormatError('too-many-repeating', `has a repeating event that repeats too often to read`);
    }
    if (next.toUnixTime() < cutoff) continue;
    const occurrence = master.getOccurrenceDetails(next);
    if (!holdsNights(occurrence.item.component)) continue;
    const nights = nightsOf(occurrence.startDate, occurrence.endDate, [tzid, tzid], zoning);
    if (nights.start >= window.horizon) break;
    keep(`${uid}#${occurrence.recurrenceId.toICALString()}`, nights);
  }
  // An occurrence changed by the feed from before the walk began may have moved into the window.
  if (!Number.isFinite(cutoff)) return;
  for (const exception of Object.values(master.exceptions)) {
    if (exception.recurrenceId.toUnixTime() < cutoff) {
      keepOne(exception, `${uid}#${exception.recurrenceId.toICALString()}`);
    }
  }
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

import { TOWN_TIME_ZONE } from '@town/shared/constants';

/*
 * iCalendar (RFC 5545) for a stay, written by hand: one VEVENT from check-in at 17:00 to
 * check-out at 12:00, local times in Europe/Madrid with the VTIMEZONE they refer to, CRLF
 * line endings, lines folded at 75 octets and text values escaped.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** Europe/Madrid since 1996: CET in winter, CEST from the last Sunday of March to the last of October. */
const MADRID_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TOWN_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

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

export function stayCalendar(event: StayEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Costa Guia//Bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    ...MADRID_VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART;TZID=${TOWN_TIME_ZONE}:${localDateTime(event.checkIn, event.checkInHour)}`,
    `DTEND;TZID=${TOWN_TIME_ZONE}:${localDateTime(event.checkOut, event.checkOutHour)}`,
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

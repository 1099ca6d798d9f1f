import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { MAX_FEED_REPEATING_EVENTS } from '@town/shared/calendars';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { addDays } from '@town/shared/days';
import { exportCalendar, FeedFormatError, parseFeed } from './calendars.ical.ts';
import { dailySince1900, pastNights } from './calendars.test-support.ts';

/** A feed of these VEVENT (and VTIMEZONE) bodies, with CRLF lines as RFC 5545 writes them. */
function feed(...components: string[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feed//EN', ...components, 'END:VCALENDAR'];
  return `${lines.join('\r\n')}\r\n`;
}

function vevent(uid: string, ...properties: string[]): string {
  return ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260901T000000Z', ...properties, 'END:VEVENT'].join('\r\n');
}

const TODAY = '2026-10-01';

describe('reading a feed', () => {
  it('reads an all-day event as its nights, DTEND excluded; one night when it has no DTEND', () => {
    const events = parseFeed(
      feed(
        vevent('airbnb-1', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261105', 'SUMMARY:Reserved'),
        vevent('block-1', 'DTSTART;VALUE=DATE:20261201'),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'airbnb-1', start: '2026-11-01', end: '2026-11-05' },
      { uid: 'block-1', start: '2026-12-01', end: '2026-12-02' },
    ]);
  });

  it('reads DATE-TIME events with a TZID in the town’s nights, across the October change of clocks', () => {
    const events = parseFeed(
      feed(
        // 16:00 Saturday to 10:00 Monday in Madrid; the clocks go back on Sunday 25 October 2026.
        vevent('madrid', 'DTSTART;TZID=Europe/Madrid:20261024T160000', 'DTEND;TZID=Europe/Madrid:20261026T100000'),
        // 20:00 in New York is 02:00 the next day in Madrid (summer time): the first night is the 25th.
        vevent(
          'new-york',
          'DTSTART;TZID=America/New_York:20261024T200000',
          'DTEND;TZID=America/New_York:20261026T100000',
        ),
        // 22:30 UTC is 00:30 on the 25th in summer time; on the 26th it is 23:30 in winter time, still the 26th.
        vevent('utc', 'DTSTART:20261024T223000Z', 'DTEND:20261026T223000Z'),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'madrid', start: '2026-10-24', end: '2026-10-26' },
      { uid: 'new-york', start: '2026-10-25', end: '2026-10-26' },
      { uid: 'utc', start: '2026-10-25', end: '2026-10-26' },
    ]);
  });

  it('reads a TZID by the feed’s own VTIMEZONE, and a floating time on the town’s clock', () => {
    const plusFive = [
      'BEGIN:VTIMEZONE',
      'TZID:Custom Plus Five',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0500',
      'TZOFFSETTO:+0500',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    const events = parseFeed(
      feed(
        plusFive,
        // 03:00 at +05:00 is 22:00 UTC on 31 October, 23:00 in Madrid: that night.
        vevent(
          'custom',
          'DTSTART;TZID=Custom Plus Five:20261101T030000',
          'DTEND;TZID=Custom Plus Five:20261103T030000',
        ),
        vevent('floating', 'DTSTART:20261110T150000', 'DTEND:20261112T110000'),
        // A time zone nobody knows is read as the town's clock too.
        vevent(
          'unknown',
          'DTSTART;TZID=Atlantis/Capital:20261120T150000',
          'DTEND;TZID=Atlantis/Capital:20261121T110000',
        ),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'custom', start: '2026-10-31', end: '2026-11-02' },
      { uid: 'floating', start: '2026-11-10', end: '2026-11-12' },
      { uid: 'unknown', start: '2026-11-20', end: '2026-11-21' },
    ]);
  });

  it('holds one night for a timed event within one day', () => {
    const events = parseFeed(
      feed(vevent('short', 'DTSTART;TZID=Europe/Madrid:20261105T100000', 'DTEND;TZID=Europe/Madrid:20261105T140000')),
      TODAY,
    );
    expect(events).toEqual([{ uid: 'short', start: '2026-11-05', end: '2026-11-06' }]);
  });

  it('expands a repeating event, with its exceptions and changed occurrences', () => {
    const events = parseFeed(
      feed(
        vevent(
          'weekly',
          'DTSTART;VALUE=DATE:20261102',
          'DTEND;VALUE=DATE:20261104',
          'RRULE:FREQ=WEEKLY;COUNT=4',
          'EXDATE;VALUE=DATE:20261109',
        ),
        vevent(
          'weekly',
          'RECURRENCE-ID;VALUE=DATE:20261116',
          'DTSTART;VALUE=DATE:20261117',
          'DTEND;VALUE=DATE:20261120',
        ),
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'weekly#20261102', start: '2026-11-02', end: '2026-11-04' },
      { uid: 'weekly#20261116', start: '2026-11-17', end: '2026-11-20' },
      { uid: 'weekly#20261123', start: '2026-11-23', end: '2026-11-25' },
    ]);
  });

  it('leaves out cancelled and free events, past ones and those beyond the horizon', () => {
    const events = parseFeed(
      feed(
        vevent('cancelled', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261103', 'STATUS:CANCELLED'),
        vevent('free', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261103', 'TRANSP:TRANSPARENT'),
        vevent('past', 'DTSTART;VALUE=DATE:20260901', 'DTEND;VALUE=DATE:20261001'),
        vevent('ongoing', 'DTSTART;VALUE=DATE:20260928', 'DTEND;VALUE=DATE:20261003'),
        vevent('far', 'DTSTART;VALUE=DATE:20271005', 'DTEND;VALUE=DATE:20271007'),
      ),
      TODAY,
    );
    // An event under way holds its nights from yesterday on: those before are past.
    expect(events).toEqual([{ uid: 'ongoing', start: '2026-09-30', end: '2026-10-03' }]);
  });

  it('keeps both copies of a UID written twice, and keys an event without one by its start', () => {
    const noUid = ['BEGIN:VEVENT', 'DTSTART;VALUE=DATE:20261201', 'DTEND;VALUE=DATE:20261203', 'END:VEVENT'].join(
      '\r\n',
    );
    const events = parseFeed(
      feed(
        vevent('twice', 'DTSTART;VALUE=DATE:20261101', 'DTEND;VALUE=DATE:20261103'),
        vevent('twice', 'DTSTART;VALUE=DATE:20261110', 'DTEND;VALUE=DATE:20261112'),
        noUid,
      ),
      TODAY,
    );
    expect(events).toEqual([
      { uid: 'twice', start: '2026-11-01', end: '2026-11-03' },
      { uid: 'twice#2026-11-10', start: '2026-11-10', end: '2026-11-12' },
      { uid: 'no-uid:20261201', start: '2026-12-01', end: '2026-12-03' },
    ]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Sign in</body></html>'],
    ['JSON', '{"events": []}'],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n'],
    ['nothing', ''],
  ])('refuses %s as not iCalendar', (_what, text) => {
    expect(() => parseFeed(text, TODAY)).toThrow(FeedFormatError);
  });
});

/** What parseFeed refused, as its reason and message. */
function refusal(text: string): { reason: string; message: string } {
  try {
    parseFeed(text, TODAY);
  } catch (error) {
    expect(error).toBeInstanceOf(FeedFormatError);
    return { reason: (error as FeedFormatError).reason, message: (error as FeedFormatError).message };
  }
  throw new Error('the feed was read');
}

describe('reading a hostile feed (docs/rules.md#calendar-sync)', () => {
  const yesterday = addDays(TODAY, -1);
  const horizon = addDays(TODAY, AVAILABILITY_HORIZON_DAYS + 1);

  it('refuses more repeating events than MAX_FEED_REPEATING_EVENTS before expanding any', () => {
    expect(refusal(dailySince1900(200))).toEqual({
      reason: 'too-many-repeating',
      message: `has more than ${MAX_FEED_REPEATING_EVENTS} repeating events`,
    });
  });

  it('expands a rule repeating since 1900 inside the window only, yesterday to the horizon', () => {
    const events = parseFeed(dailySince1900(2), TODAY);
    // One-night events: those that ended this morning are over; today's to the horizon's eve are held.
    expect(events).toHaveLength(2 * (AVAILABILITY_HORIZON_DAYS + 1));
    expect(events[0]).toEqual({ uid: `daily-0#${TODAY.replaceAll('-', '')}`, start: TODAY, end: addDays(TODAY, 1) });
    expect(events.at(-1)!.end).toBe(horizon);
  });

  it('keeps the phase of a rule walked forward: every third day, weekly on Tuesdays, monthly on the 31st', () => {
    const events = parseFeed(
      feed(
        vevent('third', 'DTSTART;VALUE=DATE:19000101', 'RRULE:FREQ=DAILY;INTERVAL=3'),
        vevent(
          'tuesdays',
          'DTSTART;TZID=Europe/Madrid:19000102T160000',
          'DURATION:PT20H',
          'RRULE:FREQ=WEEKLY;BYDAY=TU',
        ),
        vevent('thirty-first', 'DTSTART;VALUE=DATE:19000131', 'RRULE:FREQ=MONTHLY'),
      ),
      TODAY,
    );
    const starts = (prefix: string) => events.filter((e) => e.uid.startsWith(`${prefix}#`)).map((e) => e.start);
    // 1900-01-01 + 3n days: 2026-09-30 is one of them (46,293 days later), over this morning.
    expect(starts('third').slice(0, 3)).toEqual(['2026-10-03', '2026-10-06', '2026-10-09']);
    expect(starts('tuesdays').slice(0, 2)).toEqual(['2026-10-06', '2026-10-13']);
    expect(starts('thirty-first')).toEqual([
      '2026-10-31',
      '2026-12-31',
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
    ]);
  });

  it('keeps an occurrence of an old rule that the feed moved into the window (RECURRENCE-ID)', () => {
    const events = parseFeed(
      feed(
        vevent('yearly', 'DTSTART;VALUE=DATE:19000105', 'RRULE:FREQ=YEARLY;UNTIL=19500101'),
        vevent(
          'yearly',
          'RECURRENCE-ID;VALUE=DATE:19200105',
          'DTSTART;VALUE=DATE:20261110',
          'DTEND;VALUE=DATE:20261112',
        ),
      ),
      TODAY,
    );
    expect(events).toEqual([{ uid: 'yearly#19200105', start: '2026-11-10', end: '2026-11-12' }]);
  });

  it('reads 30,000 past events as none', () => {
    expect(parseFeed(pastNights(30_000), TODAY)).toEqual([]);
  });

  it('holds an event from 1900 to 9999 from yesterday to the horizon, and no further', () => {
    const events = parseFeed(feed(vevent('ever', 'DTSTART;VALUE=DATE:19000101', 'DTEND;VALUE=DATE:99991231')), TODAY);
    expect(events).toEqual([{ uid: 'ever', start: yesterday, end: horizon }]);
  });

  it('refuses control characters (a NUL in a line or a UID) without quoting the feed', () => {
    for (const text of [
      feed(vevent('nul-in-summary', 'DTSTART;VALUE=DATE:20261101', 'SUMMARY:a\u0000b')),
      feed(vevent('nul\u0000uid', 'DTSTART;VALUE=DATE:20261101')),
    ]) {
      const { reason, message } = refusal(text);
      expect(reason).toBe('not-icalendar');
      expect(message).not.toContain('nul');
    }
  });

  it('keys a UID of a megabyte by its hash; reads a date 00000000 without failing', () => {
    const huge = 'x'.repeat(1_048_576);
    const [event] = parseFeed(feed(vevent(huge, 'DTSTART;VALUE=DATE:20261101')), TODAY);
    expect(event!.uid).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(parseFeed(feed(vevent('zero', 'DTSTART;VALUE=DATE:00000000')), TODAY)).toEqual([]);
    expect(
      parseFeed(feed(vevent('zero-on', 'DTSTART;VALUE=DATE:00000000', 'DTEND;VALUE=DATE:20261105')), TODAY),
    ).toEqual([{ uid: 'zero-on', start: yesterday, end: '2026-11-05' }]);
  });
});

describe('writing a feed', () => {
  const holds = [
    { uid: 'a@costaguia', start: '2026-11-01', end: '2026-11-05', summary: 'Reserved', stamp: new Date() },
    { uid: 'b@costaguia', start: '2026-12-24', end: '2026-12-26', summary: 'Not available', stamp: new Date() },
  ];

  it('writes valid iCalendar that a parser reads back: all-day events, DTEND excluded, CRLF lines', () => {
    const text = exportCalendar('Casa Marina, Dénia', holds);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.uid, e.startDate.isDate, e.startDate.toString(), e.endDate.toString()])).toEqual([
      ['a@costaguia', true, '2026-11-01', '2026-11-05'],
      ['b@costaguia', true, '2026-12-24', '2026-12-26'],
    ]);
    for (const event of events) expect(event.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    expect(parseFeed(text, TODAY)).toEqual(holds.map(({ uid, start, end }) => ({ uid, start, end })));
  });
});

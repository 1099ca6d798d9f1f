import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@town/shared/availability';
import type { Feed, FeedSyncResult } from '@town/shared/calendars';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS } from '../accounts/accounts.test-support.ts';
import { book, cancel, createRental, inDays } from '../bookings/bookings.test-support.ts';
import { accountWith, call } from '../listings/listings.test-support.ts';
import { Writable } from 'node:stream';
import pino from 'pino';
import { FEED_RETRY_MAX_MINUTES } from '@town/shared/calendars';
import { FEED_MAX_BYTES } from './calendars.fetcher.ts';
import {
  allDay,
  dailySince1900,
  icsOf,
  pastNights,
  startFeedServer,
  type FeedServer,
} from './calendars.test-support.ts';

/*
 * Calendar sync through the API (docs/rules.md#calendar-sync): the export, and feeds imported
 * from a stand-in provider on 127.0.0.1 (allowed here by ICAL_ALLOW_PRIVATE_HOSTS).
 */

let t: TestApp;
let feeds: FeedServer;
beforeAll(async () => {
  t = await createTestApp({
    ical: { allowPrivateHosts: true, syncMinutes: 15 },
    authRateLimits: UNREACHED_RATE_LIMITS,
  });
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds?.close();
  await t?.close();
});

let rentals = 0;
/** A host (an owner) and a holiday rental of theirs, open from tomorrow for 200 nights. */
async function hostWithRental() {
  const host = await accountWith(t.app, 'owner', { name: 'Nerea Etxeberria', lang: 'eu' });
  const rental = await createRental(t.app, []);
  await t.app.db.execute(sql`update assets set owner_id = ${host.user.id} where id = ${rental.id}`);
  await setCalendar(host.token, rental.id, []);
  rentals += 1;
  return { host, rental, path: `/feed-${rentals}.ics` };
}

async function setCalendar(token: string, rentalId: string, blocks: { start: string; end: string; note?: string }[]) {
  const res = await call(t.app, 'PUT', `/owner/assets/${rentalId}/availability`, token, {
    seasons: [{ start: inDays(1), end: inDays(200), price: 100 }],
    blocks,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function addFeed(token: string, rentalId: string, url: string, name = 'Airbnb'): Promise<Feed> {
  const res = await call(t.app, 'POST', `/owner/assets/${rentalId}/ical_feeds`, token, { url, name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Feed>();
}

async function syncFeed(token: string, rentalId: string, feedId: string): Promise<FeedSyncResult> {
  const res = await call(t.app, 'POST', `/owner/assets/${rentalId}/ical_feeds/${feedId}/sync`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FeedSyncResult>();
}

async function feedList(token: string, rentalId: string): Promise<Feed[]> {
  const res = await call(t.app, 'GET', `/owner/assets/${rentalId}/ical_feeds`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ items: Feed[] }>().items;
}

/** The nights imported calendars hold, as the host's calendar shows them. */
async function feedHolds(token: string, rentalId: string): Promise<[string, string][]> {
  const res = await call(t.app, 'GET', `/owner/assets/${rentalId}/availability`, token);
  expect(res.statusCode, res.body).toBe(200);
  const holds = res.json<{ holds: { kind: string; start: string; end: string }[] }>().holds;
  return holds.filter((h) => h.kind === 'feed').map((h) => [h.start, h.end]);
}

const stay = (assetId: string, checkIn: string, checkOut: string, notes?: string) => ({
  asset_id: assetId,
  checkIn,
  checkOut,
  adults: 2,
  children: 0,
  ...(notes ? { notes } : {}),
});

async function exportPath(token: string, rentalId: string, method: 'GET' | 'POST' = 'GET'): Promise<string> {
  const res = await call(t.app, method, `/owner/assets/${rentalId}/ical_export`, token);
  expect(res.statusCode, res.body).toBe(200);
  const url = new URL(res.json<{ url: string }>().url);
  expect(url.pathname).toMatch(/^\/ical\/[A-Za-z0-9_-]{40,}\.ics$/);
  return url.pathname;
}

/** The last Sunday of a month: when Europe's clocks change (March forward, October back). */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0));
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

/**
 * The next change of clocks whose weekend lies within the horizon: October's (back an hour),
 * or in the few days a year when the next October is out of reach, March's.
 */
function nextClockChange(): { sunday: string; october: boolean } {
  const year = Number(inDays(0).slice(0, 4));
  const fits = (sunday: string) => addDays(sunday, -1) >= inDays(2) && sunday <= inDays(AVAILABILITY_HORIZON_DAYS - 2);
  const october = [lastSunday(year, 10), lastSunday(year + 1, 10)].find(fits);
  if (october) return { sunday: october, october: true };
  return { sunday: [lastSunday(year, 3), lastSunday(year + 1, 3)].find(fits)!, october: false };
}

const compact = (day: string) => day.replaceAll('-', '');

describe('a rental’s calendar export', () => {
  it('lists every hold as an all-day event with a stable UID and no guest data; a new address ends the old one', async () => {
    const { host, rental, path } = await hostWithRental();
    const guest = await signup(t.app, { name: 'Anaïs Guestworthy', lang: 'fr' });
    const booked = await book(t.app, guest.token, stay(rental.id, inDays(10), inDays(13), 'Nous arriverons vers 22 h'));
    expect(booked.statusCode, booked.body).toBe(201);
    await setCalendar(host.token, rental.id, [{ start: inDays(20), end: inDays(22), note: 'Pintores en casa' }]);
    feeds.set(path, { ics: icsOf(allDay('airbnb-77', inDays(30), inDays(33))) });
    await addFeed(host.token, rental.id, feeds.url(path));

    const address = await exportPath(host.token, rental.id);
    const res = await t.app.inject({ method: 'GET', url: address });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const secret of ['Anaïs', 'Guestworthy', guest.email, '22 h', 'Pintores']) expect(text).not.toContain(secret);

    const calendar = new ICAL.Component(ICAL.parse(text));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => [e.startDate.isDate, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [true, inDays(10), inDays(13)],
      [true, inDays(20), inDays(22)],
      [true, inDays(30), inDays(33)],
    ]);
    // In the host's language (Basque): a booking, then the nights the host and the feed close.
    expect(events.map((e) => e.summary)).toEqual(['Erreserbatuta', 'Ez dago erabilgarri', 'Ez dago erabilgarri']);
    const uids = events.map((e) => e.uid);
    expect(new Set(uids).size).toBe(3);
    const again = new ICAL.Component(ICAL.parse((await t.app.inject({ method: 'GET', url: address })).body));
    expect(again.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).uid)).toEqual(uids);

    const renewed = await exportPath(host.token, rental.id, 'POST');
    expect(renewed).not.toBe(address);
    expect((await t.app.inject({ method: 'GET', url: address })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: renewed })).statusCode).toBe(200);
    expect(await exportPath(host.token, rental.id)).toBe(renewed);
  });

  it('round-trips through an import: another rental importing it holds the same nights', async () => {
    const a = await hostWithRental();
    const guest = await signup(t.app);
    expect((await book(t.app, guest.token, stay(a.rental.id, inDays(5), inDays(9)))).statusCode).toBe(201);
    await setCalendar(a.host.token, a.rental.id, [{ start: inDays(15), end: inDays(16) }]);
    const exported = await t.app.inject({ method: 'GET', url: await exportPath(a.host.token, a.rental.id) });

    const b = await hostWithRental();
    feeds.set(b.path, { ics: exported.body });
    const feed = await addFeed(b.host.token, b.rental.id, feeds.url(b.path), 'Costa Guía');
    expect(feed).toMatchObject({ lastError: null, events: 2, conflicts: [] });
    expect(await feedHolds(b.host.token, b.rental.id)).toEqual([
      [inDays(5), inDays(9)],
      [inDays(15), inDays(16)],
    ]);
  });

  it('answers 404 for an address that is no rental’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ical/not-a-real-token-at-all.ics' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('an imported calendar', () => {
  it('adds, moves and removes holds as the feed changes between syncs, all-day and timed across a change of clocks', async () => {
    const { host, rental, path } = await hostWithRental();
    const { sunday } = nextClockChange();
    const [saturday, monday] = [addDays(sunday, -1), addDays(sunday, 1)];
    // 16:00 Saturday to 10:00 Monday in Madrid: Saturday's and Sunday's nights, whatever the clocks do.
    const madrid = {
      uid: 'vrbo-madrid',
      lines: [
        `DTSTART;TZID=Europe/Madrid:${compact(saturday)}T160000`,
        `DTEND;TZID=Europe/Madrid:${compact(monday)}T100000`,
      ],
    };
    const utc = {
      uid: 'booking-com-utc',
      lines: [`DTSTART:${compact(saturday)}T223000Z`, `DTEND:${compact(monday)}T223000Z`],
    };
    feeds.set(path, {
      ics: icsOf(allDay('stay-1', inDays(5), inDays(8)), allDay('stay-2', inDays(40), inDays(42)), madrid),
    });

    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    expect(feed).toMatchObject({ name: 'Airbnb', url: feeds.url(path), lastError: null, events: 3, conflicts: [] });
    expect(feed.log).toEqual([{ at: feed.lastSyncAt, added: 3, changed: 0, removed: 0 }]);
    expect(feed.lastSuccessAt).toBe(feed.lastSyncAt);
    expect(await feedHolds(host.token, rental.id)).toEqual(
      [
        [inDays(5), inDays(8)],
        [saturday, monday],
        [inDays(40), inDays(42)],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );

    // stay-1 moves a night later, stay-2 is cancelled (gone), the UTC event is new.
    feeds.set(path, { ics: icsOf(allDay('stay-1', inDays(6), inDays(9)), madrid, utc) });
    expect(await syncFeed(host.token, rental.id, feed.id)).toEqual({ added: 1, changed: 1, removed: 1 });
    const holds = await feedHolds(host.token, rental.id);
    expect(holds).toContainEqual([inDays(6), inDays(9)]);
    expect(holds).not.toContainEqual([inDays(40), inDays(42)]);
    expect(holds).not.toContainEqual([inDays(5), inDays(8)]);

    // The Madrid and UTC events share Sunday's night: one feed's overlap, not a conflict.
    const [after] = await feedList(host.token, rental.id);
    expect(after).toMatchObject({ events: 3, conflicts: [], lastError: null });
    expect(after!.log.map(({ added, changed, removed }) => [added, changed, removed])).toEqual([
      [1, 1, 1],
      [3, 0, 0],
    ]);

    // Marked cancelled in the feed: the event's nights are free again.
    feeds.set(path, {
      ics: icsOf(allDay('stay-1', inDays(6), inDays(9)), { ...madrid, lines: [...madrid.lines, 'STATUS:CANCELLED'] }),
    });
    expect(await syncFeed(host.token, rental.id, feed.id)).toEqual({ added: 0, changed: 0, removed: 2 });
    expect(await feedHolds(host.token, rental.id)).toEqual([[inDays(6), inDays(9)]]);
  });

  it('reads a UTC event in the town’s nights on each side of a change of clocks', async () => {
    const { host, rental, path } = await hostWithRental();
    const { sunday, october } = nextClockChange();
    const [saturday, monday, tuesday] = [addDays(sunday, -1), addDays(sunday, 1), addDays(sunday, 2)];
    // 22:30 UTC on both days: in October 00:30 Sunday (summer time) to 23:30 Monday (winter time);
    // in March 23:30 Saturday (winter time) to 00:30 Tuesday (summer time).
    feeds.set(path, {
      ics: icsOf({
        uid: 'utc-only',
        lines: [`DTSTART:${compact(saturday)}T223000Z`, `DTEND:${compact(monday)}T223000Z`],
      }),
    });
    await addFeed(host.token, rental.id, feeds.url(path));
    expect(await feedHolds(host.token, rental.id)).toEqual([october ? [sunday, monday] : [saturday, tuesday]]);
  });

  it('keeps its last good holds when a fetch fails: 404, not iCalendar, over 5 MB, a timeout', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf(allDay('kept', inDays(3), inDays(6))) });
    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    const failures: [Parameters<FeedServer['set']>[1], string][] = [
      [{ status: 404, body: 'Not found' }, 'status'],
      [
        { status: 200, body: '<!doctype html><title>Sign in</title>', headers: { 'content-type': 'text/html' } },
        'not-icalendar',
      ],
      [
        { status: 200, headers: { 'content-length': String(FEED_MAX_BYTES + 1) }, body: 'BEGIN:VCALENDAR' },
        'too-large',
      ],
      [{ hang: true }, 'timeout'],
    ];
    for (const [answer, reason] of failures) {
      feeds.set(path, answer);
      const result = await syncFeed(host.token, rental.id, feed.id);
      expect(result).toMatchObject({ added: 0, changed: 0, removed: 0, error: { reason } });
      expect(await feedHolds(host.token, rental.id)).toEqual([[inDays(3), inDays(6)]]);
      const [now] = await feedList(host.token, rental.id);
      expect(now!.lastError).toMatchObject({ reason });
      expect(now!.lastSuccessAt).toBe(feed.lastSuccessAt);
      expect(now!.log[0]).toMatchObject({ error: { reason } });
    }
    // It recovers with the next good fetch.
    feeds.set(path, { ics: icsOf(allDay('kept', inDays(3), inDays(6))) });
    expect(await syncFeed(host.token, rental.id, feed.id)).toEqual({ added: 0, changed: 0, removed: 0 });
    expect((await feedList(host.token, rental.id))[0]!.lastError).toBeNull();
  }, 40_000);

  it('shows an event over a booking as a conflict and leaves the booking be; it takes the nights once they are free', async () => {
    const { host, rental, path } = await hostWithRental();
    const guest = await signup(t.app);
    const booked = await book(t.app, guest.token, stay(rental.id, inDays(10), inDays(13)));
    expect(booked.statusCode, booked.body).toBe(201);
    feeds.set(path, { ics: icsOf(allDay('double', inDays(11), inDays(14)), allDay('fine', inDays(20), inDays(21))) });

    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    expect(feed.conflicts).toEqual([{ uid: 'double', start: inDays(11), end: inDays(14), with: ['booking'] }]);
    expect(feed.events).toBe(2);
    expect(await feedHolds(host.token, rental.id)).toEqual([[inDays(20), inDays(21)]]);
    const booking = await call(t.app, 'GET', `/booking/${booked.json<{ id: string }>().id}`, guest.token);
    expect(booking.json()).toMatchObject({ status: 'confirmed', checkIn: inDays(10), checkOut: inDays(13) });

    expect((await cancel(t.app, guest.token, booked.json<{ id: string }>().id)).statusCode).toBe(200);
    expect(await syncFeed(host.token, rental.id, feed.id)).toEqual({ added: 0, changed: 0, removed: 0 });
    expect((await feedList(host.token, rental.id))[0]!.conflicts).toEqual([]);
    expect(await feedHolds(host.token, rental.id)).toEqual([
      [inDays(11), inDays(14)],
      [inDays(20), inDays(21)],
    ]);
  });

  it('syncs two feeds of one rental at once, the same stays in both: each night held once, the rest conflicts', async () => {
    const { host, rental, path } = await hostWithRental();
    const other = `${path}?mirror`;
    // Each provider lists its own stays and the other's, as hosts link them: every stay twice.
    const stays = [allDay('a1', inDays(10), inDays(12)), allDay('a2', inDays(20), inDays(22))];
    const mirrored = [allDay('b1', inDays(10), inDays(12)), allDay('b2', inDays(20), inDays(22))];
    feeds.set(path, { ics: icsOf(...stays) });
    feeds.set(other, { ics: icsOf(...mirrored) });
    const first = await addFeed(host.token, rental.id, feeds.url(path), 'Airbnb');
    const second = await addFeed(host.token, rental.id, feeds.url(other), 'Booking.com');
    expect(second.conflicts.map((c) => [c.uid, c.with])).toEqual([
      ['b1', ['feed']],
      ['b2', ['feed']],
    ]);

    const more = [allDay('a3', inDays(30), inDays(33)), allDay('a4', inDays(40), inDays(41))];
    const moreMirrored = [allDay('b3', inDays(31), inDays(34)), allDay('b4', inDays(40), inDays(42))];
    feeds.set(path, { ics: icsOf(...stays, ...more) });
    feeds.set(other, { ics: icsOf(...mirrored, ...moreMirrored) });
    const results = await Promise.all([
      syncFeed(host.token, rental.id, first.id),
      syncFeed(host.token, rental.id, second.id),
    ]);
    expect(results).toEqual([
      { added: 2, changed: 0, removed: 0 },
      { added: 2, changed: 0, removed: 0 },
    ]);
    const holds = await feedHolds(host.token, rental.id);
    const conflicts = (await feedList(host.token, rental.id)).flatMap((feed) => feed.conflicts);
    expect(holds).toHaveLength(4);
    expect(conflicts).toHaveLength(4);
    for (const [uid, twin] of [
      ['a3', 'b3'],
      ['a4', 'b4'],
    ]) {
      expect(conflicts.filter((c) => c.uid === uid || c.uid === twin)).toHaveLength(1);
    }
  });

  it('refuses a booking over an imported night (409); its check-out day stays bookable', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf(allDay('taken', inDays(50), inDays(53))) });
    await addFeed(host.token, rental.id, feeds.url(path));
    const guest = await signup(t.app);
    const refused = await book(t.app, guest.token, stay(rental.id, inDays(52), inDays(55)));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'DATES_UNAVAILABLE' } });
    expect((await book(t.app, guest.token, stay(rental.id, inDays(53), inDays(55)))).statusCode).toBe(201);
  });

  it('frees the nights of a feed that is removed', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf(allDay('gone-soon', inDays(60), inDays(62))) });
    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    const removed = await call(t.app, 'DELETE', `/owner/assets/${rental.id}/ical_feeds/${feed.id}`, host.token);
    expect(removed.statusCode).toBe(204);
    expect(await feedList(host.token, rental.id)).toEqual([]);
    expect(await feedHolds(host.token, rental.id)).toEqual([]);
    const guest = await signup(t.app);
    expect((await book(t.app, guest.token, stay(rental.id, inDays(60), inDays(62)))).statusCode).toBe(201);
  });

  it('refuses the same address twice and an eleventh feed', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf() });
    await addFeed(host.token, rental.id, feeds.url(path));
    const twice = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
      url: feeds.url(path),
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { code: 'ICAL_FEED_EXISTS' } });
    for (let n = 2; n <= 10; n++) await addFeed(host.token, rental.id, feeds.url(`${path}?n=${n}`), `Feed ${n}`);
    const eleventh = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
      url: feeds.url(`${path}?n=11`),
      name: 'One too many',
    });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ error: { code: 'ICAL_FEED_LIMIT' } });
    expect(await feedList(host.token, rental.id)).toHaveLength(10);
  });

  it('keeps the newest 20 lines of a feed’s log', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf() });
    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    for (let n = 0; n < 21; n++) await syncFeed(host.token, rental.id, feed.id);
    const [after] = await feedList(host.token, rental.id);
    expect(after!.log).toHaveLength(20);
    const times = after!.log.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reads a webcal:// address as https://', async () => {
    const { host, rental } = await hostWithRental();
    const res = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
      url: 'webcal://127.0.0.1:9/calendar.ics',
      name: 'Apple',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Feed>()).toMatchObject({
      url: 'https://127.0.0.1:9/calendar.ics',
      lastError: { reason: 'unreachable' },
    });
  });
});

describe('a hostile feed (docs/rules.md#calendar-sync)', () => {
  it('200 events repeating daily since 1900: refused as too-many-repeating, the server answering meanwhile', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: dailySince1900(200) });
    const adding = call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
      url: feeds.url(path),
      name: 'Hostile',
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const added = await adding;
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<Feed>()).toMatchObject({ events: 0, lastError: { reason: 'too-many-repeating' } });
    expect(await feedHolds(host.token, rental.id)).toEqual([]);
  });

  it('30,000 past events (some 2 MB) are read as none', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: pastNights(30_000) });
    expect(await addFeed(host.token, rental.id, feeds.url(path))).toMatchObject({ events: 0, lastError: null });
  });

  it('an event ending in 9999 holds nights up to the horizon and no further', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf(allDay('for-ever', inDays(10), '9999-12-31')) });
    expect(await addFeed(host.token, rental.id, feeds.url(path))).toMatchObject({ events: 1, lastError: null });
    expect(await feedHolds(host.token, rental.id)).toEqual([
      [inDays(10), addDays(inDays(0), AVAILABILITY_HORIZON_DAYS + 1)],
    ]);
  });

  it('never answers 5xx for its content (a NUL, a UID of a megabyte, a date 00000000): the feed is kept whole, with its error', async () => {
    const hostile = [
      ['nul-in-a-line', icsOf({ ...allDay('nul', inDays(5), inDays(6)), lines: ['SUMMARY:a\u0000b'] })],
      ['nul-in-a-uid', icsOf(allDay('uid\u0000nul', inDays(5), inDays(6)))],
      ['huge-uid', icsOf(allDay('u'.repeat(1_048_576), inDays(5), inDays(6)))],
      ['zero-date', icsOf({ uid: 'zero', lines: ['DTSTART;VALUE=DATE:00000000', 'DTEND;VALUE=DATE:99991231'] })],
    ] as const;
    for (const [name, ics] of hostile) {
      const { host, rental, path } = await hostWithRental();
      feeds.set(path, { ics });
      const body = { url: feeds.url(path), name };
      const added = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, body);
      expect([name, added.statusCode]).toEqual([name, 201]);
      const [feed] = await feedList(host.token, rental.id);
      expect(feed!.log).toHaveLength(1);
      const synced = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds/${feed!.id}/sync`, host.token);
      expect([name, synced.statusCode]).toEqual([name, 200]);
      // Kept whole: the same address again is the one feed it already is.
      const again = await call(t.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, body);
      expect([name, again.statusCode]).toEqual([name, 409]);
    }
  }, 60_000);

  it('backs off while it fails: 15 minutes, then twice as long each time up to a day; a success starts again', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { status: 500 });
    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    const wait = async () => {
      const { rows } = await t.app.db.execute<{ minutes: string }>(
        sql`select extract(epoch from next_sync_at - last_sync_at) / 60 as minutes from ical_feeds where id = ${feed.id}`,
      );
      return Number(rows[0]!.minutes);
    };
    const waits = [await wait()];
    for (let n = 0; n < 8; n++) {
      await syncFeed(host.token, rental.id, feed.id);
      waits.push(await wait());
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 480, 960, FEED_RETRY_MAX_MINUTES, FEED_RETRY_MAX_MINUTES]);
    feeds.set(path, { ics: icsOf() });
    await syncFeed(host.token, rental.id, feed.id);
    expect(await wait()).toBe(15);
    feeds.set(path, { status: 500 });
    await syncFeed(host.token, rental.id, feed.id);
    expect(await wait()).toBe(15);
  });

  it('never writes its content to the log', async () => {
    const logged = await createTestApp({
      ical: { allowPrivateHosts: true, syncMinutes: 15 },
      authRateLimits: UNREACHED_RATE_LIMITS,
      logLevel: 'debug',
    });
    try {
      let output = '';
      const capture = new Writable({
        write(chunk: Buffer, _encoding, done) {
          output += chunk.toString();
          done();
        },
      });
      // Every logger of the app is a child of this one and writes to its stream.
      (logged.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = capture;
      const host = await accountWith(logged.app, 'owner');
      const rental = await createRental(logged.app, []);
      await logged.app.db.execute(sql`update assets set owner_id = ${host.user.id} where id = ${rental.id}`);
      const secret = 'HOSTILE-CONTENT-7f3a';
      const hostile = [
        icsOf(allDay(`${secret}\u0000uid`, inDays(5), inDays(6))),
        icsOf(allDay(`${secret}${'u'.repeat(1_048_576)}`, inDays(5), inDays(6))),
        `<html>${secret}</html>`,
        icsOf({ uid: secret, lines: ['DTSTART;VALUE=DATE:00000000', `RRULE:FREQ=DAILY;${secret}`] }),
      ];
      for (const [n, ics] of hostile.entries()) {
        feeds.set(`/logged-${n}.ics`, { ics });
        const res = await call(logged.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
          url: feeds.url(`/logged-${n}.ics`),
          name: `Logged ${n}`,
        });
        expect(res.statusCode, res.body).toBe(201);
        await call(logged.app, 'POST', `/owner/assets/${rental.id}/ical_feeds/${res.json<Feed>().id}/sync`, host.token);
      }
      expect(output).toContain('calendar feed could not be synced');
      expect(output).not.toContain(secret);
    } finally {
      await logged.close();
    }
  }, 60_000);
});

describe('feed addresses the server never fetches', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('refuses loopback, private, link-local and unique-local hosts without ICAL_ALLOW_PRIVATE_HOSTS, keeping nothing', async () => {
    expect(strict.config.ical.allowPrivateHosts).toBe(false);
    const host = await accountWith(strict.app, 'owner');
    const rental = await createRental(strict.app, []);
    await strict.app.db.execute(sql`update assets set owner_id = ${host.user.id} where id = ${rental.id}`);
    feeds.set('/private.ics', { ics: icsOf(allDay('never', inDays(5), inDays(6))) });
    const port = new URL(feeds.url('/')).port;
    for (const address of [
      feeds.url('/private.ics'),
      `http://localhost:${port}/private.ics`,
      'http://10.0.0.7/feed.ics',
      'http://172.20.1.1/feed.ics',
      'http://192.168.1.20/feed.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/feed.ics',
      'http://[fd00::1]/feed.ics',
      'http://[::ffff:127.0.0.1]/feed.ics',
      'https://0.0.0.0/feed.ics',
    ]) {
      const res = await call(strict.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
        url: address,
        name: 'Sneaky',
      });
      expect([address, res.statusCode]).toEqual([address, 400]);
      expect(res.json()).toMatchObject({
        error: { code: 'VALIDATION_ERROR', details: [{ field: 'body.url', message: 'private-host' }] },
      });
    }
    for (const address of ['ftp://example.com/feed.ics', 'file:///etc/passwd', 'javascript:alert(1)', 'feed.ics']) {
      const res = await call(strict.app, 'POST', `/owner/assets/${rental.id}/ical_feeds`, host.token, {
        url: address,
        name: 'Not http',
      });
      expect([address, res.statusCode]).toEqual([address, 400]);
    }
    expect(feeds.hits('/private.ics')).toBe(0);
    const list = await call(strict.app, 'GET', `/owner/assets/${rental.id}/ical_feeds`, host.token);
    expect(list.json()).toEqual({ items: [] });
  });
});

describe('who may use a rental’s calendar routes', () => {
  it('answers 401 to the anonymous and to a locked account, 403 to a plain user, 404 to another owner; an admin may', async () => {
    const { host, rental, path } = await hostWithRental();
    feeds.set(path, { ics: icsOf() });
    const feed = await addFeed(host.token, rental.id, feeds.url(path));
    const routes: ['GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['GET', `/owner/assets/${rental.id}/ical_feeds`],
      ['POST', `/owner/assets/${rental.id}/ical_feeds`, { url: feeds.url(`${path}?other`), name: 'Other' }],
      ['POST', `/owner/assets/${rental.id}/ical_feeds/${feed.id}/sync`],
      ['GET', `/owner/assets/${rental.id}/ical_export`],
      ['POST', `/owner/assets/${rental.id}/ical_export`],
      ['DELETE', `/owner/assets/${rental.id}/ical_feeds/${feed.id}`],
    ];
    const plain = await signup(t.app);
    const otherOwner = await accountWith(t.app, 'owner');
    const locked = await accountWith(t.app, 'owner');
    await t.app.db.execute(sql`update assets set owner_id = ${locked.user.id} where id = ${rental.id}`);
    await t.app.db.execute(sql`update users set locked_at = now() where id = ${locked.user.id}`);
    for (const [method, url, body] of routes) {
      const expectStatus = async (token: string | undefined, status: number) => {
        const res = await call(t.app, method, url, token, body);
        expect([method, url, res.statusCode]).toEqual([method, url, status]);
      };
      await expectStatus(undefined, 401);
      await expectStatus(locked.token, 401);
      await expectStatus(plain.token, 403);
      await expectStatus(otherOwner.token, 404);
      await expectStatus(host.token, 404);
    }
    // The rental is the (locked) other account's now: the first host's feed is still there for an admin.
    const admin = await accountWith(t.app, 'admin');
    expect(await feedList(admin.token, rental.id)).toHaveLength(1);
    const removed = await call(t.app, 'DELETE', `/owner/assets/${rental.id}/ical_feeds/${feed.id}`, admin.token);
    expect(removed.statusCode).toBe(204);
  });

  it('answers 404 for a listing that is not a holiday rental, and a feed of another rental', async () => {
    const a = await hostWithRental();
    const b = await hostWithRental();
    feeds.set(a.path, { ics: icsOf() });
    const feed = await addFeed(a.host.token, a.rental.id, feeds.url(a.path));
    await t.app.db.execute(sql`update assets set owner_id = ${a.host.user.id} where id = ${b.rental.id}`);
    const crossed = await call(t.app, 'POST', `/owner/assets/${b.rental.id}/ical_feeds/${feed.id}/sync`, a.host.token);
    expect(crossed.statusCode).toBe(404);
    await t.app.db.execute(sql`update assets set rent = false where id = ${b.rental.id}`);
    expect((await call(t.app, 'GET', `/owner/assets/${b.rental.id}/ical_feeds`, a.host.token)).statusCode).toBe(404);
  });
});

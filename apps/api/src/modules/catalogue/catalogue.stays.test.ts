import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@town/shared';
import { addDays } from '@town/shared/availability';
import { bookingSchema } from '@town/shared/bookings';
import { assetListSchema, type AssetListQueryInput } from '@town/shared/catalogue';
import type { RentalCalendarInput } from '@town/shared/rentals';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { book, createRental, inDays, nextWeekday, putCalendar } from '../bookings/bookings.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';

/* Dated rental lists and "from" prices (docs/api.md#search, docs/decisions/016-dated-search.md). */

let t: TestApp;
let host: SignedIn;
let guest: SignedIn;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  [host, guest] = await Promise.all([accountWith(t.app, 'owner'), signup(t.app)]);
});
afterAll(async () => {
  await t?.close();
});

/** A rental of the host's with this calendar (seasons' ends are exclusive, as the owner sends them). */
async function rental(calendar: RentalCalendarInput, capacity = { adults: 4, children: 2 }) {
  const made = await createRental(t.app, [], capacity, host.user.id);
  const res = await putCalendar(t.app, host.token, made.id, calendar);
  expect(res.statusCode, res.body).toBe(200);
  return made;
}

function list(query: Partial<Record<string, string | number>>) {
  const search = new URLSearchParams(
    Object.entries({ type: 'property', rent: 'true', limit: 50, ...query }).map(([k, v]): [string, string] => [
      k,
      String(v),
    ]),
  );
  return t.app.inject({ url: `/api/v1/asset?${search}`, headers: apiHeaders() });
}

async function listed(query: Partial<Record<keyof AssetListQueryInput, string | number>>) {
  const res = await list(query);
  expect(res.statusCode, res.body).toBe(200);
  return assetListSchema.parse(res.json()).items;
}

const stayOf = async (id: string, query: Parameters<typeof listed>[0]) =>
  (await listed(query)).find((item) => item.id === id)?.stay;

describe('a dated rental list', () => {
  it('lists a rental free for the stay at the total its booking charges, and leaves it out once booked', async () => {
    const home = await rental({
      cleaningFee: 30,
      extraGuestFee: 10,
      extraGuestsFrom: 2,
      seasons: [{ start: inDays(1), end: inDays(60), price: 90, weekendPrice: 120 }],
    });
    const checkIn = inDays(10);
    const checkOut = inDays(14);
    const query = { checkIn, checkOut, adults: 3, children: 1 };
    const stay = await stayOf(home.id, query);
    expect(stay).toBeDefined();
    const res = await book(t.app, guest.token, { asset_id: home.id, checkIn, checkOut, adults: 3, children: 1 });
    expect(res.statusCode, res.body).toBe(201);
    const booking = bookingSchema.parse(res.json());
    expect(stay).toEqual({ nights: 4, total: booking.totalPrice });
    expect(await stayOf(home.id, query)).toBeUndefined();
    // A stay touching the booking's check-out day is still free.
    expect(await stayOf(home.id, { checkIn: checkOut, checkOut: addDays(checkOut, 2) })).toEqual({
      nights: 2,
      total: expect.any(Number),
    });
    expect((await list(query)).headers['cache-control']).toBe('no-store');
  });

  it('leaves out stays under the minimum nights, over the maximum, or arriving on a day the season refuses', async () => {
    const saturday = nextWeekday(inDays(7), 6);
    const home = await rental({
      seasons: [{ start: saturday, end: addDays(saturday, 28), price: 150, minDays: 7, maxDays: 14, startDays: [6] }],
    });
    expect(await stayOf(home.id, { checkIn: saturday, checkOut: addDays(saturday, 7) })).toEqual({
      nights: 7,
      total: 1050,
    });
    expect(await stayOf(home.id, { checkIn: saturday, checkOut: addDays(saturday, 6) })).toBeUndefined();
    expect(await stayOf(home.id, { checkIn: saturday, checkOut: addDays(saturday, 15) })).toBeUndefined();
    expect(await stayOf(home.id, { checkIn: addDays(saturday, 1), checkOut: addDays(saturday, 8) })).toBeUndefined();
    // Nights past the last season.
    expect(await stayOf(home.id, { checkIn: addDays(saturday, 21), checkOut: addDays(saturday, 35) })).toBeUndefined();
  });

  it('leaves out a rental for more guests than it takes', async () => {
    const small = await rental(
      { seasons: [{ start: inDays(1), end: inDays(30), price: 70 }] },
      { adults: 2, children: 0 },
    );
    const dates = { checkIn: inDays(5), checkOut: inDays(7) };
    expect(await stayOf(small.id, { ...dates, adults: 2 })).toBeDefined();
    expect(await stayOf(small.id, { ...dates, adults: 3 })).toBeUndefined();
    expect(await stayOf(small.id, { ...dates, adults: 2, children: 1 })).toBeUndefined();
  });

  it("keeps one capacity rule with the undated list and the booking: children may sleep in adults' beds", async () => {
    const home = await rental(
      { seasons: [{ start: inDays(1), end: inDays(30), price: 70 }] },
      { adults: 4, children: 0 },
    );
    const family = { adults: 2, children: 2 };
    const dates = { checkIn: inDays(5), checkOut: inDays(7) };
    // The undated list, the dated list and the booking agree: two adults' beds are free for the children.
    expect((await listed(family)).some((item) => item.id === home.id)).toBe(true);
    expect(await stayOf(home.id, { ...dates, ...family })).toBeDefined();
    const res = await book(t.app, guest.token, { asset_id: home.id, ...dates, ...family });
    expect(res.statusCode, res.body).toBe(201);
    // But an adult never takes a child's bed, and five guests never fit four places.
    const later = { checkIn: inDays(10), checkOut: inDays(12) };
    for (const guests of [
      { adults: 5, children: 0 },
      { adults: 3, children: 2 },
    ]) {
      expect((await listed(guests)).some((item) => item.id === home.id)).toBe(false);
      expect(await stayOf(home.id, { ...later, ...guests })).toBeUndefined();
      expect((await book(t.app, guest.token, { asset_id: home.id, ...later, ...guests })).statusCode).toBe(400);
    }
  });

  it("lets a stay begin today as the rental's advance notice allows, in the list and the booking alike", async () => {
    // Check-in at 23:59 with no cut-off: today stays open whatever the time of the run.
    const sameDay = await rental({
      checkInHour: '23:59',
      sameDayCutoffHours: 0,
      seasons: [{ start: inDays(0), end: inDays(30), price: 80 }],
    });
    // Check-in at 11:00, twelve hours' cut-off: today is always too late.
    const cutOff = await rental({
      checkInHour: '11:00',
      sameDayCutoffHours: 12,
      seasons: [{ start: inDays(0), end: inDays(30), price: 80 }],
    });
    const twoDays = await rental({ advanceNoticeDays: 2, seasons: [{ start: inDays(0), end: inDays(30), price: 80 }] });
    const from = (days: number) => ({ checkIn: inDays(days), checkOut: inDays(days + 2) });
    const bookStay = (id: string, days: number) => book(t.app, guest.token, { asset_id: id, ...from(days), adults: 2 });

    expect(await stayOf(sameDay.id, from(0))).toEqual({ nights: 2, total: 160 });
    expect((await bookStay(sameDay.id, 0)).statusCode).toBe(201);

    expect(await stayOf(cutOff.id, from(0))).toBeUndefined();
    const late = await bookStay(cutOff.id, 0);
    expect(late.statusCode, late.body).toBe(400);
    expect(apiErrorSchema.parse(late.json()).error.details).toContainEqual({
      field: 'body.checkIn',
      message: 'booking.tooSoon',
    });
    expect(await stayOf(cutOff.id, from(1))).toBeDefined();

    expect(await stayOf(twoDays.id, from(1))).toBeUndefined();
    expect((await bookStay(twoDays.id, 1)).statusCode).toBe(400);
    expect(await stayOf(twoDays.id, from(2))).toBeDefined();
    expect((await bookStay(twoDays.id, 2)).statusCode).toBe(201);
  });

  it('sorts by total, cheapest first, and counts only what it lists', async () => {
    const dates = { checkIn: inDays(40), checkOut: inDays(43) };
    const made: { id: string }[] = [];
    for (const price of [300, 100, 200]) {
      made.push(await rental({ seasons: [{ start: inDays(35), end: inDays(50), price }] }));
    }
    const blocked = await rental({
      seasons: [{ start: inDays(35), end: inDays(50), price: 50 }],
      blocks: [{ start: inDays(41), end: inDays(42) }],
    });
    const res = await list({ ...dates, sort: 'total-asc' });
    const answer = assetListSchema.parse(res.json());
    const ours = answer.items.filter((item) => [...made, blocked].some((m) => m.id === item.id));
    expect(ours.map((item) => item.stay!.total)).toEqual([300, 600, 900]);
    const totals = answer.items.map((item) => item.stay!.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(answer.total).toBe(answer.items.length);
  });

  it('refuses a check-out not after the check-in, one date alone, dates off the rentals list, and total-asc undated', async () => {
    const bad: Partial<Record<string, string>>[] = [
      { checkIn: inDays(5), checkOut: inDays(5) },
      { checkIn: inDays(5), checkOut: inDays(4) },
      { checkIn: inDays(5) },
      { checkOut: inDays(5) },
      { checkIn: '2026-02-30', checkOut: inDays(5) },
      { sort: 'total-asc' },
    ];
    for (const query of bad) {
      const res = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const longList = await t.app.inject({
      url: `/api/v1/asset?type=property&long=true&checkIn=${inDays(5)}&checkOut=${inDays(8)}`,
      headers: apiHeaders(),
    });
    expect(longList.statusCode).toBe(400);
  });
});

describe('"from" prices', () => {
  it('give each rental its lowest nightly price among its coming free nights', async () => {
    const home = await rental({
      seasons: [
        { start: inDays(1), end: inDays(10), price: 60 },
        { start: inDays(10), end: inDays(30), price: 95 },
      ],
    });
    const priceFrom = async () => (await listed({})).find((item) => item.id === home.id)?.priceFrom;
    // The catalogue's answer cache hears of a price change within moments (its NOTIFY), not at once.
    const shows = (price: number) => vi.waitFor(async () => expect(await priceFrom()).toBe(price));
    await shows(60);
    // The cheap nights booked, the lowest left is the next season's.
    const res = await book(t.app, guest.token, {
      asset_id: home.id,
      checkIn: inDays(1),
      checkOut: inDays(10),
      adults: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    await shows(95);
    const page = await t.app.inject({ url: `/api/v1/asset/${home.id}`, headers: apiHeaders() });
    expect(page.json()).toMatchObject({ priceFrom: 95 });
  });
});

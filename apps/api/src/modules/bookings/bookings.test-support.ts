import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { addDays, availabilityEntrySchema, dayInTimeZone, type AvailabilityEntry } from '@town/shared/availability';
import { weekdayOf } from '@town/shared/bookings';
import { availability } from '../../db/schema/bookings.ts';
import { insertAssets } from '../../seed/seed-town.ts';
import { apiHeaders } from '../../test/test-app.ts';

/** The town's today when the test runs. */
export const today = () => dayInTimeZone(new Date());

/** `n` days after the town's today. */
export const inDays = (n: number) => addDays(today(), n);

/** The first day on or after `from` that falls on `weekday` (0 = Sunday). */
export function nextWeekday(from: string, weekday: number): string {
  let day = from;
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

export interface RangeInput {
  start: string;
  end: string;
  price: number;
  minDays?: number;
  maxDays?: number | null;
  weekendPrice?: number | null;
  startDay?: number | null;
  endDay?: number | null;
}

/** The bounds of a random calendar of seasons (`randomSeasons`). */
export interface SeasonBounds {
  maxSeasons: number;
  /** The days left free between one season and the next, drawn from this list. */
  gaps: number[];
  nights: { min: number; max: number };
  /** The largest minimum stay, which is also the smallest maximum stay. */
  minDaysUpTo: number;
  /** The fewest weekdays a season limiting check-in or check-out days allows. */
  fewestWeekdays: number;
}

/**
 * Up to `maxSeasons` seasons one after another from a random day, sometimes with a gap between
 * them, with random prices and stay rules; most take any weekday, some only a few.
 */
export function randomSeasons(bounds: SeasonBounds) {
  const weekdays = fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: bounds.fewestWeekdays, maxLength: 5 }),
    },
  );
  return fc
    .record({
      from: fc.integer({ min: 1, max: 10 }),
      parts: fc.array(
        fc.record({
          gap: fc.constantFrom(...bounds.gaps),
          nights: fc.integer(bounds.nights),
          price: fc.integer({ min: 40, max: 300 }),
          weekendPrice: fc.option(fc.integer({ min: 40, max: 300 }), { nil: undefined }),
          minDays: fc.integer({ min: 1, max: bounds.minDaysUpTo }),
          maxDays: fc.option(fc.integer({ min: bounds.minDaysUpTo, max: 12 }), { nil: undefined }),
          startDays: weekdays,
          endDays: weekdays,
        }),
        { minLength: 1, maxLength: bounds.maxSeasons },
      ),
    })
    .map(({ from, parts }) => {
      let day = from;
      return parts.map(({ gap, nights, ...rules }) => {
        const start = day + gap;
        day = start + nights;
        return { start: inDays(start), end: inDays(day), ...rules };
      });
    });
}

/** A holiday rental with names in Spanish and Catalan, and the given free ranges. */
export async function createRental(
  app: FastifyInstance,
  ranges: RangeInput[],
  capacity: { adults: number | null; children: number | null } = { adults: 4, children: 2 },
  ownerId: string | null = null,
): Promise<{ id: string; name: { es: string; ca: string }; address: string }> {
  const address = 'Carrer de la Mar, 12, El Grau';
  const id = randomUUID();
  const name = { es: `Apartamento Mirador ${id.slice(0, 4)}`, ca: `Apartament Mirador ${id.slice(0, 4)}` };
  const now = new Date();
  // Written the way the seed writes the catalogue: its tables are the catalogue module's.
  await insertAssets(app.db, [
    {
      asset: {
        id,
        type: 'property',
        category: 'apartment',
        rent: true,
        address,
        lat: 39.47,
        lng: -0.32,
        priceNight: 100,
        ownerId,
        adults: capacity.adults,
        children: capacity.children,
        createdAt: now,
        updatedAt: now,
      },
      texts: (['es', 'ca'] as const).map((lang) => ({
        assetId: id,
        lang,
        name: name[lang],
        summary: 'Vistas al mar',
        sections: {},
        searchText: name[lang],
      })),
      images: [],
      menu: [],
    },
  ]);
  if (ranges.length) {
    await app.db.insert(availability).values(
      ranges.map((r) => ({
        assetId: id,
        start: r.start,
        end: r.end,
        price: r.price,
        minDays: r.minDays ?? 1,
        maxDays: r.maxDays ?? null,
        startDays: r.startDay == null ? null : [r.startDay],
        endDays: r.endDay == null ? null : [r.endDay],
        weekendPrice: r.weekendPrice ?? null,
      })),
    );
  }
  return { id, name, address };
}

export function book(app: FastifyInstance, token: string | undefined, body: unknown, query = '') {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking${query}`,
    headers: { ...apiHeaders(token), 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export function cancel(app: FastifyInstance, token: string | undefined, id: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/booking/${id}/cancel`,
    headers: { ...apiHeaders(token), 'content-type': 'application/json' },
  });
}

/** A signed-in call to the API as `token`'s holder (none: anonymous), with a JSON body when given. */
export function api(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token: string | undefined,
  body?: unknown,
) {
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: body === undefined ? apiHeaders(token) : { ...apiHeaders(token), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

/** PUT /owner/assets/{id}/availability. */
export function putCalendar(app: FastifyInstance, token: string | undefined, assetId: string, body: unknown) {
  return api(app, 'PUT', `/owner/assets/${assetId}/availability`, token, body);
}

/** The public availability answer of a rental. */
export async function publicAvailability(app: FastifyInstance, assetId: string): Promise<AvailabilityEntry[]> {
  const res = await app.inject({ url: `/api/v1/assets_availability/${assetId}`, headers: apiHeaders() });
  return (res.json() as unknown[]).map((entry) => availabilityEntrySchema.parse(entry));
}

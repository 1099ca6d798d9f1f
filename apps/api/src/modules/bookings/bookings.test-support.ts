import { randomUUID } from 'node:crypto';
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

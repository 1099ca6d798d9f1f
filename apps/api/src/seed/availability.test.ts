import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  availabilityEntrySchema,
  daysBetween,
  expandAvailability,
  townClock,
} from '@town/shared/availability';
import { canCheckIn, weekdayOf } from '@town/shared/bookings';
import { availability } from '../db/schema/bookings.ts';
import { assets } from '../db/schema/catalogue.ts';
import { apiHeaders, createTestApp, type TestApp } from '../test/test-app.ts';
import { easterSunday, rentalRanges, seasonOf, seedAvailability } from './availability.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TODAY = '2026-11-21';

async function property(flags: { rent: boolean; sale: boolean }, priceNight: number | null) {
  const [row] = await t.app.db
    .insert(assets)
    .values({
      type: 'property',
      category: 'apartment',
      address: 'Avinguda del Port, 3',
      lat: 39.4,
      lng: -0.3,
      priceNight,
      // As the seed lists it: published, so that the API answers for it.
      status: 'published',
      ...flags,
    })
    .returning({ id: assets.id });
  return row!.id;
}

describe('seasons', () => {
  it('knows Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2030)).toBe('2030-04-21');
  });

  it('follows the Mediterranean year', () => {
    expect(seasonOf('2027-08-10').key).toBe('high');
    expect(seasonOf('2027-06-15').key).toBe('shoulder');
    expect(seasonOf('2027-03-25').key).toBe('easter');
    expect(seasonOf('2027-05-12').key).toBe('mid');
    expect(seasonOf('2026-12-31').key).toBe('christmas');
    expect(seasonOf('2027-02-02').key).toBe('low');
  });
});

describe('a rental’s year', () => {
  const ranges = rentalRanges('5f1d7c1e-2b8e-4c52-9a57-0d4c1a2b3c4d', 100, TODAY);

  it('is deterministic', () => {
    expect(rentalRanges('5f1d7c1e-2b8e-4c52-9a57-0d4c1a2b3c4d', 100, TODAY)).toEqual(ranges);
  });

  it('covers most of the next year in ordered, separate ranges, with a few gaps', () => {
    expect(ranges[0]!.start >= TODAY).toBe(true);
    expect(ranges.at(-1)!.end <= addDays(TODAY, 365)).toBe(true);
    for (let i = 1; i < ranges.length; i++) expect(ranges[i]!.start > ranges[i - 1]!.end).toBe(true);
    const nights = ranges.reduce((sum, r) => sum + daysBetween(r.start, r.end) + 1, 0);
    expect(nights).toBeGreaterThan(300);
    expect(nights).toBeLessThan(366);
  });

  it('prices summer above winter, with Saturday changeovers and a week minimum in July and August', () => {
    const at = (day: string) => ranges.find((r) => r.start <= day && day <= r.end);
    const summer = ranges.filter((r) => seasonOf(r.start).key === 'high');
    expect(summer.length).toBeGreaterThan(0);
    for (const r of summer) expect(r).toMatchObject({ minDays: 7, startDay: 6, endDay: 6 });
    const winter = ranges.filter((r) => seasonOf(r.start).key === 'low');
    expect(Math.min(...summer.map((r) => r.price))).toBeGreaterThan(Math.max(...winter.map((r) => r.price)));
    for (const r of ranges) expect(r.price % 5).toBe(0);
    // A Saturday in August can start a week's stay.
    const saturday = ['2027-08-07', '2027-08-14', '2027-08-21'].find((d) => at(d) && weekdayOf(d) === 6);
    expect(saturday).toBeDefined();
  });
});

describe('seedAvailability', () => {
  it('gives each holiday rental ranges once, and nothing to other assets', async () => {
    const rental = await property({ rent: true, sale: false }, 140);
    const unpriced = await property({ rent: true, sale: false }, null);
    const forSale = await property({ rent: false, sale: true }, null);

    const added = await seedAvailability(t.app.db, TODAY);
    expect(added).toBeGreaterThan(0);
    const count = async (id: string) =>
      (
        await t.app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(availability)
          .where(eq(availability.assetId, id))
      )[0]!.n;
    expect(await count(rental)).toBeGreaterThan(0);
    expect(await count(unpriced)).toBeGreaterThan(0);
    expect(await count(forSale)).toBe(0);

    // Safe on every start: rentals with ranges are left alone.
    expect(await seedAvailability(t.app.db, TODAY)).toBe(0);
  });

  it('serves what it seeded through the API, and the calendar can start stays on it', async () => {
    const rental = await property({ rent: true, sale: false }, 95);
    await seedAvailability(t.app.db);
    const res = await t.app.inject({ url: `/api/v1/assets_availability/${rental}`, headers: apiHeaders() });
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as unknown[]).map((e) => availabilityEntrySchema.parse(e));
    const days = expandAvailability(entries);
    expect(days.length).toBeGreaterThan(250);
    expect(days.filter((d) => canCheckIn(d.start, { days, now: townClock() })).length).toBeGreaterThan(50);
  });
});

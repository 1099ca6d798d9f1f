import { and, eq, notExists, sql } from 'drizzle-orm';
import { addDays, dayInTimeZone, daysBetween } from '@town/shared/availability';
import { AVAILABILITY_HORIZON_DAYS } from '@town/shared/constants';
import type { Database } from '../db/client.ts';
import { availability } from '../db/schema/bookings.ts';
import { assets } from '../db/schema/catalogue.ts';

/*
 * The demo town's availability: a year of believable ranges for every holiday rental.
 * Prices follow the Mediterranean seasons (winter, spring and autumn, June and September,
 * July and August with Saturday changeovers, Easter week and Christmas), and each rental
 * has a few gaps: the owner's own weeks, and for some a winter closure. Deterministic: the
 * same rental and day give the same ranges.
 */

interface Season {
  key: string;
  factor: number;
  minDays: number;
  /** 6 = Saturday changeovers. */
  startDay: number | null;
  endDay: number | null;
}

const SEASONS = {
  low: { key: 'low', factor: 0.75, minDays: 2, startDay: null, endDay: null },
  mid: { key: 'mid', factor: 1, minDays: 3, startDay: null, endDay: null },
  shoulder: { key: 'shoulder', factor: 1.25, minDays: 4, startDay: null, endDay: null },
  high: { key: 'high', factor: 1.6, minDays: 7, startDay: 6, endDay: 6 },
  easter: { key: 'easter', factor: 1.3, minDays: 3, startDay: null, endDay: null },
  christmas: { key: 'christmas', factor: 1.25, minDays: 3, startDay: null, endDay: null },
} as const satisfies Record<string, Season>;

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function seasonOf(day: string): Season {
  const year = Number(day.slice(0, 4));
  const monthDay = day.slice(5);
  const easter = easterSunday(year);
  // Holy Week: Palm Sunday to Easter Monday.
  if (day >= addDays(easter, -7) && day <= addDays(easter, 1)) return SEASONS.easter;
  if (monthDay >= '12-22' || monthDay <= '01-06') return SEASONS.christmas;
  if (monthDay >= '07-01' && monthDay <= '08-31') return SEASONS.high;
  if (monthDay.startsWith('06') || monthDay.startsWith('09')) return SEASONS.shoulder;
  if (monthDay >= '04-01' && monthDay <= '10-31') return SEASONS.mid;
  return SEASONS.low;
}

/** A small deterministic generator (mulberry32) seeded from a text: the same text, the same numbers. */
export function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeedRange {
  start: string;
  end: string;
  price: number;
  minDays: number;
  startDay: number | null;
  endDay: number | null;
}

/** The ranges of one rental for the year from `today`: seasons, minus its gaps. */
export function rentalRanges(assetId: string, basePrice: number, today: string): SeedRange[] {
  const random = randomFrom(assetId);
  const first = today;
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS);
  const closed = new Set<string>();
  const close = (from: string, nights: number) => {
    for (let i = 0; i < nights; i++) closed.add(addDays(from, i));
  };
  // About a third close for a few winter weeks.
  if (random() < 0.35) {
    const januaryYear = today.slice(5) <= '01-10' ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) + 1;
    close(addDays(`${januaryYear}-01-08`, Math.floor(random() * 10)), 20 + Math.floor(random() * 20));
  }
  // The owner's own week or two, outside July and August.
  const ownerStays = 1 + Math.floor(random() * 2);
  for (let n = 0; n < ownerStays; n++) {
    let from = addDays(first, 10 + Math.floor(random() * (AVAILABILITY_HORIZON_DAYS - 30)));
    while (seasonOf(from).key === 'high') from = addDays(from, 20);
    close(from, 5 + Math.floor(random() * 9));
  }
  // Each rental prices a little differently around its list price.
  const tweak = 0.93 + random() * 0.14;

  const ranges: SeedRange[] = [];
  for (let i = 0; i <= daysBetween(first, last); i++) {
    const day = addDays(first, i);
    if (closed.has(day)) continue;
    const season = seasonOf(day);
    const price = Math.max(20, Math.round((basePrice * season.factor * tweak) / 5) * 5);
    const current = ranges.at(-1);
    const continues =
      current?.end === addDays(day, -1) &&
      current.price === price &&
      current.minDays === season.minDays &&
      current.startDay === season.startDay;
    if (current && continues) {
      current.end = day;
    } else {
      ranges.push({
        start: day,
        end: day,
        price,
        minDays: season.minDays,
        startDay: season.startDay,
        endDay: season.endDay,
      });
    }
  }
  return ranges;
}

const DEFAULT_NIGHT_PRICE = 90;
const INSERT_BATCH = 2_000;

/**
 * Gives every holiday rental without availability a year of ranges from `today`; rentals
 * that already have some are left alone, so it is safe on every start. Returns the number
 * of ranges added.
 */
export async function seedAvailability(db: Database, today: string = dayInTimeZone(new Date())): Promise<number> {
  const rentals = await db
    .select({ id: assets.id, priceNight: assets.priceNight })
    .from(assets)
    .where(
      and(
        eq(assets.rent, true),
        notExists(
          db
            .select({ one: sql`1` })
            .from(availability)
            .where(eq(availability.assetId, assets.id)),
        ),
      ),
    )
    .orderBy(assets.id);
  const rows = rentals.flatMap((rental) =>
    rentalRanges(rental.id, rental.priceNight ?? DEFAULT_NIGHT_PRICE, today).map(({ startDay, endDay, ...range }) => ({
      assetId: rental.id,
      type: 'free' as const,
      ...range,
      startDays: startDay === null ? null : [startDay],
      endDays: endDay === null ? null : [endDay],
    })),
  );
  // In batches: a large town has thousands of rentals, and a statement has at most 65,535 parameters.
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await db.insert(availability).values(rows.slice(i, i + INSERT_BATCH));
  const added = rows.length;
  return added;
}

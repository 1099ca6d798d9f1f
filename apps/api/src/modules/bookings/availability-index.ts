import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addDays, daysBetween } from '@town/shared/availability';
import type { AvailabilityDay } from '@town/shared/availability';
import { quoteStay, stayFees } from '@town/shared/bookings';
import { MAX_STAY_DAYS } from '@town/shared/constants';
import type { TownClock } from '@town/shared/days';
import { DEFAULT_RENTAL_SETTINGS, earliestCheckIn, type RentalTerms } from '@town/shared/rentals';
import type { Database } from '../../db/client.ts';

/*
 * Every holiday rental's bookable nights, live holds and terms, in memory, so a dated list
 * answers "which of these rentals take this stay, and at what total" without PostgreSQL
 * (docs/decisions/019-availability-index.md). It holds what `rental_nights` holds (so the same
 * rules as openStaysQuery, held to quoteStay() by open-stays.property.test.ts), the holds with
 * their request deadlines (judged at query time, as the booking judges them) and the settings.
 * Kept fresh by NOTIFY from migration 0014's triggers (any process's change) and by refresh()
 * from the process that made a change, before its answer returns. Not ready (not listening,
 * or loading): callers use the SQL path.
 */

const CHANNEL = 'rental_calendar_changed';
/** The listener proves its connection alive this often. */
const PING_MS = 30_000;
const LISTENER_QUERY_TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;
/** Every weekday's bit: a night whose season sets no weekdays. */
const ANY_DAY = 0x7f;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;
}

/** 0 = Sunday, as weekdayOf() (1970-01-01 was a Thursday). */
const weekdayOfNumber = (day: number) => (day + 4) % 7;

type Settings = RentalTerms & { checkInHour: string; checkOutHour: string };

/*
 * A night's columns, side by side in one Int32Array per rental (NIGHT_FIELDS a night), so that
 * a search reads one cache line of a rental, not one per column: 2,000 rentals a search.
 */
/** The day after the night's unbroken run of offered nights; 0: the night is not offered. */
const RUN_END = 0;
const PRICE = 1;
/** The nights' prices summed up to this one (rental_nights.price_to, from the first night kept). */
const PRICE_TO = 2;
const MIN_DAYS = 3;
/** 0: MAX_STAY_DAYS. */
const MAX_DAYS = 4;
/** Weekday bits (1 << weekday). */
const START_DAYS = 5;
const END_DAYS = 6;
const NIGHT_FIELDS = 8;

/** One rental: its nights as rental_nights has them (night − base), its live holds, its terms. */
interface RentalEntry {
  base: number;
  /** How many nights from `base`. */
  length: number;
  nights: Int32Array;
  /** Holds in order (they never overlap: the exclusion constraint): first night, the day after the last. */
  holdStart: Int32Array;
  holdEnd: Int32Array;
  /** A request's deadline (ms); Infinity for anything that holds until it is removed. */
  holdUntil: Float64Array;
  settings: Settings;
}

interface NightsRow extends Record<string, unknown> {
  id: string;
  nights: number[];
  prices: number[];
  min_days: number[];
  max_days: number[];
  start_days: number[];
  end_days: number[];
  run_end: number[];
  price_to: number[];
}
interface HoldsRow extends Record<string, unknown> {
  id: string;
  starts: number[];
  ends: number[];
  untils: (number | null)[];
}
interface SettingsRow extends Record<string, unknown> {
  id: string;
  booking_mode: Settings['bookingMode'];
  check_in_hour: string;
  check_out_hour: string;
  cancellation_policy: Settings['cancellationPolicy'];
  cleaning_fee: number;
  extra_guest_fee: number;
  extra_guests_from: number | null;
  advance_notice_days: number;
  same_day_cutoff_hours: number;
}

const mask = (column: string) =>
  sql.raw(`case when ${column} is null then ${ANY_DAY}
    else coalesce((select bit_or(1 << w) from unnest(${column}) w), 0) end`);

/** What the index holds of some rentals (all of them with `ids` undefined), read in three queries. */
async function readRentals(db: Database, ids: readonly string[] | undefined) {
  const only = (column: string) => (ids ? sql`and ${sql.raw(column)} = any(${`{${ids.join(',')}}`}::uuid[])` : sql``);
  const [nights, holds, settings] = await Promise.all([
    db.execute<NightsRow>(sql`select asset_id as id,
        array_agg(night - date '1970-01-01' order by night) as nights,
        array_agg(price order by night) as prices,
        array_agg(min_days order by night) as min_days,
        array_agg(coalesce(max_days, 0) order by night) as max_days,
        array_agg(${mask('start_days')} order by night) as start_days,
        array_agg(${mask('end_days')} order by night) as end_days,
        array_agg(run_end - date '1970-01-01' order by night) as run_end,
        array_agg(price_to::float8 order by night) as price_to
      from rental_nights where night >= current_date - 1 ${only('asset_id')}
      group by asset_id`),
    // A request's hold counts until its deadline (then it is an overdue request, as the booking sees it).
    db.execute<HoldsRow>(sql`select h.asset_id as id,
        array_agg(h.start - date '1970-01-01' order by h.start) as starts,
        array_agg(h."end" - date '1970-01-01' order by h.start) as ends,
        array_agg(case when b.status = 'pending' then extract(epoch from b.expires_at)::float8 * 1000 end
          order by h.start) as untils
      from calendar_holds h left join bookings b on b.id = h.booking_id
      where h."end" >= current_date ${only('h.asset_id')}
      group by h.asset_id`),
    db.execute<SettingsRow>(sql`select asset_id as id, booking_mode, check_in_hour, check_out_hour,
        cancellation_policy, cleaning_fee, extra_guest_fee, extra_guests_from,
        advance_notice_days, same_day_cutoff_hours
      from rental_settings where true ${only('asset_id')}`),
  ]);
  const holdsOf = new Map(holds.rows.map((row) => [row.id, row]));
  const settingsOf = new Map(settings.rows.map((row) => [row.id, row]));
  const entries = new Map<string, RentalEntry>();
  for (const row of nights.rows) {
    const base = row.nights[0]!;
    const length = row.nights.at(-1)! - base + 1;
    // Sums from the first night kept: a total is a difference of two, and they stay small.
    const before = row.price_to[0]! - row.prices[0]!;
    const entry: RentalEntry = {
      base,
      length,
      nights: new Int32Array(length * NIGHT_FIELDS),
      holdStart: Int32Array.from(holdsOf.get(row.id)?.starts ?? []),
      holdEnd: Int32Array.from(holdsOf.get(row.id)?.ends ?? []),
      holdUntil: Float64Array.from(holdsOf.get(row.id)?.untils ?? [], (until) => until ?? Infinity),
      settings: settingsOf.has(row.id) ? settingsFrom(settingsOf.get(row.id)!) : { ...DEFAULT_RENTAL_SETTINGS },
    };
    row.nights.forEach((night, i) => {
      const at = (night - base) * NIGHT_FIELDS;
      entry.nights[at + RUN_END] = row.run_end[i]!;
      entry.nights[at + PRICE] = row.prices[i]!;
      entry.nights[at + PRICE_TO] = row.price_to[i]! - before;
      entry.nights[at + MIN_DAYS] = row.min_days[i]!;
      entry.nights[at + MAX_DAYS] = row.max_days[i]!;
      entry.nights[at + START_DAYS] = row.start_days[i]!;
      entry.nights[at + END_DAYS] = row.end_days[i]!;
    });
    entries.set(row.id, entry);
  }
  return entries;
}

function settingsFrom(row: SettingsRow): Settings {
  return {
    bookingMode: row.booking_mode,
    checkInHour: row.check_in_hour,
    checkOutHour: row.check_out_hour,
    cancellationPolicy: row.cancellation_policy,
    cleaningFee: row.cleaning_fee,
    extraGuestFee: row.extra_guest_fee,
    extraGuestsFrom: row.extra_guests_from,
    advanceNoticeDays: row.advance_notice_days,
    sameDayCutoffHours: row.same_day_cutoff_hours,
  };
}

/** Whether a live hold shares a night with [checkIn, checkOut) (day numbers), at `now` (ms). */
function held(entry: RentalEntry, checkIn: number, checkOut: number, now: number): boolean {
  const { holdStart, holdEnd, holdUntil } = entry;
  // The first hold ending after the check-in: holds never overlap, so their ends are in order too.
  let low = 0;
  let high = holdEnd.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (holdEnd[mid]! > checkIn) high = mid;
    else low = mid + 1;
  }
  for (let i = low; i < holdStart.length && holdStart[i]! < checkOut; i++) {
    if (holdUntil[i]! > now) return true;
  }
  return false;
}

/** A stay asked of the index: its days, all its guests (for the extra-guest fee), and the town's clock. */
export interface IndexStay {
  checkIn: string;
  checkOut: string;
  guests: number;
  now: TownClock;
}

interface Deps {
  db: Database;
  databaseUrl: string;
  log: FastifyBaseLogger;
}

/** The availability index of one API process; `start()` loads it and listens. */
export function createAvailabilityIndex({ db, databaseUrl, log }: Deps) {
  let entries = new Map<string, RentalEntry>();
  let ready = false;
  let closed = false;
  let listener: pg.Client | undefined;
  let ping: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = 1_000;
  /** Each read takes a number; a rental's entry is replaced only by a later read than the one that made it. */
  let reads = 0;
  const readOf = new Map<string, number>();
  /** Rentals heard of, refreshed together on the next turn. */
  let heard = new Set<string>();
  let flushing: Promise<void> | undefined;
  let readyWaiters: (() => void)[] = [];
  /** Moves on every change of `entries`: the candidates' entries found for a list are kept until then. */
  let version = 0;
  const found = new WeakMap<readonly { id: string }[], { version: number; entries: (RentalEntry | undefined)[] }>();

  function apply(read: number, ids: readonly string[], fresh: Map<string, RentalEntry>) {
    version++;
    for (const id of ids) {
      if ((readOf.get(id) ?? -1) > read) continue;
      readOf.set(id, read);
      const entry = fresh.get(id);
      if (entry) entries.set(id, entry);
      else entries.delete(id);
    }
  }

  /** Reads some rentals again; a failure leaves the index not ready until it is loaded again. */
  async function refresh(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || !listener) return;
    const read = ++reads;
    try {
      apply(read, ids, await readRentals(db, ids));
    } catch (error) {
      lose(error);
    }
  }

  function flush() {
    const ids = [...heard];
    heard = new Set();
    flushing = refresh(ids).finally(() => {
      flushing = undefined;
      if (heard.size) flush();
    });
  }

  function hear(id: string) {
    heard.add(id);
    if (!flushing && ready) flush();
  }

  function lose(error?: unknown) {
    const client = listener;
    if (!client) return;
    listener = undefined;
    ready = false;
    clearInterval(ping);
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error }, 'availability index lost its listener; dated lists use SQL until it is back');
    retry = setTimeout(() => void start(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 30_000);
  }

  async function start(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: 5_000,
      query_timeout: LISTENER_QUERY_TIMEOUT_MS,
      keepAlive: true,
    });
    client.on('error', (error) => listener === client && lose(error));
    client.on('end', () => listener === client && lose());
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) hear(message.payload);
    });
    try {
      await client.connect();
      if (closed) return void (await client.end().catch(() => {}));
      listener = client;
      // Listening first, then loading: no change can fall between the two.
      await client.query(`LISTEN ${CHANNEL}`);
      const read = ++reads;
      const all = await readRentals(db, undefined);
      if (listener !== client) return;
      const kept = new Map<string, RentalEntry>();
      for (const [id, entry] of all) if ((readOf.get(id) ?? -1) <= read) kept.set(id, entry);
      for (const [id, entry] of entries) if ((readOf.get(id) ?? -1) > read) kept.set(id, entry);
      for (const id of all.keys()) if ((readOf.get(id) ?? -1) <= read) readOf.set(id, read);
      entries = kept;
      version++;
      ready = true;
      retryMs = 1_000;
      if (heard.size && !flushing) flush();
      for (const resolve of readyWaiters) resolve();
      readyWaiters = [];
      ping = setInterval(() => void client.query('select 1').catch(lose), PING_MS).unref();
      log.info({ rentals: entries.size }, 'availability index loaded');
    } catch (error) {
      if (listener === client) return lose(error);
      client.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, 'availability index cannot listen yet; dated lists use SQL');
      retry = setTimeout(() => void start(), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    }
  }

  /** The stay's total at a rental, by openStaysQuery's rules on rental_nights' columns; undefined: closed. */
  function openTotal(entry: RentalEntry, stay: IndexStay, checkIn: number, checkOut: number, now: number) {
    if (stay.checkIn < earliestCheckIn(stay.now, entry.settings, entry.settings.checkInHour)) return undefined;
    const first = checkIn - entry.base;
    const last = checkOut - 1 - entry.base;
    if (first < 0 || last >= entry.length) return undefined;
    const nights = entry.nights;
    const f = first * NIGHT_FIELDS;
    const l = last * NIGHT_FIELDS;
    // Offered without a break to the check-out (so the last night is offered too).
    if (nights[f + RUN_END]! < checkOut) return undefined;
    const count = checkOut - checkIn;
    if (count < nights[f + MIN_DAYS]! || count > (nights[f + MAX_DAYS]! || MAX_STAY_DAYS)) return undefined;
    if (!(nights[f + START_DAYS]! & (1 << weekdayOfNumber(checkIn)))) return undefined;
    if (!(nights[l + END_DAYS]! & (1 << weekdayOfNumber(checkOut)))) return undefined;
    if (held(entry, checkIn, checkOut, now)) return undefined;
    const nightsTotal = nights[l + PRICE_TO]! - nights[f + PRICE_TO]! + nights[f + PRICE]!;
    let fees = 0;
    for (const fee of stayFees(entry.settings, count, stay.guests)) fees += fee.amount;
    return nightsTotal + fees;
  }

  return {
    start,

    /** Whether it answers (listening and loaded); otherwise callers use SQL. */
    get ready() {
      return ready;
    },

    /** Resolves once loaded (tests). */
    whenReady(): Promise<void> {
      return ready ? Promise.resolve() : new Promise((resolve) => readyWaiters.push(resolve));
    },

    /**
     * A change this process made to rentals' calendars, holds or settings, committed: read again
     * now, so its own next answer already shows it (others hear of it by NOTIFY).
     */
    async refresh(...ids: string[]): Promise<void> {
      if (ready) await refresh(ids);
    },

    /**
     * Each rental's total for the stay, or undefined where it is closed; undefined when not ready.
     * The rules that are the same for every rental (check-in not before today, the horizon) are the caller's.
     */
    openTotals(rentals: readonly { id: string }[], stay: IndexStay): (number | undefined)[] | undefined {
      if (!ready) return undefined;
      const checkIn = dayNumber(stay.checkIn);
      const checkOut = dayNumber(stay.checkOut);
      const now = Date.now();
      // A list's candidates are asked about again and again (kept per catalogue revision): their
      // entries are looked up once per change of the index.
      let known = found.get(rentals);
      if (known?.version !== version) {
        known = { version, entries: rentals.map((rental) => entries.get(rental.id)) };
        found.set(rentals, known);
      }
      const totals = new Array<number | undefined>(rentals.length);
      for (let i = 0; i < rentals.length; i++) {
        const entry = known.entries[i];
        totals[i] = entry && openTotal(entry, stay, checkIn, checkOut, now);
      }
      return totals;
    },

    /**
     * The booking's own quoteStay() on a rental's entries for the stay's nights, from the index;
     * undefined when not ready.
     */
    quote(id: string, stay: { checkIn: string; checkOut: string; adults: number; children: number }, now: TownClock) {
      if (!ready) return undefined;
      const entry = entries.get(id);
      const days = new Map<string, AvailabilityDay>();
      const bookedNights = new Set<string>();
      const instant = Date.now();
      const count = Math.max(0, Math.min(daysBetween(stay.checkIn, stay.checkOut), MAX_STAY_DAYS + 1));
      const checkIn = dayNumber(stay.checkIn);
      for (let i = 0; entry && i < count; i++) {
        const day = addDays(stay.checkIn, i);
        const at = checkIn + i - entry.base;
        if (at >= 0 && at < entry.length && entry.nights[at * NIGHT_FIELDS + RUN_END]! > 0) {
          days.set(day, nightOf(id, day, entry, at));
        }
        if (held(entry, checkIn + i, checkIn + i + 1, instant)) bookedNights.add(day);
      }
      return quoteStay(stay, { days, bookedNights, now, terms: entry?.settings ?? DEFAULT_RENTAL_SETTINGS });
    },

    async close(): Promise<void> {
      closed = true;
      ready = false;
      clearTimeout(retry);
      clearInterval(ping);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
    },
  };
}

const weekdaysOf = (bits: number): number[] | null =>
  bits === ANY_DAY ? null : [0, 1, 2, 3, 4, 5, 6].filter((day) => bits & (1 << day));

/** A night as expandAvailability() makes it, from the index's columns. */
function nightOf(id: string, day: string, entry: RentalEntry, at: number): AvailabilityDay {
  const night = entry.nights.subarray(at * NIGHT_FIELDS, (at + 1) * NIGHT_FIELDS);
  const startDays = weekdaysOf(night[START_DAYS]!);
  const endDays = weekdaysOf(night[END_DAYS]!);
  return {
    id: `${id}-${day}`,
    asset_id: id,
    start: day,
    end: day,
    allDay: true,
    month: day.slice(0, 7),
    duration: 1,
    price: night[PRICE]!,
    minDays: night[MIN_DAYS]!,
    maxDays: night[MAX_DAYS]! || null,
    checkInHour: entry.settings.checkInHour,
    checkOutHour: entry.settings.checkOutHour,
    startDays,
    endDays,
    startDay: startDays?.length === 1 ? startDays[0]! : null,
    endDay: endDays?.length === 1 ? endDays[0]! : null,
    updatedAt: '',
  };
}

export type AvailabilityIndex = ReturnType<typeof createAvailabilityIndex>;

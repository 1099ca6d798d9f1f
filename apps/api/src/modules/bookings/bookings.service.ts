import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, ERROR_CODES, isOnListWith } from '@town/shared';
import {
  addDays,
  dayInTimeZone,
  daysBetween,
  expandAvailability,
  rentalTermsOf,
  townClock,
  type AvailabilityEntry,
} from '@town/shared/availability';
import {
  bookedNightsOf,
  guestProblems,
  guestsFit,
  quoteStay,
  type Booking,
  type BookingTransition,
  type CreateBooking,
  type OwnerBooking,
  type OwnerBookingListQuery,
} from '@town/shared/bookings';
import {
  calendarProblems,
  REQUEST_HOLD_HOURS,
  type HoldKind,
  type RentalCalendar,
  type RentalCalendarUpdate,
} from '@town/shared/rentals';
import { AVAILABILITY_HORIZON_DAYS, MAX_STAY_DAYS } from '@town/shared/constants';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MailWriter } from '../../plugins/mail.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogueService, CatalogueWriter, ListingRow } from '../catalogue/index.ts';
import { bookingMail, hostBookingMail, type GuestMailKind, type HostMailKind } from './bookings.mail.ts';
import type { NightlyPricesService } from './nightly-prices.service.ts';
import type { AvailabilityIndex } from './availability-index.ts';
import {
  availabilityEntries,
  stayEntriesOf,
  completePastStays,
  deleteFeedHolds,
  findAssetByIcalToken,
  findBooking,
  findBookingById,
  findOverdueRequests,
  holdsOverlapping,
  icalToken,
  insertBooking,
  listAssetBookings,
  listBookings as listStoredBookings,
  listHolds,
  listSeasons,
  lockSettings,
  replaceBlocks,
  replaceIcalToken,
  openStaysQuery,
  replaceSeasons,
  saveSettings,
  findSettings,
  transition,
  upsertFeedHold,
  type BookingRecord,
  type Db,
  type StoredHold,
} from './bookings.repository.ts';

/** A rental a dated list asks about, with the guests it takes (the catalogue's capacity). */
type GuestCapacityOf = { id: string; adults: number | null; children: number | null };
/** A stay a dated list asks for. */
type StayOf = { checkIn: string; checkOut: string; adults: number; children: number };
/** A stay as a dated list shows it. */
type StayTotal = { nights: number; total: number };

/** PostgreSQL's exclusion_violation: the constraint found a hold sharing a night. */
const EXCLUSION_VIOLATION = '23P01';
/** A check the database refused: here, the trigger on a booking's change of state. */
const CHECK_VIOLATION = '23514';

const datesUnavailable = () =>
  conflict(ERROR_CODES.datesUnavailable, 'Some of those nights are already booked; choose other dates');

const bookingNotFound = () => notFound('No such booking');
const rentalNotFound = () => notFound('No such rental');

const bookingState = (status: string, action: string) =>
  conflict(ERROR_CODES.bookingState, `A ${status} booking cannot be ${action}`, { status });

/** The SQLSTATE of a database error, whether the driver's own or wrapped by the ORM. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Whom a booking's mails go to, and what they say of the rental. */
interface MailContext {
  guest: { name: string; email: string; language: string };
  /** The rental's owner, when it has one. */
  host?: { name: string; email: string; language: string };
  /** The rental's name in the guest's language, and in the host's. */
  assetName: string;
  hostAssetName: string;
  address: string;
}

/** A night held by something other than a booking, as the calendars module hands it over. */
export interface FeedHold {
  assetId: string;
  feedEventId: string;
  /** The first night. */
  start: string;
  /** The day after the last night. */
  end: string;
}

/** A rental's hold as the calendars module reads it (its export lists them all). */
export interface RentalHold {
  id: string;
  kind: HoldKind;
  start: string;
  end: string;
  /** The booking's state, for a booking's hold. */
  bookingStatus: string | null;
  feedEventId: string | null;
  updatedAt: Date;
}

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
  mailer: FastifyInstance['mailer'];
  /** The rental: its address, capacity and name; only a published one takes bookings (docs/listings.md#life). */
  catalogue: Pick<CatalogueService, 'assetForBooking' | 'assetAddress' | 'assetNames'>;
  /** Who owns a rental, and which rentals an owner has (docs/listings.md#roles). */
  owners: Pick<CatalogueWriter, 'ownerAndStatus' | 'ownedBy'>;
  /** Guests and hosts: whom to mail, in which language, and how the host reaches a guest. */
  accounts: Pick<AccountsService, 'contact' | 'profilesOf'>;
  /** The rental's "from" price, which a booking, a cancellation or a new season may change. */
  nightlyPrices: Pick<NightlyPricesService, 'refresh'>;
  /** Rentals' nights, holds and terms in memory, for dated lists (docs/decisions/019-availability-index.md). */
  availabilityIndex?: Pick<AvailabilityIndex, 'ready' | 'refresh' | 'openTotals' | 'quote'>;
}

/** The outbox's kind of each guest mail. */
const GUEST_MAIL_KINDS: Record<GuestMailKind, string> = {
  confirmed: 'booking-confirmation',
  cancelled: 'booking-cancellation',
  declined: 'booking-declined',
  expired: 'booking-expired',
};

/** Requests one expiry run handles; the next run takes the rest. */
const EXPIRY_BATCH = 200;
const COMPLETION_BATCH = 1000;

/**
 * Holiday rentals: their hosts' settings, seasons and blocks, the public availability, and
 * bookings through their life (docs/rules.md#bookings): the stay rules checked here, the overlap
 * and the changes of state refused by the database too, and every mail of a booking.
 */
export function createBookingsService({
  db,
  config,
  log,
  mailer,
  catalogue,
  owners,
  accounts,
  nightlyPrices,
  availabilityIndex,
}: Deps) {
  /** The answer's language: the one asked for, else the guest's, else the default language. */
  async function answerLanguage(userId: string, lang: string | undefined): Promise<string> {
    return lang ?? (await accounts.contact(userId))?.language ?? DEFAULT_LANGUAGE;
  }

  function publicBooking({ userId: _userId, ...stored }: BookingRecord, assetName: string): Booking {
    return { ...stored, assetName };
  }

  async function named(stored: BookingRecord, lang: string): Promise<Booking> {
    const names = await catalogue.assetNames([stored.asset_id], lang);
    return publicBooking(stored, names.get(stored.asset_id) ?? '');
  }

  /**
   * What a booking's mails need besides the booking: whom to write, and the rental's name in
   * their languages and its address. Read before the booking's transaction, which then uses no
   * other connection (a transaction waiting for a second connection could starve the pool).
   */
  async function mailContext(userId: string, assetId: string, address?: string): Promise<MailContext | undefined> {
    const guest = await accounts.contact(userId);
    if (!guest) return undefined;
    const ownerId = (await owners.ownerAndStatus(assetId))?.ownerId;
    const host = ownerId ? await accounts.contact(ownerId) : undefined;
    const [names, hostNames, storedAddress] = await Promise.all([
      catalogue.assetNames([assetId], guest.language),
      host ? catalogue.assetNames([assetId], host.language) : undefined,
      // A booking already made may be of a rental unpublished since: its mails still say where it is.
      address === undefined ? catalogue.assetAddress(assetId) : undefined,
    ]);
    return {
      guest,
      host,
      assetName: names.get(assetId) ?? '',
      hostAssetName: hostNames?.get(assetId) ?? '',
      address: address ?? storedAddress ?? '',
    };
  }

  /** The mails about a booking, written in the transaction that changes it. */
  async function writeMails(
    tx: MailWriter,
    context: MailContext,
    stored: BookingRecord,
    mails: { guest?: GuestMailKind; host?: HostMailKind },
  ): Promise<void> {
    const options = { publicUrl: config.publicUrl, now: new Date() };
    const stay = { ...stored, address: context.address };
    if (mails.guest) {
      const mail = bookingMail(mails.guest, { ...stay, assetName: context.assetName }, context.guest, options);
      await mailer.write(tx, { to: context.guest.email, ...mail, kind: GUEST_MAIL_KINDS[mails.guest] });
    }
    if (mails.host && context.host) {
      const mail = hostBookingMail(
        mails.host,
        { ...stay, assetName: context.hostAssetName },
        context.host,
        context.guest,
        options,
      );
      await mailer.write(tx, { to: context.host.email, ...mail, kind: `booking-host-${mails.host}` });
    }
  }

  /**
   * After a committed change of a rental's calendar, holds or terms: this process's index reads
   * it again before the change's answer returns (others hear of it by NOTIFY), then the "from"
   * price follows. A failure here never undoes the change: it is logged, and the nightly refresh
   * mends the price.
   */
  async function refreshNightlyPrice(assetId: string): Promise<void> {
    await availabilityIndex?.refresh(assetId);
    try {
      await nightlyPrices.refresh([assetId]);
    } catch (error) {
      log.warn({ err: error, assetId }, 'the rental\'s "from" price could not be refreshed');
    }
  }

  async function getBooking(userId: string, id: string, lang: string | undefined): Promise<Booking> {
    const stored = await findBooking(db, userId, id);
    if (!stored) throw bookingNotFound();
    return named(stored, await answerLanguage(userId, lang));
  }

  /**
   * Moves a booking through a transition with its mails, in one transaction; false when the
   * booking was not in the transition's state (or its guard did not hold). The trigger's
   * refusal of a move BOOKING_TRANSITIONS does not list is a 409 too.
   */
  async function move(
    booking: BookingRecord,
    name: BookingTransition,
    mails: { guest?: GuestMailKind; host?: HostMailKind },
    message?: string | null,
  ): Promise<boolean> {
    const context = await mailContext(booking.userId, booking.asset_id);
    let moved: boolean;
    try {
      moved = await db.transaction(async (tx) => {
        if (!(await transition(tx, booking.id, name, { message }))) return false;
        if (context) await writeMails(tx, context, (await findBookingById(tx, booking.id))!, mails);
        return true;
      });
    } catch (error) {
      if (sqlState(error) === CHECK_VIOLATION) throw bookingState(booking.status, name);
      throw error;
    }
    if (moved) {
      mailer.deliverSoon();
      await refreshNightlyPrice(booking.asset_id);
    }
    return moved;
  }

  /**
   * Expires requests past their time (of one rental, or every one), each in its own
   * transaction with the guest's mail; the transition's condition makes each happen once,
   * however many processes try.
   */
  async function expireRequests(assetId?: string): Promise<number> {
    let expired = 0;
    for (const booking of await findOverdueRequests(db, { assetId, limit: EXPIRY_BATCH })) {
      if (await move(booking, 'expire', { guest: 'expired' })) expired++;
    }
    return expired;
  }

  // -------------------------------------------------------------------------------------------
  // Owners

  /** The rental if the actor may run it: its owner, or an admin; anyone else is told it does not exist. */
  async function ownRental(actor: AuthUser, assetId: string): Promise<ListingRow> {
    const row = await owners.ownerAndStatus(assetId);
    const allowed = row && (actor.role === 'admin' || row.ownerId === actor.id);
    if (!allowed || !isOnListWith(row, 'bookable')) throw rentalNotFound();
    return row;
  }

  /** A booking of a rental the actor runs; any other is as good as missing. */
  async function ownBooking(actor: AuthUser, id: string): Promise<BookingRecord> {
    const booking = await findBookingById(db, id);
    if (!booking) throw bookingNotFound();
    const row = await owners.ownerAndStatus(booking.asset_id);
    if (!row || (actor.role !== 'admin' && row.ownerId !== actor.id)) throw bookingNotFound();
    return booking;
  }

  async function withGuests(bookings: BookingRecord[], lang: string): Promise<OwnerBooking[]> {
    const [names, guests] = await Promise.all([
      catalogue.assetNames(
        bookings.map((b) => b.asset_id),
        lang,
      ),
      accounts.profilesOf(bookings.map((b) => b.userId)),
    ]);
    return bookings.map((b) => {
      const guest = guests.get(b.userId);
      return {
        ...publicBooking(b, names.get(b.asset_id) ?? ''),
        guest: {
          name: guest?.name ?? '',
          email: guest?.email ?? '',
          phone: guest?.phone ?? null,
          language: guest?.language ?? DEFAULT_LANGUAGE,
        },
      };
    });
  }

  async function ownerBooking(actor: AuthUser, id: string, lang: string | undefined): Promise<OwnerBooking> {
    const booking = await ownBooking(actor, id);
    const [answer] = await withGuests([booking], lang ?? (await answerLanguage(actor.id, undefined)));
    return answer!;
  }

  async function calendarOf(assetId: string): Promise<RentalCalendar> {
    const today = dayInTimeZone(new Date());
    const [settings, seasons, holds] = await Promise.all([
      findSettings(db, assetId),
      listSeasons(db, assetId, today),
      listHolds(db, assetId, today),
    ]);
    return {
      bookingMode: settings.bookingMode,
      checkInHour: settings.checkInHour,
      checkOutHour: settings.checkOutHour,
      cancellationPolicy: settings.cancellationPolicy,
      cleaningFee: settings.cleaningFee,
      extraGuestFee: settings.extraGuestFee,
      extraGuestsFrom: settings.extraGuestsFrom,
      advanceNoticeDays: settings.advanceNoticeDays,
      sameDayCutoffHours: settings.sameDayCutoffHours,
      // The owner's seasons end on the day after their last night, as stays and blocks do.
      seasons: seasons.map((s) => ({
        start: s.start,
        end: addDays(s.end, 1),
        price: s.price,
        weekendPrice: s.weekendPrice,
        minDays: s.minDays,
        maxDays: s.maxDays,
        startDays: s.startDays,
        endDays: s.endDays,
      })),
      blocks: holds
        .filter((h) => h.kind === 'block')
        .map((h) => ({ id: h.id, start: h.start, end: h.end, note: h.note })),
      holds: holds
        .filter((h) => h.kind !== 'block')
        .map((h) => ({
          kind: h.kind,
          start: h.start,
          end: h.end,
          bookingId: h.bookingId,
          status: h.bookingStatus,
        })),
      updatedAt: settings.updatedAt?.toISOString() ?? null,
    };
  }

  /** The block that shares a night with a booking, a request or an imported event: 409, naming them. */
  async function refuseBlocksOverHolds(tx: Db, assetId: string, blocks: RentalCalendarUpdate['blocks']) {
    const clashes: { field: string; message: string }[] = [];
    for (const [i, block] of blocks.entries()) {
      const over = await holdsOverlapping(tx, assetId, block.start, block.end);
      if (over.length) clashes.push({ field: `body.blocks.${i}`, message: `calendar.overlaps.${over[0]!.kind}` });
    }
    if (clashes.length) {
      throw conflict(ERROR_CODES.datesUnavailable, 'A block covers nights already booked or held', clashes);
    }
  }

  /** quoteStay's rules that are the same for every rental: none is open when one breaks. */
  function bookableAnywhere(stay: StayOf, today: string): boolean {
    const nights = daysBetween(stay.checkIn, stay.checkOut);
    return (
      guestsFit(stay, null) &&
      stay.checkIn >= today &&
      nights >= 1 &&
      nights <= MAX_STAY_DAYS &&
      addDays(stay.checkOut, -1) <= addDays(today, AVAILABILITY_HORIZON_DAYS)
    );
  }

  return {
    getBooking,
    expireRequests,

    /**
     * The rentals where a booking of this stay would be accepted, each with its total, as SQL the
     * catalogue's list joins to its filters (`rows`: `(id, total)` from `rental_nights` and the
     * live holds; the guests are the list's capacity filter), so one statement
     * filters, counts, sorts and pages (docs/decisions/017-rental-nights.md). Undefined when a
     * rule that is the same for every rental refuses the stay. The property tests hold it to
     * createBooking's answer.
     */
    openStaysSql(stay: StayOf) {
      const now = townClock();
      if (!bookableAnywhere(stay, now.today)) return undefined;
      return {
        rows: openStaysQuery({
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: stay.adults + stay.children,
          now,
        }),
      };
    },

    /**
     * The same answer from this process's availability index, in memory: each candidate's total
     * (undefined: closed), in the candidates' order; undefined while the index is not ready (the
     * caller then uses openStaysSql). Same rules: openStaysQuery's on rental_nights' columns,
     * guestProblems() on the catalogue's capacity (docs/decisions/019-availability-index.md).
     */
    openStays(rentals: readonly GuestCapacityOf[], stay: StayOf): (number | undefined)[] | undefined {
      if (!availabilityIndex?.ready) return undefined;
      const now = townClock();
      if (!bookableAnywhere(stay, now.today)) return rentals.map(() => undefined);
      const totals = availabilityIndex.openTotals(rentals, {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.adults + stay.children,
        now,
      });
      if (!totals) return undefined;
      return totals.map((total, i) =>
        total !== undefined && guestProblems(stay, rentals[i]!).length === 0 ? total : undefined,
      );
    },

    /**
     * The same answer by the booking's own quote (`quoteStay()` on each rental's seasons and
     * holds for the stay's nights): the total a dated list shows, for its page's few rentals.
     * From the availability index when it is ready, else read from SQL.
     */
    async quoteStays(rentals: readonly GuestCapacityOf[], stay: StayOf): Promise<Map<string, StayTotal>> {
      const instant = new Date();
      const now = townClock(instant);
      const fitting = rentals.filter((rental) => guestsFit(stay, rental));
      const quotes = new Map<string, StayTotal>();
      if (availabilityIndex?.ready) {
        let complete = true;
        for (const rental of fitting) {
          const answer = availabilityIndex.quote(rental.id, stay, now);
          // The index lost its listener meanwhile: SQL answers instead.
          if (!answer) {
            complete = false;
            break;
          }
          if (answer.quote && answer.problems.length === 0) {
            quotes.set(rental.id, { nights: answer.quote.nights, total: answer.quote.total });
          }
        }
        if (complete) return quotes;
        quotes.clear();
      }
      const entriesOf = await stayEntriesOf(
        db,
        fitting.map((rental) => rental.id),
        now.today,
        stay.checkIn,
        stay.checkOut,
      );
      for (const [id, entries] of entriesOf) {
        const { quote, problems } = quoteStay(stay, {
          days: expandAvailability(entries, instant),
          bookedNights: bookedNightsOf(entries),
          now,
          terms: rentalTermsOf(entries),
        });
        if (quote && problems.length === 0) quotes.set(id, { nights: quote.nights, total: quote.total });
      }
      return quotes;
    },

    /** GET /api/v1/assets_availability/{id}: never cached, so a booking shows at once. */
    async assetAvailability(assetId: string): Promise<AvailabilityEntry[]> {
      if (!(await catalogue.assetForBooking(assetId))) throw notFound('No such asset');
      return availabilityEntries(db, assetId, dayInTimeZone(new Date()));
    },

    /**
     * Books a stay for the signed-in user: the booking rules (docs/rules.md) checked against
     * the rental's seasons and holds (400 naming each broken rule), the price computed here,
     * the overlap refused by the database (409 DATES_UNAVAILABLE), and the mails written with
     * it. Instant booking confirms it; otherwise it is a request that holds its dates.
     */
    async createBooking(userId: string, input: CreateBooking, lang: string | undefined): Promise<Booking> {
      const asset = await catalogue.assetForBooking(input.asset_id);
      if (!asset) throw notFound('No such rental');
      // A request past its time frees its nights now, not at the job's next run.
      await expireRequests(asset.id);
      const now = new Date();
      const clock = townClock(now);
      const entries = await availabilityEntries(db, asset.id, clock.today);
      const terms = rentalTermsOf(entries);
      const { quote, problems } = quoteStay(input, {
        days: expandAvailability(entries, now),
        bookedNights: bookedNightsOf(entries),
        now: clock,
        terms,
      });
      const broken = [...problems.filter((p) => p.rule !== 'booking.datesTaken'), ...guestProblems(input, asset)];
      if (broken.length) {
        throw badRequest(
          `The stay breaks the booking rules: ${broken.map((p) => p.rule).join(', ')}`,
          broken.map((p) => ({ field: `body.${p.field}`, message: p.rule })),
        );
      }
      if (!quote) throw datesUnavailable();

      const request = terms.bookingMode === 'request';
      const context = await mailContext(userId, asset.id, asset.address);
      let stored: BookingRecord;
      try {
        // The booking and its mails in one transaction: neither exists without the other.
        stored = await db.transaction(async (tx) => {
          const id = await insertBooking(tx, {
            assetId: asset.id,
            userId,
            status: request ? 'pending' : 'confirmed',
            checkIn: input.checkIn,
            checkOut: input.checkOut,
            checkInHour: quote.checkInHour,
            checkOutHour: quote.checkOutHour,
            nights: quote.nights,
            adults: input.adults,
            children: input.children,
            notes: input.notes ?? null,
            totalPrice: quote.total,
            priceBands: quote.bands,
            fees: quote.fees,
            cancellationPolicy: quote.cancellationPolicy,
            expiresAt: request ? new Date(now.getTime() + REQUEST_HOLD_HOURS * 3_600_000) : null,
          });
          const booking = (await findBooking(tx, userId, id))!;
          if (context) {
            await writeMails(
              tx,
              context,
              booking,
              request ? { host: 'request' } : { guest: 'confirmed', host: 'booked' },
            );
          }
          return booking;
        });
      } catch (error) {
        if (sqlState(error) === EXCLUSION_VIOLATION) throw datesUnavailable();
        throw error;
      }
      mailer.deliverSoon();
      await refreshNightlyPrice(asset.id);
      return named(stored, lang ?? context?.guest.language ?? DEFAULT_LANGUAGE);
    },

    async listBookings(userId: string, query: { lang?: string; limit: number; offset: number }) {
      const lang = await answerLanguage(userId, query.lang);
      const page = await listStoredBookings(db, userId, query);
      const names = await catalogue.assetNames(
        page.items.map((b) => b.asset_id),
        lang,
      );
      const items = page.items.map((b) => publicBooking(b, names.get(b.asset_id) ?? ''));
      return { items, total: page.total, limit: query.limit, offset: query.offset };
    },

    /**
     * The guest cancels one of their bookings (docs/rules.md#cancellation): a request until
     * check-in, a confirmed stay while cancelling is free under its policy; the dates are free
     * again at once. Cancelling a cancelled booking answers it unchanged (a retry is harmless);
     * any other is 409 BOOKING_NOT_CANCELLABLE.
     */
    async cancelBooking(userId: string, id: string, lang: string | undefined): Promise<Booking> {
      const found = await findBooking(db, userId, id);
      if (!found) throw bookingNotFound();
      if (found.status === 'cancelled') return named(found, await answerLanguage(userId, lang));
      const name = found.status === 'pending' ? 'withdraw' : 'cancelByGuest';
      const moved =
        (found.status === 'pending' || found.status === 'confirmed') &&
        (await move(found, name, { guest: 'cancelled', host: 'guestCancelled' }));
      const booking = await getBooking(userId, id, lang);
      if (moved || booking.status === 'cancelled') return booking;
      throw new HttpError(
        409,
        ERROR_CODES.bookingNotCancellable,
        booking.status === 'confirmed'
          ? `Free cancellation ended on ${booking.freeCancellationUntil}; ask the host to cancel it`
          : `A ${booking.status} booking cannot be cancelled`,
        { status: booking.status, freeCancellationUntil: booking.freeCancellationUntil },
      );
    },

    // -----------------------------------------------------------------------------------------
    // The owner's side

    /** GET /api/v1/owner/assets/{id}/availability. */
    async rentalCalendar(actor: AuthUser, assetId: string): Promise<RentalCalendar> {
      await ownRental(actor, assetId);
      return calendarOf(assetId);
    },

    /**
     * PUT /api/v1/owner/assets/{id}/availability: the settings, every season and every block to
     * come, replaced in one transaction (docs/rules.md#seasons). Seasons that overlap, end
     * before they start, end in the past or beyond the horizon: 400 naming them; a block over a
     * booking, a request or an imported event: 409. The public availability follows at once.
     */
    async updateRentalCalendar(
      actor: AuthUser,
      assetId: string,
      update: RentalCalendarUpdate,
    ): Promise<RentalCalendar> {
      await ownRental(actor, assetId);
      const today = dayInTimeZone(new Date());
      const problems = calendarProblems(update, today);
      if (problems.length) {
        throw badRequest(
          `The calendar breaks its rules: ${[...new Set(problems.map((p) => p.message))].join(', ')}`,
          problems.map((p) => ({ field: `body.${p.path.join('.')}`, message: p.message })),
        );
      }
      const { seasons, blocks, ...settings } = update;
      try {
        await db.transaction(async (tx) => {
          // The settings row is the rental's lock: two changes of one calendar take turns.
          await lockSettings(tx, assetId);
          await saveSettings(tx, assetId, { ...settings, extraGuestsFrom: settings.extraGuestsFrom ?? null });
          await replaceSeasons(tx, assetId, seasons);
          await refuseBlocksOverHolds(tx, assetId, blocks);
          await replaceBlocks(tx, assetId, blocks, today);
        });
      } catch (error) {
        // A booking made between the check and the write: the constraint has the last word.
        if (sqlState(error) === EXCLUSION_VIOLATION) {
          throw conflict(ERROR_CODES.datesUnavailable, 'A block covers nights already booked or held');
        }
        throw error;
      }
      await refreshNightlyPrice(assetId);
      return calendarOf(assetId);
    },

    /**
     * GET /api/v1/owner/bookings: bookings of the actor's rentals (an admin's own too; with
     * `assetId`, any rental an admin asks for), with the guest's contact.
     */
    async ownerBookings(actor: AuthUser, query: OwnerBookingListQuery) {
      const lang = query.lang ?? (await answerLanguage(actor.id, undefined));
      const assetIds = query.assetId
        ? [(await ownRental(actor, query.assetId)).id]
        : (await owners.ownedBy(actor.id)).map((row) => row.id);
      const page = await listAssetBookings(db, assetIds, query);
      return {
        items: await withGuests(page.items, lang),
        total: page.total,
        limit: query.limit,
        offset: query.offset,
      };
    },

    /** Accepts a pending request: it is confirmed and the guest gets the confirmation; otherwise 409. */
    async accept(actor: AuthUser, id: string, lang?: string): Promise<OwnerBooking> {
      const booking = await ownBooking(actor, id);
      if (!(await move(booking, 'accept', { guest: 'confirmed' }))) {
        throw bookingState((await findBookingById(db, id))!.status, 'accepted');
      }
      return ownerBooking(actor, id, lang);
    },

    /** Declines a pending request, with a word to the guest; its dates are free again; otherwise 409. */
    async decline(actor: AuthUser, id: string, message: string | null | undefined, lang?: string) {
      const booking = await ownBooking(actor, id);
      if (!(await move(booking, 'decline', { guest: 'declined' }, message || null))) {
        throw bookingState((await findBookingById(db, id))!.status, 'declined');
      }
      return ownerBooking(actor, id, lang);
    },

    /** The host cancels a confirmed stay, with the reason the guest is told; dates free again; otherwise 409. */
    async cancelAsHost(actor: AuthUser, id: string, reason: string, lang?: string): Promise<OwnerBooking> {
      const booking = await ownBooking(actor, id);
      if (!(await move(booking, 'cancelByHost', { guest: 'cancelled' }, reason))) {
        throw bookingState((await findBookingById(db, id))!.status, 'cancelled by the host');
      }
      return ownerBooking(actor, id, lang);
    },

    /** Stores `completed` for confirmed stays past their check-out time (the job's work). */
    async completePastStays(): Promise<number> {
      return completePastStays(db, COMPLETION_BATCH);
    },

    // -----------------------------------------------------------------------------------------
    // Holds for the calendars module (docs/decisions/015-rental-calendar-and-holds.md)

    /** Whether the actor runs this rental (the calendars module's owner routes ask); 404 otherwise. */
    async requireOwnRental(actor: AuthUser, assetId: string): Promise<void> {
      await ownRental(actor, assetId);
    },

    /** Every hold of a rental still to come, for its calendar export. */
    async rentalHolds(assetId: string): Promise<RentalHold[]> {
      const holds = await listHolds(db, assetId, dayInTimeZone(new Date()));
      return holds.map(({ note: _note, bookingId: _bookingId, ...hold }: StoredHold) => hold);
    },

    /**
     * Holds an imported event's nights, or moves them: `held`, or `conflict` when something
     * else already holds one of them (the event is then shown to the host, not dropped).
     * `tx`: the caller's transaction; a conflict leaves it usable (a savepoint).
     */
    async holdFeedNights(hold: FeedHold, tx: Db = db): Promise<'held' | 'conflict'> {
      try {
        await tx.transaction(async (savepoint) => upsertFeedHold(savepoint, hold));
        return 'held';
      } catch (error) {
        if (sqlState(error) === EXCLUSION_VIOLATION) return 'conflict';
        throw error;
      }
    },

    /** Frees the nights of imported events that vanished or whose feed is gone. */
    async releaseFeedNights(feedEventIds: readonly string[], tx: Db = db): Promise<void> {
      await deleteFeedHolds(tx, feedEventIds);
    },

    /** After a sync changed a rental's holds: its "from" price follows. */
    holdsChanged: refreshNightlyPrice,

    /** The secret of a rental's calendar export address, made on first use. */
    icalToken(assetId: string): Promise<string> {
      return icalToken(db, assetId, newIcalToken());
    },

    /** A new secret for the export address; the old one stops working at once. */
    async replaceIcalToken(assetId: string): Promise<string> {
      const token = newIcalToken();
      await replaceIcalToken(db, assetId, token);
      return token;
    },

    /** The rental whose export address carries this secret. */
    assetOfIcalToken(token: string): Promise<string | undefined> {
      return findAssetByIcalToken(db, token);
    },
  };
}

/** 32 random bytes, URL-safe: unguessable, and nothing to escape in an address. */
function newIcalToken(): string {
  return randomBytes(32).toString('base64url');
}

export type BookingsService = ReturnType<typeof createBookingsService>;

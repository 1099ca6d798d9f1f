import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, ERROR_CODES } from '@town/shared';
import { expandAvailability, rentalTermsOf, townClock } from '@town/shared/availability';
import {
  bookedNightsOf,
  guestProblems,
  quoteStay,
  type Booking,
  type BookingTransition,
  type CreateBooking,
  type OwnerBooking,
  type OwnerBookingListQuery,
} from '@town/shared/bookings';
import { REQUEST_HOLD_HOURS } from '@town/shared/rentals';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MailWriter } from '../../plugins/mail.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogueService, CatalogueWriter } from '../catalogue/index.ts';
import { bookingMail, hostBookingMail, type GuestMailKind, type HostMailKind } from './bookings.mail.ts';
import { EXCLUSION_VIOLATION, sqlState } from './bookings.shared.ts';
import {
  completePastStays,
  findBooking,
  findBookingById,
  findOverdueRequests,
  insertBooking,
  listAssetBookings,
  listBookings as listStoredBookings,
  transition,
  type BookingRecord,
} from './bookings.repository.ts';
import { availabilityEntries } from './rental-calendar.repository.ts';
import type { RentalCalendarService } from './rental-calendar.service.ts';

/** A check the database refused: here, the trigger on a booking's change of state. */
const CHECK_VIOLATION = '23514';

const datesUnavailable = () =>
  conflict(ERROR_CODES.datesUnavailable, 'Some of those nights are already booked; choose other dates');

const bookingNotFound = () => notFound('No such booking');

const bookingState = (status: string, action: string) =>
  conflict(ERROR_CODES.bookingState, `A ${status} booking cannot be ${action}`, { status });

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

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  mailer: FastifyInstance['mailer'];
  /** The rental: its address, capacity and name; only a published one takes bookings (docs/listings.md#life). */
  catalogue: Pick<CatalogueService, 'assetForBooking' | 'assetAddress' | 'assetNames' | 'assetCovers'>;
  /** Who owns a rental, and which rentals an owner has (docs/listings.md#roles). */
  owners: Pick<CatalogueWriter, 'ownerAndStatus' | 'ownedBy'>;
  /** Guests and hosts: whom to mail, in which language, and how the host reaches a guest. */
  accounts: Pick<AccountsService, 'contact' | 'profilesOf'>;
  /**
   * The rental's calendar: which rentals the owner runs, and what follows a booking's change of
   * the nights it holds (the availability index, the "from" price).
   */
  rentalCalendar: Pick<RentalCalendarService, 'requireOwnRental' | 'holdsChanged'>;
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
 * Bookings through their life (docs/rules.md#bookings): made, read, cancelled by the guest,
 * accepted, declined or cancelled by the host, expired and completed; the stay rules checked here,
 * the overlap and the changes of state refused by the database too, and every mail of a booking.
 * The rental's calendar is rental-calendar.service.ts's; the dated search, stays-search.service.ts's.
 */
export function createBookingsService({ db, config, mailer, catalogue, owners, accounts, rentalCalendar }: Deps) {
  /** The answer's language: the one asked for, else the guest's, else the default language. */
  async function answerLanguage(userId: string, lang: string | undefined): Promise<string> {
    return lang ?? (await accounts.contact(userId))?.language ?? DEFAULT_LANGUAGE;
  }

  type Covers = Awaited<ReturnType<CatalogueService['assetCovers']>>;

  /** A booking as answered: with its rental's name and cover picture in the answer's language. */
  function publicBooking({ userId: _userId, ...stored }: BookingRecord, covers: Covers): Booking {
    const cover = covers.get(stored.asset_id);
    return { ...stored, assetName: cover?.name ?? '', assetImage: cover?.image ?? null };
  }

  async function named(stored: BookingRecord, lang: string): Promise<Booking> {
    return publicBooking(stored, await catalogue.assetCovers([stored.asset_id], lang));
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
      await rentalCalendar.holdsChanged(booking.asset_id);
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

  /** A booking of a rental the actor runs; any other is as good as missing. */
  async function ownBooking(actor: AuthUser, id: string): Promise<BookingRecord> {
    const booking = await findBookingById(db, id);
    if (!booking) throw bookingNotFound();
    const row = await owners.ownerAndStatus(booking.asset_id);
    if (!row || (actor.role !== 'admin' && row.ownerId !== actor.id)) throw bookingNotFound();
    return booking;
  }

  async function withGuests(bookings: BookingRecord[], lang: string): Promise<OwnerBooking[]> {
    const [covers, guests] = await Promise.all([
      catalogue.assetCovers(
        bookings.map((b) => b.asset_id),
        lang,
      ),
      accounts.profilesOf(bookings.map((b) => b.userId)),
    ]);
    return bookings.map((b) => {
      const guest = guests.get(b.userId);
      return {
        ...publicBooking(b, covers),
        guest: {
          name: guest?.name ?? '',
          email: guest?.email ?? '',
          phone: guest?.phone ?? null,
          language: guest?.language ?? DEFAULT_LANGUAGE,
          emailVerified: guest?.emailVerified ?? false,
        },
      };
    });
  }

  async function ownerBooking(actor: AuthUser, id: string, lang: string | undefined): Promise<OwnerBooking> {
    const booking = await ownBooking(actor, id);
    const [answer] = await withGuests([booking], lang ?? (await answerLanguage(actor.id, undefined)));
    return answer!;
  }

  return {
    getBooking,
    expireRequests,

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
      await rentalCalendar.holdsChanged(asset.id);
      return named(stored, lang ?? context?.guest.language ?? DEFAULT_LANGUAGE);
    },

    async listBookings(userId: string, query: { lang?: string; limit: number; offset: number }) {
      const lang = await answerLanguage(userId, query.lang);
      const page = await listStoredBookings(db, userId, query);
      const covers = await catalogue.assetCovers(
        page.items.map((b) => b.asset_id),
        lang,
      );
      const items = page.items.map((b) => publicBooking(b, covers));
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

    /**
     * GET /api/v1/owner/bookings: bookings of the actor's rentals (an admin's own too; with
     * `assetId`, any rental an admin asks for), with the guest's contact.
     */
    async ownerBookings(actor: AuthUser, query: OwnerBookingListQuery) {
      const lang = query.lang ?? (await answerLanguage(actor.id, undefined));
      const assetIds = query.assetId
        ? [await rentalCalendar.requireOwnRental(actor, query.assetId)]
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
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

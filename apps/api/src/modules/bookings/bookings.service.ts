import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@town/shared';
import { dayInTimeZone, expandAvailability, type AvailabilityEntry } from '@town/shared/availability';
import { bookedNightsOf, guestProblems, quoteStay, type Booking, type CreateBooking } from '@town/shared/bookings';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { MailWriter } from '../../plugins/mail.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { bookingMail } from './bookings.mail.ts';
import type { NightlyPricesService } from './nightly-prices.service.ts';
import {
  availabilityEntries,
  cancelBooking as cancelStoredBooking,
  findBooking,
  insertBooking,
  listBookings as listStoredBookings,
  type StoredBooking,
} from './bookings.repository.ts';

/** PostgreSQL's exclusion_violation: the constraint found an overlapping live booking. */
const EXCLUSION_VIOLATION = '23P01';

const datesUnavailable = () =>
  conflict(ERROR_CODES.datesUnavailable, 'Some of those nights are already booked; choose other dates');

const bookingNotFound = () => notFound('No such booking');

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
  assetName: string;
  address: string;
}

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
  mailer: FastifyInstance['mailer'];
  /** The rental: its address, capacity and name; only a published one takes bookings (docs/listings.md#life). */
  catalogue: Pick<CatalogueService, 'assetForBooking' | 'assetAddress' | 'assetNames'>;
  /** The guest: whom to mail, in which language. */
  accounts: Pick<AccountsService, 'contact'>;
  /** The rental's "from" price, which a booking or a cancellation may change. */
  nightlyPrices: Pick<NightlyPricesService, 'refresh'>;
}

/**
 * Availability and bookings of short-term rentals: the stay rules checked here and by
 * the database, the guest's mails, and each booking's rental named in the asked language.
 */
export function createBookingsService({ db, config, log, mailer, catalogue, accounts, nightlyPrices }: Deps) {
  /** The answer's language: the one asked for, else the guest's, else Spanish. */
  async function answerLanguage(userId: string, lang: string | undefined): Promise<string> {
    return lang ?? (await accounts.contact(userId))?.language ?? 'es';
  }

  async function named(stored: StoredBooking, lang: string): Promise<Booking> {
    const names = await catalogue.assetNames([stored.asset_id], lang);
    return { ...stored, assetName: names.get(stored.asset_id) ?? '' };
  }

  /**
   * What the guest's mail needs besides the booking: whom to write, and the rental's name in
   * their language and address. Read before the booking's transaction, which then uses no
   * other connection (a transaction waiting for a second connection could starve the pool).
   */
  async function mailContext(userId: string, assetId: string, address?: string): Promise<MailContext | undefined> {
    const guest = await accounts.contact(userId);
    if (!guest) return undefined;
    const [names, storedAddress] = await Promise.all([
      catalogue.assetNames([assetId], guest.language),
      // A booking already made may be of a rental unpublished since: its mails still say where it is.
      address === undefined ? catalogue.assetAddress(assetId) : undefined,
    ]);
    return { guest, assetName: names.get(assetId) ?? '', address: address ?? storedAddress ?? '' };
  }

  /** The guest's mail about a booking, written in the transaction that changes the booking. */
  async function writeGuestMail(
    tx: MailWriter,
    kind: 'confirmed' | 'cancelled',
    { guest, assetName, address }: MailContext,
    stored: StoredBooking,
  ): Promise<void> {
    const mail = bookingMail(kind, { ...stored, assetName, address }, guest, {
      publicUrl: config.publicUrl,
      now: new Date(),
    });
    await mailer.write(tx, {
      to: guest.email,
      ...mail,
      kind: `booking-${kind === 'confirmed' ? 'confirmation' : 'cancellation'}`,
    });
  }

  /** A failure here never undoes the booking: it is logged, and the nightly refresh mends the price. */
  async function refreshNightlyPrice(assetId: string): Promise<void> {
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

  return {
    getBooking,

    /** GET /api/v1/assets_availability/{id}: never cached, so a booking shows at once. */
    async assetAvailability(assetId: string): Promise<AvailabilityEntry[]> {
      if (!(await catalogue.assetForBooking(assetId))) throw notFound('No such asset');
      return availabilityEntries(db, assetId, dayInTimeZone(new Date()));
    },

    /**
     * Books a stay for the signed-in user: the booking rules (docs/rules.md) checked against
     * the asset's availability (400 naming each broken rule), the price computed here, and
     * the overlap refused by the database (409 DATES_UNAVAILABLE), then the confirmation mailed.
     */
    async createBooking(userId: string, input: CreateBooking, lang: string | undefined): Promise<Booking> {
      const asset = await catalogue.assetForBooking(input.asset_id);
      if (!asset) throw notFound('No such rental');
      const now = new Date();
      const today = dayInTimeZone(now);
      const entries = await availabilityEntries(db, asset.id, today);
      const { quote, problems } = quoteStay(
        { checkIn: input.checkIn, checkOut: input.checkOut },
        { days: expandAvailability(entries, now), bookedNights: bookedNightsOf(entries), today },
      );
      const broken = [...problems.filter((p) => p.rule !== 'booking.datesTaken'), ...guestProblems(input, asset)];
      if (broken.length) {
        throw badRequest(
          `The stay breaks the booking rules: ${broken.map((p) => p.rule).join(', ')}`,
          broken.map((p) => ({ field: `body.${p.field}`, message: p.rule })),
        );
      }
      if (!quote) throw datesUnavailable();

      const context = await mailContext(userId, asset.id, asset.address);
      let stored: StoredBooking;
      try {
        // The booking and its confirmation in one transaction: neither exists without the other.
        stored = await db.transaction(async (tx) => {
          const id = await insertBooking(tx, {
            assetId: asset.id,
            userId,
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
          });
          const booking = (await findBooking(tx, userId, id))!;
          if (context) await writeGuestMail(tx, 'confirmed', context, booking);
          return booking;
        });
      } catch (error) {
        if (sqlState(error) === EXCLUSION_VIOLATION) throw datesUnavailable();
        throw error;
      }
      mailer.deliverSoon();
      await refreshNightlyPrice(asset.id);
      return named(stored, lang ?? context?.guest.language ?? 'es');
    },

    async listBookings(userId: string, query: { lang?: string; limit: number; offset: number }) {
      const lang = await answerLanguage(userId, query.lang);
      const page = await listStoredBookings(db, userId, query);
      const names = await catalogue.assetNames(
        page.items.map((b) => b.asset_id),
        lang,
      );
      const items: Booking[] = page.items.map((b) => ({ ...b, assetName: names.get(b.asset_id) ?? '' }));
      return { items, total: page.total, limit: query.limit, offset: query.offset };
    },

    /**
     * Cancels one of the user's live bookings before its check-in time; the dates are free
     * again at once. Cancelling a cancelled booking answers it unchanged (a retry is harmless);
     * a stay that has begun or ended cannot be cancelled (409 BOOKING_NOT_CANCELLABLE).
     */
    async cancelBooking(userId: string, id: string, lang: string | undefined): Promise<Booking> {
      const found = await findBooking(db, userId, id);
      if (!found) throw bookingNotFound();
      const context = found.cancellable ? await mailContext(userId, found.asset_id) : undefined;
      // The cancellation and its mail in one transaction, as for a booking.
      const cancelled = await db.transaction(async (tx) => {
        if (!(await cancelStoredBooking(tx, userId, id))) return false;
        if (context) await writeGuestMail(tx, 'cancelled', context, (await findBooking(tx, userId, id))!);
        return true;
      });
      const booking = await getBooking(userId, id, lang);
      if (cancelled) {
        mailer.deliverSoon();
        await refreshNightlyPrice(booking.asset_id);
        return booking;
      }
      if (booking.status === 'cancelled') return booking;
      throw new HttpError(
        409,
        ERROR_CODES.bookingNotCancellable,
        'This stay has already begun or ended and cannot be cancelled',
      );
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

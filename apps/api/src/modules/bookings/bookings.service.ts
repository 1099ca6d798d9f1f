import type { FastifyInstance } from 'fastify';
import { dayInTimeZone, expandAvailability, type AvailabilityEntry } from '@town/shared/availability';
import { bookedNightsOf, quoteStay, type Booking, type CreateBooking, type StayProblem } from '@town/shared/bookings';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.ts';
import { bookingMail } from './bookings.mail.ts';
import {
  assetExists,
  availabilityEntries,
  cancelBooking as cancelStoredBooking,
  findAsset,
  findBooking,
  findGuest,
  insertBooking,
  listBookings as listStoredBookings,
  type BookableAsset,
  type Guest,
} from './bookings.repository.ts';

/** PostgreSQL's exclusion_violation: the constraint found an overlapping live booking. */
const EXCLUSION_VIOLATION = '23P01';

export const datesUnavailable = () =>
  conflict('DATES_UNAVAILABLE', 'Some of those nights are already booked; choose other dates');

const bookingNotFound = () => notFound('No such booking');

/** The SQLSTATE of a database error, whether the driver's own or wrapped by the ORM. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** GET /api/v1/assets_availability/{id}: never cached, so a booking shows at once. */
export async function assetAvailability(app: FastifyInstance, assetId: string): Promise<AvailabilityEntry[]> {
  if (!(await assetExists(app.db, assetId))) throw notFound('No such asset');
  return availabilityEntries(app.db, assetId, dayInTimeZone(new Date()));
}

function capacityProblems(asset: BookableAsset, input: CreateBooking): StayProblem[] {
  const problems: StayProblem[] = [];
  if (asset.adults !== null && input.adults > asset.adults)
    problems.push({ rule: 'booking.tooManyAdults', field: 'adults' });
  if (asset.children !== null && input.children > asset.children) {
    problems.push({ rule: 'booking.tooManyChildren', field: 'children' });
  }
  return problems;
}

/**
 * Books a stay for the signed-in user: the rules of DESIGN.md §4 checked against the
 * asset's availability (400 naming each broken rule), the price computed here, and the
 * overlap refused by the database (409 DATES_UNAVAILABLE), then the confirmation mailed.
 */
export async function createBooking(
  app: FastifyInstance,
  userId: string,
  input: CreateBooking,
  lang: string | undefined,
): Promise<Booking> {
  const asset = await findAsset(app.db, input.asset_id);
  if (!asset) throw notFound('No such rental');
  const now = new Date();
  const today = dayInTimeZone(now);
  const entries = await availabilityEntries(app.db, asset.id, today);
  const { quote, problems } = quoteStay(
    { checkIn: input.checkIn, checkOut: input.checkOut },
    { days: expandAvailability(entries, now), bookedNights: bookedNightsOf(entries), today },
  );
  const broken = [...problems.filter((p) => p.rule !== 'booking.datesTaken'), ...capacityProblems(asset, input)];
  if (broken.length) {
    throw badRequest(
      `The stay breaks the booking rules: ${broken.map((p) => p.rule).join(', ')}`,
      broken.map((p) => ({ field: `body.${p.field}`, message: p.rule })),
    );
  }
  if (!quote) throw datesUnavailable();

  let id: string;
  try {
    id = await insertBooking(app.db, {
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
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw datesUnavailable();
    throw error;
  }
  const guest = await findGuest(app.db, userId);
  const mailed = guest && (await findBooking(app.db, userId, id, guest.language));
  if (guest && mailed) await mailGuest(app, 'confirmed', guest, mailed, asset.address);
  const answerLang = lang ?? guest?.language ?? 'es';
  return mailed && answerLang === guest?.language ? mailed : (await findBooking(app.db, userId, id, answerLang))!;
}

/** The guest's mail; a failure to record it is logged and never undoes the booking. */
async function mailGuest(
  app: FastifyInstance,
  kind: 'confirmed' | 'cancelled',
  guest: Guest,
  booking: Booking,
  address: string,
): Promise<void> {
  try {
    const mail = bookingMail(kind, { ...booking, address }, guest, {
      publicUrl: app.config.publicUrl,
      now: new Date(),
    });
    await app.mailer.send({
      to: guest.email,
      ...mail,
      kind: `booking-${kind === 'confirmed' ? 'confirmation' : 'cancellation'}`,
    });
  } catch (error) {
    app.log.error({ err: error, bookingId: booking.id }, 'booking mail could not be recorded');
  }
}

export async function listBookings(
  app: FastifyInstance,
  userId: string,
  query: { lang?: string; limit: number; offset: number },
) {
  const lang = query.lang ?? (await findGuest(app.db, userId))?.language ?? 'es';
  const page = await listStoredBookings(app.db, userId, lang, query);
  return { ...page, limit: query.limit, offset: query.offset };
}

export async function getBooking(app: FastifyInstance, userId: string, id: string, lang: string | undefined) {
  const booking = await findBooking(app.db, userId, id, lang ?? (await findGuest(app.db, userId))?.language ?? 'es');
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Cancels one of the user's live bookings before its check-in time; the dates are free
 * again at once. Cancelling a cancelled booking answers it unchanged (a retry is harmless);
 * a stay that has begun or ended cannot be cancelled (409 BOOKING_NOT_CANCELLABLE).
 */
export async function cancelBooking(app: FastifyInstance, userId: string, id: string, lang: string | undefined) {
  const cancelled = await cancelStoredBooking(app.db, userId, id);
  const booking = await getBooking(app, userId, id, lang);
  if (cancelled) {
    const [asset, guest] = await Promise.all([findAsset(app.db, booking.asset_id), findGuest(app.db, userId)]);
    const mailed = guest && (await findBooking(app.db, userId, id, guest.language));
    if (guest && mailed) await mailGuest(app, 'cancelled', guest, mailed, asset?.address ?? '');
    return booking;
  }
  if (booking.status === 'cancelled') return booking;
  throw new HttpError(409, 'BOOKING_NOT_CANCELLABLE', 'This stay has already begun or ended and cannot be cancelled');
}

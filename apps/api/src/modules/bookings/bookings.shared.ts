import { sql } from 'drizzle-orm';
import type { Booking } from '@town/shared/bookings';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';

/*
 * What the bookings module's three parts share (booking life, the rental calendar, the stays
 * search; docs/architecture.md#the-bookings-module): the database handle, the SQL of a request
 * past its time, and how PostgreSQL's refusals are told apart.
 */

/** The database, or a transaction on it (a booking and its mail are written in one). */
export type Db = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

/** A request past its time still holds its nights until the job (or the next booking) expires it. */
export const overdueRequest = sql`(${bookings.status} = 'pending' and ${bookings.expiresAt} <= now())`;

/** PostgreSQL's exclusion_violation: the constraint found a hold sharing a night. */
export const EXCLUSION_VIOLATION = '23P01';

/** The SQLSTATE of a database error, whether the driver's own or wrapped by the ORM. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A stay's terms as the guest booked them: what a new booking stores, and what its mails tell. */
export type StayTerms = Pick<
  Booking,
  | 'checkIn'
  | 'checkOut'
  | 'checkInHour'
  | 'checkOutHour'
  | 'nights'
  | 'adults'
  | 'children'
  | 'notes'
  | 'priceBands'
  | 'fees'
  | 'totalPrice'
  | 'cancellationPolicy'
>;

import { BOOKING_STATUSES, type BookingStatus } from '@town/shared/bookings';
import { normaliseBookingReference } from '@town/shared/booking-reference';
import { isCalendarDay } from '@town/shared/days';

/*
 * The host's bookings list keeps its filters in its address (a reload or a link from a mail
 * shows the same list): `status` (comma-separated), `from`, `to`, `assetId`, `reference`, `page`.
 * A reference names one booking: with it, the states and dates are not asked for. Without
 * `from`, stays still to end are shown (from today); `from=` empty shows the past too.
 */

export const HOST_BOOKINGS_PAGE_SIZE = 20;

export interface HostBookingsFilters {
  /** None: every state. */
  statuses: BookingStatus[];
  /** Stays that end after this day… */
  from?: string;
  /** …and begin before this one. */
  to?: string;
  /** One rental only. */
  assetId?: string;
  /** One booking, by its reference (as stored: upper case, no dash). */
  reference?: string;
  page: number;
}

const isStatus = (value: string): value is BookingStatus => (BOOKING_STATUSES as readonly string[]).includes(value);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);

/** The filters an address asks for; what it gets wrong is left out. */
export function filtersOf(params: URLSearchParams, today: string): HostBookingsFilters {
  const statuses = (params.get('status') ?? '').split(',').filter(isStatus);
  const page = Number(params.get('page'));
  const assetId = params.get('assetId');
  return {
    statuses: BOOKING_STATUSES.filter((status) => statuses.includes(status)),
    from: params.has('from') ? day(params.get('from')) : today,
    to: day(params.get('to')),
    assetId: assetId && UUID.test(assetId) ? assetId : undefined,
    reference: normaliseBookingReference(params.get('reference') ?? '') ?? undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address's query for some filters (the defaults left out). */
export function paramsOf(filters: HostBookingsFilters, today: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.statuses.length) params.set('status', filters.statuses.join(','));
  if (filters.from !== today) params.set('from', filters.from ?? '');
  if (filters.to) params.set('to', filters.to);
  if (filters.assetId) params.set('assetId', filters.assetId);
  if (filters.reference) params.set('reference', filters.reference);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

import {
  addDays,
  dayInTimeZone,
  expandAvailability,
  rentalTermsOf,
  townClock,
  weekdayOf,
  type AvailabilityEntry,
} from '@town/shared/availability';
import { bookedNightsOf, quoteStay, type AvailabilityAnswer, type Booking } from '@town/shared/bookings';
import type { RentalTerms } from '@town/shared/rentals';

/*
 * A rental and bookings as the API answers them, for the feature's component tests: the
 * shared contract's types, so that a change of the contract breaks the tests that use them.
 */

export const ASSET_ID = '6f1c3a52-8a4b-4d8e-9a43-1f6f3f0d2b11';

/** The town's today, and the first Thursday at least `from` days after it. */
export function thursdayAfter(from: number): string {
  let day = addDays(dayInTimeZone(new Date()), from);
  while (weekdayOf(day) !== 4) day = addDays(day, 1);
  return day;
}

/**
 * The availability answer of a rental with one season over the coming months: 100 € a night,
 * 130 € on Friday and Saturday nights, 2 to 14 nights, arriving at 16:00 and leaving by 11:00,
 * with the terms given (a cleaning fee and an extra-guest fee above two guests by default).
 */
export function rentalAnswer(terms: Partial<RentalTerms> = {}): AvailabilityEntry[] {
  const today = dayInTimeZone(new Date());
  return [
    {
      type: 'free',
      start: addDays(today, 1),
      end: addDays(today, 200),
      asset_id: ASSET_ID,
      checkInHour: '16:00',
      checkOutHour: '11:00',
      minDays: 2,
      maxDays: 14,
      startDay: null,
      endDay: null,
      price: 100,
      weekendPrice: 130,
      updatedAt: '2026-01-01T00:00:00.000Z',
      bookingMode: 'instant',
      cancellationPolicy: 'moderate',
      cleaningFee: 40,
      extraGuestFee: 15,
      extraGuestsFrom: 2,
      ...terms,
    },
  ];
}

/** The API's own quote (docs/rules.md#bookings) of a stay, for these guests: what the page must show. */
export function sharedQuote(answer: AvailabilityAnswer, checkIn: string, checkOut: string, adults = 1, children = 0) {
  const context = {
    days: expandAvailability(answer),
    bookedNights: bookedNightsOf(answer),
    now: townClock(),
    terms: rentalTermsOf(answer),
  };
  return quoteStay({ checkIn, checkOut, adults, children }, context).quote!;
}

/** A booking of the guest's, four nights from a Thursday a month ahead, confirmed and cancellable. */
export function sampleBooking(changes: Partial<Booking> = {}): Booking {
  const checkIn = thursdayAfter(30);
  return {
    id: '0b8a3f9e-7c1d-4e2a-9f6b-5d4c3b2a1e0f',
    reference: '7K3Q9X',
    asset_id: ASSET_ID,
    assetName: 'Casa Marina',
    assetImage: null,
    checkIn,
    checkOut: addDays(checkIn, 4),
    checkInHour: '16:00',
    checkOutHour: '11:00',
    timeZone: 'Europe/Madrid',
    nights: 4,
    adults: 3,
    children: 1,
    notes: null,
    status: 'confirmed',
    cancellable: true,
    priceBands: [
      { from: checkIn, to: addDays(checkIn, 1), nights: 1, pricePerNight: 100, subtotal: 100 },
      { from: addDays(checkIn, 1), to: addDays(checkIn, 3), nights: 2, pricePerNight: 130, subtotal: 260 },
      { from: addDays(checkIn, 3), to: addDays(checkIn, 4), nights: 1, pricePerNight: 100, subtotal: 100 },
    ],
    fees: [
      { kind: 'cleaning', amount: 40 },
      { kind: 'extraGuests', guests: 2, nights: 4, perGuestPerNight: 15, amount: 120 },
    ],
    totalPrice: 620,
    currency: 'EUR',
    cancellationPolicy: 'moderate',
    freeCancellationUntil: new Date(Date.now() + 25 * 86_400_000).toISOString(),
    expiresAt: null,
    declineMessage: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt: new Date(Date.now() - 86_400_000).toISOString(),
    cancelledAt: null,
    ...changes,
  };
}

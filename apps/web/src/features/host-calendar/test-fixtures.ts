import type { RentalCalendar } from '@town/shared/rentals';

/*
 * A rental's calendar as the owner's API answers it, for the feature's tests: the shared
 * contract's type, so that a change of the contract breaks the tests that use it.
 */

/** A rental on request with one season, a block, two bookings and an imported calendar's nights. */
export const JULY_CALENDAR: RentalCalendar = {
  bookingMode: 'request',
  checkInHour: '17:00',
  checkOutHour: '12:00',
  cancellationPolicy: 'moderate',
  cleaningFee: 40,
  extraGuestFee: 0,
  extraGuestsFrom: null,
  advanceNoticeDays: 0,
  sameDayCutoffHours: 2,
  // July at 120 a night, 150 on Friday and Saturday nights; nothing offered after it.
  seasons: [
    {
      start: '2027-07-01',
      end: '2027-08-01',
      price: 120,
      weekendPrice: 150,
      minDays: 3,
      maxDays: null,
      startDays: null,
      endDays: null,
    },
  ],
  blocks: [{ id: '0c8f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f', start: '2027-07-05', end: '2027-07-08', note: 'Painting' }],
  holds: [
    { kind: 'booking', start: '2027-07-10', end: '2027-07-13', bookingId: null, status: 'confirmed' },
    { kind: 'booking', start: '2027-07-20', end: '2027-07-22', bookingId: null, status: 'pending' },
    { kind: 'feed', start: '2027-07-25', end: '2027-07-27', bookingId: null, status: null },
  ],
  updatedAt: null,
};

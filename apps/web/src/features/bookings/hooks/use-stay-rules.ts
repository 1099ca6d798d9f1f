import { useMemo } from 'react';
import { expandAvailability, rentalTermsOf, townClock, type AvailabilityDay } from '@town/shared/availability';
import {
  bookedNightsOf,
  canCheckIn,
  quoteStay,
  type AvailabilityAnswer,
  type GuestCount,
  type StayContext,
} from '@town/shared/bookings';
import type { RentalTerms } from '@town/shared/rentals';

export interface StayRules {
  today: string;
  days: ReadonlyMap<string, AvailabilityDay>;
  booked: ReadonlySet<string>;
  /** How the rental is booked (instant or on request), its fees and its cancellation policy. */
  terms: RentalTerms;
  canCheckIn(day: string): boolean;
  /** The stay checked and priced as the API will (one adult when no guests are given). */
  quote(checkIn: string, checkOut: string, guests?: GuestCount): ReturnType<typeof quoteStay>;
}

/**
 * The availability as the calendar needs it: the free days (the expansion of docs/rules.md#availability), the
 * booked nights, the rental's terms, and the same stay rules and quote the API applies (@town/shared/bookings).
 */
export function useStayRules(entries: AvailabilityAnswer | undefined): StayRules {
  return useMemo(() => {
    const instant = new Date();
    const now = townClock(instant);
    const today = now.today;
    const days = new Map(expandAvailability(entries ?? [], instant).map((d) => [d.start, d]));
    const booked = bookedNightsOf(entries ?? []);
    const terms = rentalTermsOf(entries ?? []);
    // The advance notice (earliestCheckIn) reads the clock: today is offered until its cut-off.
    const context: StayContext = { days, bookedNights: booked, now, terms };
    const checkIns = new Map<string, boolean>();
    return {
      today,
      days,
      booked,
      terms,
      canCheckIn(day) {
        let can = checkIns.get(day);
        if (can === undefined) checkIns.set(day, (can = canCheckIn(day, context)));
        return can;
      },
      quote: (checkIn, checkOut, guests) => quoteStay({ checkIn, checkOut, ...guests }, context),
    };
  }, [entries]);
}

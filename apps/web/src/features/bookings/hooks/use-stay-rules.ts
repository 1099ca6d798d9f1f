import { useMemo } from 'react';
import { dayInTimeZone, expandAvailability, type AvailabilityDay } from '@town/shared/availability';
import {
  bookedNightsOf,
  canCheckIn,
  quoteStay,
  type AvailabilityAnswer,
  type StayContext,
} from '@town/shared/bookings';

export interface StayRules {
  today: string;
  days: ReadonlyMap<string, AvailabilityDay>;
  booked: ReadonlySet<string>;
  canCheckIn(day: string): boolean;
  quote(checkIn: string, checkOut: string): ReturnType<typeof quoteStay>;
}

/**
 * The availability as the calendar needs it: the free days (the expansion of docs/rules.md#availability), the
 * booked nights, and the same stay rules the API applies (@town/shared/bookings).
 */
export function useStayRules(entries: AvailabilityAnswer | undefined): StayRules {
  return useMemo(() => {
    const now = new Date();
    const today = dayInTimeZone(now);
    const days = new Map(expandAvailability(entries ?? [], now).map((d) => [d.start, d]));
    const booked = bookedNightsOf(entries ?? []);
    const context: StayContext = { days, bookedNights: booked, today };
    const checkIns = new Map<string, boolean>();
    return {
      today,
      days,
      booked,
      canCheckIn(day) {
        let can = checkIns.get(day);
        if (can === undefined) checkIns.set(day, (can = canCheckIn(day, context)));
        return can;
      },
      quote: (checkIn, checkOut) => quoteStay({ checkIn, checkOut }, context),
    };
  }, [entries]);
}

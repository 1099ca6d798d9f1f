import {
  addDays,
  availabilityEntrySchema,
  expandAvailability,
  rentalTermsOf,
  townClock,
} from '@town/shared/availability';
import { bookedNightsOf, quoteStay } from '@town/shared/bookings';

export interface Stay {
  asset_id: string;
  checkIn: string;
  checkOut: string;
}

/**
 * Stays of these rentals that keep the booking rules today, none overlapping another, taken
 * from each rental's availability as the API answers it: every one can be booked once, and
 * a second booking of one can only be refused. Alternates between the rentals.
 */
export async function bookableStays(
  apiUrl: string,
  headers: Record<string, string>,
  rentalIds: readonly string[],
  perRental: number,
): Promise<Stay[]> {
  const now = townClock();
  const byRental: Stay[][] = [];
  for (const id of rentalIds) {
    const res = await fetch(`${apiUrl}/api/v1/assets_availability/${id}`, { headers });
    if (!res.ok) throw new Error(`availability of ${id} answered ${res.status}`);
    const entries = ((await res.json()) as unknown[]).map((e) => availabilityEntrySchema.parse(e));
    const context = {
      days: expandAvailability(entries),
      bookedNights: bookedNightsOf(entries),
      now,
      terms: rentalTermsOf(entries),
    };
    const stays: Stay[] = [];
    // From tomorrow: a stay beginning today could pass its cut-off while the test runs.
    let nextFree = addDays(now.today, 1);
    for (const day of context.days) {
      if (stays.length >= perRental) break;
      if (day.start < nextFree) continue;
      // Ranges may fix the weekday a stay starts or ends on: a few lengths are tried.
      for (let nights = day.minDays; nights <= day.minDays + 7; nights++) {
        const stay = { asset_id: id, checkIn: day.start, checkOut: addDays(day.start, nights) };
        if (quoteStay(stay, context).quote) {
          stays.push(stay);
          nextFree = stay.checkOut;
          break;
        }
      }
    }
    byRental.push(stays);
  }
  const longest = Math.max(0, ...byRental.map((s) => s.length));
  return Array.from({ length: longest }, (_, i) => byRental.flatMap((stays) => stays[i] ?? [])).flat();
}

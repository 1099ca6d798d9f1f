import { addDays, daysBetween, expandAvailability, rentalTermsOf, townClock } from '@town/shared/availability';
import { bookedNightsOf, guestProblems, guestsFit, quoteStay } from '@town/shared/bookings';
import { AVAILABILITY_HORIZON_DAYS, MAX_STAY_DAYS } from '@town/shared/constants';
import type { Database } from '../../db/client.ts';
import type { StaysSearch } from '../catalogue/index.ts';
import type { AvailabilityIndex } from './availability-index.ts';
import { openStaysQuery, stayEntriesOf } from './stays-search.repository.ts';

/** A rental a dated list asks about, with the guests it takes (the catalogue's capacity). */
type GuestCapacityOf = { id: string; adults: number | null; children: number | null };
/** A stay a dated list asks for. */
type StayOf = { checkIn: string; checkOut: string; adults: number; children: number };
/** A stay as a dated list shows it. */
type StayTotal = { nights: number; total: number };

interface Deps {
  db: Database;
  /** Rentals' nights, holds and terms in memory, for dated lists (docs/decisions/019-availability-index.md). */
  availabilityIndex?: Pick<AvailabilityIndex, 'ready' | 'openTotals' | 'quote'>;
}

/** quoteStay's rules that are the same for every rental: none is open when one breaks. */
function bookableAnywhere(stay: StayOf, today: string): boolean {
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return (
    guestsFit(stay, null) &&
    stay.checkIn >= today &&
    nights >= 1 &&
    nights <= MAX_STAY_DAYS &&
    addDays(stay.checkOut, -1) <= addDays(today, AVAILABILITY_HORIZON_DAYS)
  );
}

/**
 * The stays search: which rentals would accept a booking of a stay, and at what total, for the
 * catalogue's dated lists (its StaysSearch). It needs neither the catalogue nor the bookings
 * service, so app.ts builds it before both (docs/architecture.md#the-bookings-module).
 */
export function createStaysSearchService({ db, availabilityIndex }: Deps) {
  return {
    /**
     * The rentals where a booking of this stay would be accepted, each with its total, as SQL the
     * catalogue's list joins to its filters (`rows`: `(id, total)` from `rental_nights` and the
     * live holds; the guests are the list's capacity filter), so one statement
     * filters, counts, sorts and pages (docs/decisions/017-rental-nights.md). Undefined when a
     * rule that is the same for every rental refuses the stay. The property tests hold it to
     * createBooking's answer.
     */
    openStaysSql(stay: StayOf) {
      const now = townClock();
      if (!bookableAnywhere(stay, now.today)) return undefined;
      return {
        rows: openStaysQuery({
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: stay.adults + stay.children,
          now,
        }),
      };
    },

    /**
     * The same answer from this process's availability index, in memory: each candidate's total
     * (undefined: closed), in the candidates' order; undefined while the index is not ready (the
     * caller then uses openStaysSql). Same rules: openStaysQuery's on rental_nights' columns,
     * guestProblems() on the catalogue's capacity (docs/decisions/019-availability-index.md).
     */
    openStays(rentals: readonly GuestCapacityOf[], stay: StayOf): (number | undefined)[] | undefined {
      if (!availabilityIndex?.ready) return undefined;
      const now = townClock();
      if (!bookableAnywhere(stay, now.today)) return rentals.map(() => undefined);
      const totals = availabilityIndex.openTotals(rentals, {
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        guests: stay.adults + stay.children,
        now,
      });
      if (!totals) return undefined;
      return totals.map((total, i) =>
        total !== undefined && guestProblems(stay, rentals[i]!).length === 0 ? total : undefined,
      );
    },

    /**
     * The same answer by the booking's own quote (`quoteStay()` on each rental's seasons and
     * holds for the stay's nights): the total a dated list shows, for its page's few rentals.
     * From the availability index when it is ready, else read from SQL.
     */
    async quoteStays(rentals: readonly GuestCapacityOf[], stay: StayOf): Promise<Map<string, StayTotal>> {
      const instant = new Date();
      const now = townClock(instant);
      const fitting = rentals.filter((rental) => guestsFit(stay, rental));
      const quotes = new Map<string, StayTotal>();
      if (availabilityIndex?.ready) {
        let complete = true;
        for (const rental of fitting) {
          const answer = availabilityIndex.quote(rental.id, stay, now);
          // The index lost its listener meanwhile: SQL answers instead.
          if (!answer) {
            complete = false;
            break;
          }
          if (answer.quote && answer.problems.length === 0) {
            quotes.set(rental.id, { nights: answer.quote.nights, total: answer.quote.total });
          }
        }
        if (complete) return quotes;
        quotes.clear();
      }
      const entriesOf = await stayEntriesOf(
        db,
        fitting.map((rental) => rental.id),
        now.today,
        stay.checkIn,
        stay.checkOut,
      );
      for (const [id, entries] of entriesOf) {
        const { quote, problems } = quoteStay(stay, {
          days: expandAvailability(entries, instant),
          bookedNights: bookedNightsOf(entries),
          now,
          terms: rentalTermsOf(entries),
        });
        if (quote && problems.length === 0) quotes.set(id, { nights: quote.nights, total: quote.total });
      }
      return quotes;
    },
  } satisfies StaysSearch;
}

export type StaysSearchService = ReturnType<typeof createStaysSearchService>;

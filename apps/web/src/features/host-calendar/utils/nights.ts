import { WEEKEND_NIGHTS } from '@town/shared/availability';
import { addDays, daysBetween, weekdayOf } from '@town/shared/days';
import type { RentalCalendar } from '@town/shared/rentals';

/**
 * What holds a night, as the host's calendar shows it: a block of the host's, a request
 * waiting for an answer, a confirmed booking, or an imported calendar's event.
 */
export type NightHold = 'block' | 'request' | 'booking' | 'feed';
export const NIGHT_HOLDS: readonly NightHold[] = ['block', 'request', 'booking', 'feed'];

/** One night of the rental (the night that begins on its day). */
export interface Night {
  /** The season's price for this night (its weekend price on Friday and Saturday nights); null: no season offers it. */
  price: number | null;
  /** Priced at the season's weekend price. */
  weekend: boolean;
  hold: NightHold | null;
  /** A block's private note. */
  note: string | null;
}

/** Every night from `from` to `to` (both included) with its price and what holds it. */
export function nightsOf(calendar: RentalCalendar, from: string, to: string): Map<string, Night> {
  const nights = new Map<string, Night>();
  const count = daysBetween(from, to);
  for (let i = 0; i <= count; i++)
    nights.set(addDays(from, i), { price: null, weekend: false, hold: null, note: null });
  const each = (range: { start: string; end: string }, visit: (night: Night, day: string) => void) => {
    for (let day = range.start < from ? from : range.start; day < range.end && day <= to; day = addDays(day, 1)) {
      visit(nights.get(day)!, day);
    }
  };
  for (const season of calendar.seasons) {
    each(season, (night, day) => {
      night.weekend = season.weekendPrice !== null && WEEKEND_NIGHTS.includes(weekdayOf(day));
      night.price = night.weekend ? (season.weekendPrice ?? season.price) : season.price;
    });
  }
  for (const block of calendar.blocks) {
    each(block, (night) => {
      night.hold = 'block';
      night.note = block.note;
    });
  }
  for (const hold of calendar.holds) {
    const kind: NightHold = hold.kind === 'feed' ? 'feed' : hold.status === 'pending' ? 'request' : 'booking';
    each(hold, (night) => void (night.hold = kind));
  }
  return nights;
}

/** The nights of a selection: from its first night to its last, both included. */
export interface NightRange {
  first: string;
  last: string;
}

/** How many nights of a range each hold takes, and the notes of the blocks in it. */
export function rangeSummary(nights: ReadonlyMap<string, Night>, range: NightRange) {
  const holds: Record<NightHold, number> = { block: 0, request: 0, booking: 0, feed: 0 };
  const notes = new Set<string>();
  let unpriced = 0;
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    const night = nights.get(day);
    if (!night) continue;
    if (night.hold) holds[night.hold] += 1;
    if (night.note) notes.add(night.note);
    if (night.price === null) unpriced += 1;
  }
  return { holds, notes: [...notes], unpriced };
}

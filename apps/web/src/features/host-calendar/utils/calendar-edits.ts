import { addDays } from '@town/shared/days';
import {
  rentalSettingsSchema,
  type Block,
  type RentalCalendar,
  type RentalCalendarInput,
  type Season,
} from '@town/shared/rentals';
import type { NightRange } from './nights.ts';

/*
 * The owner's API replaces a rental's whole calendar at once (docs/rules.md#rentals): each
 * change made on the page is the stored calendar with that one change, sent whole. Ranges
 * run from `start` to `end`, the day after their last night (docs/rules.md#seasons).
 */

type Range = { start: string; end: string };

const SETTING_NAMES = rentalSettingsSchema.keyof().options;
type SettingName = (typeof SETTING_NAMES)[number];

/** The settings of a stored calendar, as the PUT takes them: every field of the settings' schema. */
export function settingsOf(calendar: RentalCalendar): Pick<RentalCalendar, SettingName> {
  return Object.fromEntries(SETTING_NAMES.map((name) => [name, calendar[name]])) as Pick<RentalCalendar, SettingName>;
}

/** The stored seasons, as the PUT takes them. */
export function seasonsOf(calendar: RentalCalendar): Season[] {
  return calendar.seasons.map((season) => ({ ...season }));
}

/** The stored blocks, as the PUT takes them. */
export function blocksOf(calendar: RentalCalendar): Block[] {
  return calendar.blocks.map(({ start, end, note }) => ({ start, end, note }));
}

/** The stored calendar with some of its parts replaced: what the PUT is sent. */
export function calendarInput(
  calendar: RentalCalendar,
  change: Partial<Pick<RentalCalendarInput, 'seasons' | 'blocks'>> & Partial<ReturnType<typeof settingsOf>> = {},
): RentalCalendarInput {
  return { ...settingsOf(calendar), seasons: seasonsOf(calendar), blocks: blocksOf(calendar), ...change };
}

/** A selection of nights as a range: from its first night to the day after its last. */
export const rangeOf = ({ first, last }: NightRange): Range => ({ start: first, end: addDays(last, 1) });

/** Each range less the nights of `cut`: a range that straddles it is split in two. */
export function withoutRange<T extends Range>(ranges: readonly T[], cut: Range): T[] {
  return ranges.flatMap((range) => {
    if (range.end <= cut.start || range.start >= cut.end) return [range];
    const parts: T[] = [];
    if (range.start < cut.start) parts.push({ ...range, end: cut.start });
    if (range.end > cut.end) parts.push({ ...range, start: cut.end });
    return parts;
  });
}

const byStart = <T extends Range>(ranges: T[]) => ranges.sort((a, b) => a.start.localeCompare(b.start));

/** The blocks with the selected nights closed under one block and its note (blocks never overlap). */
export function blockNights(blocks: readonly Block[], selection: NightRange, note: string): Block[] {
  const range = rangeOf(selection);
  return byStart([...withoutRange(blocks, range), { ...range, note: note.trim() || null }]);
}

/** The blocks with the selected nights open again; the rest of a block they cut stays. */
export function unblockNights(blocks: readonly Block[], selection: NightRange): Block[] {
  return withoutRange(blocks, rangeOf(selection));
}

/**
 * The seasons with the selected nights at a new price: where a season covered them, it is
 * split and its part keeps its stay rules (minimum and maximum nights, weekdays); nights no
 * season offered get a season of their own, with no rules. The weekend price is the one given.
 */
export function priceNights(
  seasons: readonly Season[],
  selection: NightRange,
  price: number,
  weekendPrice: number | null,
): Season[] {
  const range = rangeOf(selection);
  const priced: Season[] = [];
  let from = range.start;
  for (const season of byStart([...seasons])) {
    if (season.end <= range.start || season.start >= range.end) continue;
    const start = season.start > range.start ? season.start : range.start;
    const end = season.end < range.end ? season.end : range.end;
    if (start > from) priced.push({ start: from, end: start, price, weekendPrice, minDays: 1 });
    priced.push({ ...season, start, end, price, weekendPrice });
    from = end;
  }
  if (from < range.end) priced.push({ start: from, end: range.end, price, weekendPrice, minDays: 1 });
  return byStart([...withoutRange(seasons, range), ...priced]);
}

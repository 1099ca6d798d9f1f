import { addDays, isCalendarDay } from '@town/shared/days';
import { calendarProblems, seasonSchema, type RentalCalendar, type Season } from '@town/shared/rentals';

/*
 * The season editor's values: what the host types, as text. A season is shown by its first
 * and last nights, as a host reads one ("1 to 31 August"); the API's `end` is the day after
 * the last night (docs/rules.md#seasons).
 */

export interface SeasonValues {
  firstNight: string;
  lastNight: string;
  price: string;
  weekendPrice: string;
  minDays: string;
  maxDays: string;
  /** Weekdays a stay may begin or end on (0 = Sunday); none ticked: any day. */
  startDays: number[];
  endDays: number[];
}

export interface SeasonsForm {
  seasons: SeasonValues[];
}

type StoredSeason = RentalCalendar['seasons'][number];

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

export function seasonValuesOf(season: StoredSeason): SeasonValues {
  return {
    firstNight: season.start,
    lastNight: addDays(season.end, -1),
    price: text(season.price),
    weekendPrice: text(season.weekendPrice),
    minDays: text(season.minDays),
    maxDays: text(season.maxDays),
    startDays: season.startDays ?? [],
    endDays: season.endDays ?? [],
  };
}

/**
 * A new season, from the night after the last one (or `from`), its end to be given; its price
 * the listing's price per night when that is whole euros, as a season's is (else to be given).
 */
export function emptySeason(seasons: readonly SeasonValues[], from: string, nightPrice?: number): SeasonValues {
  const ends = seasons.map((s) => s.lastNight).filter(isCalendarDay);
  const after = ends.length ? addDays(ends.sort().at(-1)!, 1) : from;
  return {
    firstNight: after > from ? after : from,
    lastNight: '',
    price: nightPrice !== undefined && Number.isInteger(nightPrice) ? String(nightPrice) : '',
    weekendPrice: '',
    minDays: '1',
    maxDays: '',
    startDays: [],
    endDays: [],
  };
}

/** A number as typed: spaces and a decimal comma allowed; empty is null. */
const numberOf = (value: string) => (value.trim() === '' ? null : Number(value.trim().replace(',', '.')));

/** The season the values describe, as the API takes it. */
export function seasonOf(values: SeasonValues): Season {
  return {
    start: values.firstNight,
    end: isCalendarDay(values.lastNight) ? addDays(values.lastNight, 1) : values.lastNight,
    price: numberOf(values.price) ?? Number.NaN,
    weekendPrice: numberOf(values.weekendPrice),
    minDays: numberOf(values.minDays) ?? 1,
    maxDays: numberOf(values.maxDays),
    startDays: values.startDays.length ? [...values.startDays].sort((a, b) => a - b) : null,
    endDays: values.endDays.length ? [...values.endDays].sort((a, b) => a - b) : null,
  };
}

/** A problem of one field: its path in the form and the key of its message (`host:errors.<key>`). */
export interface SeasonIssue {
  path: `seasons.${number}.${keyof SeasonValues}`;
  key: string;
}

/** Where the API's rule names a season's field, the form's field. */
const FIELD_OF = { start: 'firstNight', end: 'lastNight', maxDays: 'maxDays' } as const;

/** The form field a path of the API's body names (`seasons.2.end` → `seasons.2.lastNight`). */
export function seasonFieldOf(path: readonly (string | number)[]): SeasonIssue['path'] | null {
  const [list, index, field] = path;
  if (list !== 'seasons' || typeof index !== 'number' || typeof field !== 'string') return null;
  const name = FIELD_OF[field as keyof typeof FIELD_OF] ?? field;
  return `seasons.${index}.${name as keyof SeasonValues}`;
}

/**
 * The seasons' problems, with the shared rules the API applies: each field's shape (the
 * shared schema), then, for the seasons whose fields are right, the rules across seasons
 * (no overlap, end after start, not past, within the horizon, maximum not below minimum).
 */
export function seasonIssues(list: readonly SeasonValues[], today: string): SeasonIssue[] {
  const issues: SeasonIssue[] = [];
  const checked: { season: Season; index: number }[] = [];
  list.forEach((values, index) => {
    const before = issues.length;
    const field = (name: keyof SeasonValues, key: string) => issues.push({ path: `seasons.${index}.${name}`, key });
    if (!isCalendarDay(values.firstNight)) field('firstNight', 'day');
    if (!isCalendarDay(values.lastNight)) field('lastNight', 'day');
    const season = seasonOf(values);
    const shape = seasonSchema.shape;
    if (!shape.price.safeParse(season.price).success) field('price', 'price');
    if (season.weekendPrice !== null && !shape.weekendPrice.safeParse(season.weekendPrice).success) {
      field('weekendPrice', 'price');
    }
    if (!shape.minDays.safeParse(season.minDays).success) field('minDays', 'nights');
    if (!shape.maxDays.safeParse(season.maxDays).success) field('maxDays', 'nights');
    if (issues.length === before) checked.push({ season, index });
  });
  for (const problem of calendarProblems({ seasons: checked.map((c) => c.season), blocks: [] }, today)) {
    const [, position, field] = problem.path;
    issues.push({ path: `seasons.${checked[position]!.index}.${FIELD_OF[field]}`, key: problem.message });
  }
  return issues;
}

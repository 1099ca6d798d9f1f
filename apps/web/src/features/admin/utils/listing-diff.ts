import { PROPERTY_FLAGS, hasListFlags } from '@town/shared/asset-types';
import { sectionsOf, WEEKDAYS, type OpeningPeriod } from '@town/shared/catalogue';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import type { ListingContent, ListingImage, ListingMenuItem, ListingMenuSection } from '@town/shared/listings';
import { matchDishes } from '@town/shared/live-menu';

/** The parts of a listing the review shows, in the editor's order. */
export const DIFF_GROUPS = ['general', 'contact', 'hours', 'prices', 'details', 'texts', 'photos', 'menu'] as const;
export type DiffGroup = (typeof DIFF_GROUPS)[number];

/** Fields shown as they are in ListingContent; `lists` is a property's rent/long/sale flags together. */
const FIELDS: Record<Exclude<DiffGroup, 'texts' | 'menu'>, readonly string[]> = {
  general: ['type', 'lists', 'category', 'address', 'location'],
  contact: ['phone', 'email', 'web'],
  hours: ['openingHours'],
  prices: ['price', 'otherPrices'],
  details: ['capacity', 'bedrooms', 'bathrooms', 'area', 'hotelType', 'stars', 'cuisines', 'licence', 'nrua'],
  photos: ['images'],
};

export interface DiffRow {
  /** Unique in the diff: `category`, `texts.ca.summary`, `menu.2`. */
  key: string;
  /** A field of ListingContent, `lists`, a text's `name`, `summary` or `sections.<key>`, or `menuSection`. */
  field: string;
  /** The published value; `undefined` for a listing never published. */
  before: unknown;
  after: unknown;
  changed: boolean;
}

export interface DiffSection {
  key: string;
  group: DiffGroup;
  /** The texts' language (group `texts`). */
  lang?: Language;
  rows: DiffRow[];
}

/** Nothing there: no value, an empty text, list or object. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/** The same value, keys in any order, and every kind of empty alike. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmptyValue(a) && isEmptyValue(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

const flagsOf = (content: ListingContent) => PROPERTY_FLAGS.filter((flag) => content[flag]);

function valueOf(content: ListingContent | null, field: string): unknown {
  if (!content) return undefined;
  if (field === 'lists') return hasListFlags(content.type) ? flagsOf(content) : [];
  return (content as unknown as Record<string, unknown>)[field];
}

function row(key: string, field: string, before: unknown, after: unknown, compared: boolean): DiffRow {
  return { key, field, before, after, changed: compared && !sameValue(before, after) };
}

/** A row per field with a value on either side; a field empty on both sides is left out. */
const shown = (rows: DiffRow[]) => rows.filter((r) => !(isEmptyValue(r.before) && isEmptyValue(r.after)));

/**
 * The review's comparison, field by field (docs/listings.md#town-hall): `published` null for
 * a listing never published (then only the proposal shows, nothing marked as changed).
 */
export function diffListing(published: ListingContent | null, proposed: ListingContent): DiffSection[] {
  const compared = published !== null;
  const sections: DiffSection[] = [];
  const simple = (group: Exclude<DiffGroup, 'texts' | 'menu'>) => {
    const rows = shown(
      FIELDS[group].map((field) => row(field, field, valueOf(published, field), valueOf(proposed, field), compared)),
    );
    if (rows.length) sections.push({ key: group, group, rows });
  };
  simple('general');
  simple('contact');
  simple('hours');
  simple('prices');
  simple('details');

  // A page section is `sections.<key>`: its keys (location, bedrooms…) are also fields of their own.
  const textFields = ['name', 'summary', ...sectionsOf(proposed.type).map((key) => `sections.${key}`)];
  for (const lang of SUPPORTED_LANGUAGES) {
    const before = published?.texts?.[lang];
    const after = proposed.texts?.[lang];
    if (!before && !after) continue;
    const read = (texts: typeof before, field: string) =>
      field === 'name' || field === 'summary'
        ? texts?.[field]
        : texts?.sections?.[field.slice('sections.'.length) as keyof typeof texts.sections];
    const rows = shown(
      textFields.map((field) =>
        row(`texts.${lang}.${field}`, field, read(before, field), read(after, field), compared),
      ),
    );
    if (rows.length) sections.push({ key: `texts-${lang}`, group: 'texts', lang, rows });
  }

  simple('photos');

  const menuBefore = published?.menu?.sections ?? [];
  const menuAfter = proposed.menu?.sections ?? [];
  const menuRows = shown(
    Array.from({ length: Math.max(menuBefore.length, menuAfter.length) }, (_, index) =>
      row(`menu.${index}`, 'menuSection', menuBefore[index], menuAfter[index], compared),
    ),
  );
  if (menuRows.length) sections.push({ key: 'menu', group: 'menu', rows: menuRows });
  return sections;
}

/** How many fields the proposal changes. */
export const changedCount = (sections: readonly DiffSection[]) =>
  sections.reduce((count, section) => count + section.rows.filter((r) => r.changed).length, 0);

/** How a listing's photos changed: counts for the review's one-line summary. */
export interface PhotoChanges {
  added: number;
  removed: number;
  /** The photos both sides have stand in another order. */
  reordered: boolean;
  /** Photos both sides have whose descriptions changed. */
  described: number;
}

export function photoChanges(before: readonly ListingImage[] = [], after: readonly ListingImage[] = []): PhotoChanges {
  const beforeIds = new Set(before.map((image) => image.id));
  const afterIds = new Set(after.map((image) => image.id));
  const kept = after.filter((image) => beforeIds.has(image.id));
  const keptBefore = before.filter((image) => afterIds.has(image.id));
  return {
    added: after.length - kept.length,
    removed: before.length - keptBefore.length,
    reordered: kept.some((image, index) => keptBefore[index]!.id !== image.id),
    described: kept.filter((image) => !sameValue(image.alt, before.find((b) => b.id === image.id)!.alt)).length,
  };
}

/** How one section of a menu changed: its dishes, known by their names as the live menu knows them. */
export interface DishChanges {
  /** The proposal's dishes the published section does not have. */
  added: ReadonlySet<ListingMenuItem>;
  /** The published dishes the proposal no longer has. */
  removed: ReadonlySet<ListingMenuItem>;
  /** The dishes both have that differ, as published and as proposed. */
  changed: ReadonlySet<ListingMenuItem>;
  /** How many dishes both have differ. */
  changedCount: number;
  /** The section's own name changed. */
  renamed: boolean;
}

export function dishChanges(
  before: ListingMenuSection | undefined,
  after: ListingMenuSection | undefined,
): DishChanges {
  const beforeItems = before?.items ?? [];
  const afterItems = after?.items ?? [];
  const [matches = []] = matchDishes(
    { sections: [{ name: {}, items: beforeItems }] },
    {
      sections: [{ name: {}, items: afterItems }],
    },
  );
  const removed = new Set<ListingMenuItem>();
  const changed = new Set<ListingMenuItem>();
  const matched = new Set<ListingMenuItem>();
  beforeItems.forEach((dish, index) => {
    const match = matches[index];
    if (!match) {
      removed.add(dish);
      return;
    }
    matched.add(match);
    if (!sameValue(dish, match)) changed.add(dish).add(match);
  });
  return {
    added: new Set(afterItems.filter((dish) => !matched.has(dish))),
    removed,
    changed,
    changedCount: changed.size / 2,
    renamed: before !== undefined && after !== undefined && !sameValue(before.name, after.name),
  };
}

/** The weekdays (0 for Monday) whose opening hours differ. */
export function changedDays(before: readonly OpeningPeriod[] = [], after: readonly OpeningPeriod[] = []): number[] {
  const of = (periods: readonly OpeningPeriod[], day: string) =>
    periods.filter((p) => p.day === day).map((p) => `${p.opens}-${p.closes}`);
  return WEEKDAYS.flatMap((day, index) => (sameValue(of(before, day), of(after, day)) ? [] : [index]));
}

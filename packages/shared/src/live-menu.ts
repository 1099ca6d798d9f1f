import { SUPPORTED_LANGUAGES, type Language } from './languages.ts';
import { REQUIRED_LISTING_LANGUAGE, type ListingMenuItem } from './listings.ts';

/*
 * What of a menu goes live at once on a place to eat that was published (docs/listings.md#menus):
 * the price, allergens and availability of a dish already on the public menu, since they are
 * safety and money. Everything else waits for the town hall's review: names, descriptions,
 * sections, and dishes added, removed or moved.
 *
 * A dish has no id of its own: it is known by its name in Spanish (else in the first language
 * it has), in any case and spacing. Published and saved dishes of the same name are the same
 * dish, wherever they stand; a name used twice is told apart by its section's name, and one
 * still ambiguous goes live nowhere. A dish renamed is a new dish: it waits for review whole.
 * The API applies this rule to the catalogue when an owner saves; the town hall's review
 * rebuilds the public menu with it, so that it never shows as waiting what is already live.
 */

/** The fields of a dish that go live at once. */
export const LIVE_DISH_FIELDS = ['price', 'allergens', 'available'] as const;

type Names = Partial<Record<Language, string>>;
/** What the rule reads of a dish: an owner's, or one of the public menu as the catalogue keeps it. */
export type MenuDish = Pick<ListingMenuItem, 'name' | 'price' | 'allergens' | 'available'> & {
  description?: Names | null;
};
/** What the rule reads of a menu. */
export interface MenuShape<D extends MenuDish = MenuDish> {
  sections: readonly { name: Names; items: readonly D[] }[];
}

/** A dish's (or a section's) identity: its name in Spanish, else the first language it has; null if nameless. */
function nameKey(name: Names): string | null {
  const lang = [REQUIRED_LISTING_LANGUAGE, ...SUPPORTED_LANGUAGES].find((code) => name[code]?.trim());
  if (!lang) return null;
  return `${lang}:${name[lang]!.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase(REQUIRED_LISTING_LANGUAGE)}`;
}

interface Entry {
  section: number;
  item: number;
  dish: MenuDish;
  /** The dish's key, and the dish's key within its section. */
  keys: [string, string] | null;
}

function entries(menu: MenuShape): Entry[] {
  return menu.sections.flatMap((section, s) =>
    section.items.map((dish, i) => {
      const key = nameKey(dish.name);
      const keys: Entry['keys'] = key === null ? null : [key, `${nameKey(section.name) ?? ''}\n${key}`];
      return { section: s, item: i, dish, keys };
    }),
  );
}

/** How many entries carry each key, at each of the two levels. */
function counts(list: readonly Entry[]): [Map<string, number>, Map<string, number>] {
  const byLevel: [Map<string, number>, Map<string, number>] = [new Map(), new Map()];
  for (const entry of list) {
    entry.keys?.forEach((key, level) => byLevel[level]!.set(key, (byLevel[level]!.get(key) ?? 0) + 1));
  }
  return byLevel;
}

/**
 * For each dish of `shown` (by section, then item), the dish of `next` it is, if any: the same
 * name once on each side, else the same name in a section of the same name once on each side.
 */
export function matchDishes<D extends MenuDish>(shown: MenuShape, next: MenuShape<D>): (D | undefined)[][] {
  const before = entries(shown);
  const after = entries(next);
  const [beforeCounts, afterCounts] = [counts(before), counts(after)];
  const afterByKey = [0, 1].map((level) => new Map(after.flatMap((e) => (e.keys ? [[e.keys[level]!, e]] : []))));
  const matches: (D | undefined)[][] = shown.sections.map((section) => section.items.map(() => undefined));
  for (const entry of before) {
    const level = [0, 1].find(
      (l) => entry.keys && beforeCounts[l]!.get(entry.keys[l]!) === 1 && afterCounts[l]!.get(entry.keys[l]!) === 1,
    );
    if (level !== undefined)
      matches[entry.section]![entry.item] = afterByKey[level]!.get(entry.keys![level]!)!.dish as D;
  }
  return matches;
}

const sortedAllergens = (dish: MenuDish) => [...dish.allergens].sort();
/** Whole cents: a price read back from the catalogue's cents is the same price. */
const cents = (price: number) => Math.round(price * 100);

/** Whether two dishes have the same price, allergens (in any order) and availability. */
export function sameLiveValues(a: MenuDish, b: MenuDish): boolean {
  return (
    cents(a.price) === cents(b.price) &&
    a.available === b.available &&
    sortedAllergens(a).join() === sortedAllergens(b).join()
  );
}

/**
 * The public menu `shown` once `next` is saved: each of its dishes that `next` still has (see
 * matchDishes) with `next`'s price, allergens and availability; all else as it was.
 */
export function liveMenu<M extends MenuShape>(shown: M, next: MenuShape | null | undefined): M {
  const matches = matchDishes(shown, next ?? { sections: [] });
  return {
    ...shown,
    sections: shown.sections.map((section, s) => ({
      ...section,
      items: section.items.map((dish, i) => {
        const match = matches[s]![i];
        return match
          ? { ...dish, price: match.price, allergens: [...match.allergens], available: match.available }
          : dish;
      }),
    })),
  };
}

/** The dishes of `shown` whose price, allergens or availability saving `next` changes, with their new values. */
export function liveDishChanges(
  shown: MenuShape,
  next: MenuShape | null | undefined,
): { section: number; item: number; dish: MenuDish }[] {
  const after = liveMenu(shown, next);
  return shown.sections.flatMap((section, s) =>
    section.items.flatMap((dish, i) => {
      const changed = after.sections[s]!.items[i]!;
      return sameLiveValues(dish, changed) ? [] : [{ section: s, item: i, dish: changed }];
    }),
  );
}

/** Texts as compared: only the languages written in. */
const written = (names: Names | null | undefined) =>
  Object.entries(names ?? {})
    .filter(([, text]) => text?.trim())
    .sort(([a], [b]) => a.localeCompare(b));

const comparable = (menu: MenuShape | null | undefined) =>
  JSON.stringify(
    (menu?.sections ?? []).map((section) => [
      written(section.name),
      section.items.map((dish) => [
        written(dish.name),
        written(dish.description),
        cents(dish.price),
        sortedAllergens(dish),
        dish.available,
      ]),
    ]),
  );

/** Whether two menus show the same (no menu and an empty one alike; allergens in any order). */
export function sameMenu(a: MenuShape | null | undefined, b: MenuShape | null | undefined): boolean {
  return comparable(a) === comparable(b);
}

/** Whether every change from `before` to `after` goes live at once: nothing in it waits for review. */
export function isLiveMenuChange(before: MenuShape | null | undefined, after: MenuShape | null | undefined): boolean {
  return sameMenu(liveMenu(before ?? { sections: [] }, after), after);
}

import type { Allergen } from '@town/shared/catalogue-codes';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import type { ListingMenu } from '@town/shared/listings';
import { parseNumber } from './editor-values.ts';

/*
 * The menu editor's form: names and descriptions per language, the price as typed.
 * toMenu() makes the ListingMenu that PUT …/menu takes.
 */

export type Names = Record<Language, string>;

export interface MenuItemValues {
  name: Names;
  description: Names;
  price: string;
  allergens: Allergen[];
  available: boolean;
}

export interface MenuSectionValues {
  name: Names;
  items: MenuItemValues[];
}

export interface MenuValues {
  sections: MenuSectionValues[];
}

export const noNames = (): Names => Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, ''])) as Names;

const namesOf = (texts: Partial<Record<Language, string>> | undefined): Names => ({ ...noNames(), ...texts });

/** Only the languages written in are sent. */
const written = (names: Names) =>
  Object.fromEntries(Object.entries(names).flatMap(([lang, text]) => (text.trim() ? [[lang, text.trim()]] : [])));

export const emptyItem = (): MenuItemValues => ({
  name: noNames(),
  description: noNames(),
  price: '',
  allergens: [],
  available: true,
});

export const emptySection = (): MenuSectionValues => ({ name: noNames(), items: [emptyItem()] });

export function menuValuesOf(menu: ListingMenu | null | undefined): MenuValues {
  return {
    sections: (menu?.sections ?? []).map((section) => ({
      name: namesOf(section.name),
      items: section.items.map((item) => ({
        name: namesOf(item.name),
        description: namesOf(item.description),
        price: String(item.price),
        allergens: [...item.allergens],
        available: item.available,
      })),
    })),
  };
}

export function toMenu(values: MenuValues): ListingMenu {
  return {
    sections: values.sections.map((section) => ({
      name: written(section.name),
      items: section.items.map((item) => ({
        name: written(item.name),
        description: written(item.description),
        price: parseNumber(item.price) ?? Number.NaN,
        allergens: item.allergens,
        available: item.available,
      })),
    })),
  };
}

/** Whether something has a name in at least one language: a nameless dish is a slip, whatever the schema lets through. */
export const isNamed = (names: Names) => Object.values(names).some((text) => text.trim() !== '');

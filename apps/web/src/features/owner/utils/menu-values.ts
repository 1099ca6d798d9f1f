import type { Allergen } from '@town/shared/catalogue-codes';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import type { ListingMenu } from '@town/shared/listings';
import { formatAmountInput, parseTypedNumber } from '@town/shared/locale-format';

/*
 * The menu editor's form: names and descriptions per language, the price as typed (shown in
 * the page's language, "12,50" or "12.50"; either decimal sign is read). toMenu() makes the
 * ListingMenu that PUT …/menu takes.
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

/** The form's values of a menu, its prices written as `lang` writes them. */
export function menuValuesOf(menu: ListingMenu | null | undefined, lang: string): MenuValues {
  return {
    sections: (menu?.sections ?? []).map((section) => ({
      name: namesOf(section.name),
      items: section.items.map((item) => ({
        name: namesOf(item.name),
        description: namesOf(item.description),
        price: formatAmountInput(item.price, lang),
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
        price: parseTypedNumber(item.price) ?? Number.NaN,
        allergens: item.allergens,
        available: item.available,
      })),
    })),
  };
}

/** Whether something has a name in at least one language: a nameless dish is a slip, whatever the schema lets through. */
export const isNamed = (names: Names) => Object.values(names).some((text) => text.trim() !== '');

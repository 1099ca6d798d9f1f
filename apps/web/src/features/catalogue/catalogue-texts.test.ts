import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_LISTS, ASSET_TYPES } from '@town/shared/asset-types';
import {
  ALL_CATEGORIES,
  ALLERGENS,
  ASSET_SORTS,
  CUISINE_TYPES,
  PRICE_UNITS,
  SECTION_KEYS,
} from '@town/shared/catalogue';
import { HOTEL_TYPES } from '@town/shared/constants';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { describe, expect, it } from 'vitest';

// The pages translate the contracts' codes by key; a code without a text would show as a bare key.
// locales.test.ts checks that every language has every key of `en`, so `en` is checked here.
const en = (ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../../../public/locales/en/${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

describe('the catalogue texts', () => {
  it('name every code of the shared contracts (listofval)', () => {
    const values = en('listofval');
    expect(Object.keys(values.cuisine!)).toEqual([...CUISINE_TYPES]);
    expect(Object.keys(values.allergen!)).toEqual([...ALLERGENS]);
    expect(Object.keys(values.sort!)).toEqual([...ASSET_SORTS, 'total-asc']);
    expect(Object.keys(values.hotelType!)).toEqual([...HOTEL_TYPES]);
    expect(Object.keys(values.assetType!)).toEqual([...ASSET_TYPES]);
    expect(Object.keys(values.list!)).toEqual(ASSET_LISTS.map((list) => list.key));
    expect(Object.keys(values.category!).sort()).toEqual([...ALL_CATEGORIES].sort());
  });

  it('head every page section, price every unit and name every language (catalogue)', () => {
    const catalogue = en('catalogue');
    expect(Object.keys(catalogue.sections!).sort()).toEqual([...SECTION_KEYS].sort());
    const price = catalogue.price as Record<string, Record<string, string>>;
    expect(Object.keys(price.exact!)).toEqual([...PRICE_UNITS]);
    expect(Object.keys(price.from!)).toEqual([...PRICE_UNITS]);
    expect(Object.keys(catalogue.languageIn!).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
  });
});

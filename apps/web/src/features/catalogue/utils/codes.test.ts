import { describe, expect, it } from 'vitest';
import { ALLERGENS, ASSET_SORTS, CUISINE_TYPES, PRICE_UNITS, WEEKDAYS } from '@town/shared/catalogue';
import { ALLERGEN_CODES, CUISINE_CODES, PRICE_UNIT_CODES, SORT_CODES, WEEKDAY_CODES } from './codes.ts';

describe('the web copies of the catalogue codes', () => {
  it('are the shared contract codes, in the same order', () => {
    expect(CUISINE_CODES).toEqual(CUISINE_TYPES);
    expect(ALLERGEN_CODES).toEqual(ALLERGENS);
    expect(SORT_CODES).toEqual(ASSET_SORTS);
    expect(WEEKDAY_CODES).toEqual(WEEKDAYS);
    expect(PRICE_UNIT_CODES).toEqual(PRICE_UNITS);
  });
});

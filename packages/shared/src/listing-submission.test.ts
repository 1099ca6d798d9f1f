import { describe, expect, it } from 'vitest';
import { changedFields, goesLive, hasSomethingToSubmit } from './listing-submission.ts';
import type { ListingMenu } from './listings.ts';

const menu = (
  price: number,
  name = 'Arroz a banda',
  allergens: ListingMenu['sections'][number]['items'][number]['allergens'] = [],
): ListingMenu => ({
  sections: [
    { name: { es: 'Arroces' }, items: [{ name: { es: name }, description: {}, price, allergens, available: true }] },
  ],
});

describe('what a save changes, and what of it goes live (docs/listings.md#life)', () => {
  it('finds the fields that differ, an absent value and a null alike, keys in any order', () => {
    expect(
      changedFields(
        { phone: '+34 962 000 000', email: null, location: { lat: 38.9, lng: -0.1 }, texts: { es: { name: 'A' } } },
        { phone: '+34 962 000 001', location: { lng: -0.1, lat: 38.9 }, texts: { es: { name: 'B' } } },
      ).sort(),
    ).toEqual(['phone', 'texts']);
    expect(changedFields({ openingHours: [] }, { openingHours: null })).toEqual(['openingHours']);
    expect(changedFields({ cuisines: ['rice', 'fish'] }, { cuisines: ['fish', 'rice'] })).toEqual(['cuisines']);
  });

  it('sends the phone, hours and prices live, and a menu only when just its dishes’ live values changed', () => {
    const none = {};
    for (const key of ['phone', 'openingHours', 'price', 'otherPrices'] as const) {
      expect(goesLive(key, none, none), key).toBe(true);
    }
    for (const key of ['texts', 'email', 'web', 'address', 'category', 'capacity', 'images'] as const) {
      expect(goesLive(key, none, none), key).toBe(false);
    }
    expect(goesLive('menu', { menu: menu(16.5) }, { menu: menu(17, 'Arroz a banda', ['fish']) })).toBe(true);
    expect(goesLive('menu', { menu: menu(16.5) }, { menu: menu(16.5, 'Arroz negro') })).toBe(false);
  });

  it('offers to send only what the town hall has not seen', () => {
    expect(hasSomethingToSubmit({ status: 'draft', pendingChange: null })).toBe(true);
    expect(hasSomethingToSubmit({ status: 'review', pendingChange: null })).toBe(false);
    expect(hasSomethingToSubmit({ status: 'published', pendingChange: null })).toBe(false);
    expect(hasSomethingToSubmit({ status: 'published', pendingChange: 'draft' })).toBe(true);
  });
});

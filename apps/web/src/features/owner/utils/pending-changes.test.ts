import { describe, expect, it } from 'vitest';
import type { ListingMenu } from '@town/shared/listings';
import { emptyValues, toContent } from './editor-values.ts';
import { bothChanges, listingChanges, menuChanges } from './pending-changes.ts';

const menu = (dish: Partial<ListingMenu['sections'][number]['items'][number]> = {}): ListingMenu => ({
  sections: [
    {
      name: { es: 'Arroces' },
      items: [
        { name: { es: 'Arroz a banda' }, description: {}, price: 16.5, allergens: ['fish'], available: true, ...dish },
      ],
    },
  ],
});

describe('what the owner’s unsaved changes do (docs/listings.md#life)', () => {
  it('sends the phone, hours and prices live, and the rest to review', () => {
    const saved = emptyValues('eat');
    const typed = structuredClone(saved);
    typed.phone = '+34 962 000 000';
    typed.hours.mon = [{ opens: '13:00', closes: '16:00' }];
    typed.price.amount = '25';
    typed.texts.es.summary = 'Arroces junto al puerto.';
    typed.web = 'https://example.org';
    typed.address = 'Carrer del Port 3';
    typed.cuisines = ['rice'];
    expect(listingChanges(toContent(saved).content, toContent(typed).content)).toEqual({
      live: ['phone', 'hours', 'prices'],
      review: ['texts', 'place', 'contact', 'details'],
    });
    expect(listingChanges(toContent(saved).content, toContent(structuredClone(saved)).content)).toEqual({
      live: [],
      review: [],
    });
  });

  it('sends a dish’s price, allergens and availability live, and a new name or dish to review', () => {
    expect(menuChanges(menu(), menu())).toEqual({ live: [], review: [] });
    expect(menuChanges(menu(), menu({ price: 17, allergens: ['fish', 'milk'] }))).toEqual({
      live: ['dishes'],
      review: [],
    });
    expect(menuChanges(menu(), menu({ description: { es: 'Con alioli.' } }))).toEqual({ live: [], review: ['menu'] });
    // A dish renamed is a new dish: its price waits with it.
    expect(menuChanges(menu(), menu({ name: { es: 'Arroz negro' }, price: 18 }))).toEqual({
      live: [],
      review: ['menu'],
    });
    expect(
      bothChanges({ live: ['prices'], review: ['texts'] }, menuChanges(menu(), menu({ available: false }))),
    ).toEqual({ live: ['prices', 'dishes'], review: ['texts'] });
  });
});

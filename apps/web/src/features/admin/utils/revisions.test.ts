import { describe, expect, it } from 'vitest';
import type { Allergen } from '@town/shared/catalogue-codes';
import type { ListingContent, ListingMenu, ListingRevision } from '@town/shared/listings';
import { auditChanges, shortValue } from './audit-diff.ts';
import { compareRevisions } from './revisions.ts';

const base = {
  type: 'store',
  rent: false,
  long: false,
  sale: false,
  category: 'bookshop',
  texts: { es: { name: 'Llibreria Sal', summary: '', sections: {} } },
  address: 'Plaça Major 1',
  location: { lat: 38.8, lng: 0.1 },
  phone: '+34 962 000 001',
  otherPrices: [],
  cuisines: [],
  images: [],
} satisfies Partial<ListingContent>;

let n = 0;
function revision(
  number: number,
  state: ListingRevision['state'],
  change: Partial<ListingContent> = {},
): ListingRevision {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number,
    state,
    reason: null,
    authorId: null,
    authorName: null,
    thumbnails: {},
    createdAt: new Date(Date.UTC(2025, 0, number)).toISOString(),
    content: { ...base, ...change },
  };
}

describe('what the review compares', () => {
  it('is the latest submission against the latest published revision, with the live changes made since', () => {
    // Newest first, as the API answers.
    const revisions = [
      revision(5, 'submitted', { address: 'Plaça Major 2', phone: '+34 962 000 003' }),
      revision(4, 'live', { phone: '+34 962 000 003' }),
      revision(3, 'rejected', { address: 'Plaça Nova' }),
      revision(2, 'published', { phone: '+34 962 000 002' }),
      revision(1, 'published'),
    ];
    const { proposed, published, publishedRevision } = compareRevisions(revisions);
    expect(proposed?.number).toBe(5);
    expect(publishedRevision?.number).toBe(2);
    expect(published?.address).toBe('Plaça Major 1');
    expect(published?.phone).toBe('+34 962 000 003');
  });

  it('shows the menu’s prices, allergens and availability as the public sees them, on both sides', () => {
    const dish = (name: string, price: number, allergens: Allergen[] = [], available = true) => ({
      name: { es: name },
      description: {},
      price,
      allergens,
      available,
    });
    const menu = (...items: ReturnType<typeof dish>[]): ListingMenu => ({
      sections: [{ name: { es: 'Arroces' }, items }],
    });
    const eat = { type: 'eat', category: 'restaurant' } as const;
    const revisions = [
      // After the submission, the rice is off for today: live, and published with it.
      revision(6, 'live', { ...eat, menu: menu(dish('Arroz a banda', 18, ['fish'], false), dish('Paella mixta', 19)) }),
      revision(5, 'submitted', { ...eat, menu: menu(dish('Arroz a banda', 18, ['fish']), dish('Paella mixta', 19)) }),
      // The paella renamed (waits), the rice's price with it (live at once).
      revision(4, 'saved', { ...eat, menu: menu(dish('Arroz a banda', 18, ['fish']), dish('Paella mixta', 19)) }),
      revision(3, 'live', { ...eat, menu: menu(dish('Arroz a banda', 16.5, ['fish']), dish('Paella', 19)) }),
      revision(2, 'published', { ...eat, menu: menu(dish('Arroz a banda', 16.5), dish('Paella', 19)) }),
    ];
    const { published, proposedContent } = compareRevisions(revisions);
    expect(published?.menu).toEqual(menu(dish('Arroz a banda', 18, ['fish'], false), dish('Paella', 19)));
    expect(proposedContent?.menu).toEqual(menu(dish('Arroz a banda', 18, ['fish'], false), dish('Paella mixta', 19)));
    // Only the new name waits: the rice's row is the same on both sides.
    expect(published?.menu?.sections[0]?.items[0]).toEqual(proposedContent?.menu?.sections[0]?.items[0]);
  });

  it('has no published side for a listing never published, and nothing to propose once decided', () => {
    expect(compareRevisions([revision(2, 'submitted'), revision(1, 'saved')]).published).toBeNull();
    expect(compareRevisions([revision(2, 'published'), revision(1, 'saved')]).proposed).toBeNull();
  });
});

describe('an audit entry in short', () => {
  it('names each changed value by its path', () => {
    expect(auditChanges({ role: 'user', locked: false }, { role: 'owner', locked: false })).toEqual([
      { path: 'role', before: 'user', after: 'owner' },
    ]);
    expect(auditChanges(null, { status: 'published' })).toEqual([
      { path: 'status', before: undefined, after: 'published' },
    ]);
    expect(auditChanges({ texts: { es: { name: 'A' } } }, { texts: { es: { name: 'B' } } })).toEqual([
      { path: 'texts.es.name', before: 'A', after: 'B' },
    ]);
    expect(auditChanges({ status: 'review' }, { status: 'review' })).toEqual([]);
  });

  it('cuts long values', () => {
    expect(shortValue('x'.repeat(100))).toHaveLength(80);
    expect(shortValue(['a', 'b'])).toBe('["a","b"]');
  });
});

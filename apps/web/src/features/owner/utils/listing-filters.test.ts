import { describe, expect, it } from 'vitest';
import { isFiltered, listingFiltersOf, listingParamsOf } from './listing-filters.ts';

describe("the address of 'My listings'", () => {
  it('reads the search, kind, status and page, and writes them back without the defaults', () => {
    const filters = listingFiltersOf(new URLSearchParams('q=+casa%20nord+&type=rent&status=draft&page=3'));
    expect(filters).toEqual({ q: 'casa nord', type: 'rent', status: 'draft', page: 3 });
    expect(isFiltered(filters)).toBe(true);
    expect(listingParamsOf(filters).toString()).toBe('q=casa+nord&type=rent&status=draft&page=3');
    expect(listingParamsOf({ ...filters, q: '', type: undefined, status: undefined, page: 1 }).toString()).toBe('');
  });

  it('leaves out what the API would refuse', () => {
    const filters = listingFiltersOf(new URLSearchParams(`q=${'a'.repeat(101)}&type=castle&status=gone&page=0`));
    expect(filters).toEqual({ q: '', type: undefined, status: undefined, page: 1 });
    expect(isFiltered(filters)).toBe(false);
    expect(listingFiltersOf(new URLSearchParams('page=two')).page).toBe(1);
    expect(listingFiltersOf(new URLSearchParams('page=99999')).page).toBe(1);
  });
});

import fc from 'fast-check';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { priceRangeProblem } from '@town/shared/catalogue';
import { DEFAULT_FILTERS, MIN_PRICE_GAP, PAGE_LIMIT } from '@town/shared/constants';
import { describe, expect, it } from 'vitest';
import {
  assetList,
  assetListFromPath,
  canonicalListSearch,
  defaultListFilters,
  hasActiveFilters,
  isValidPriceRange,
  keepPriceGap,
  listFiltersToSearchParams,
  parseListFilters,
  listSorts,
  priceDomain,
  readStay,
  toAssetListQuery,
} from './list-filters.ts';
import { addDays, dayInTimeZone } from '@town/shared/days';
import { PAGE_QUERY_PARAMETERS } from '@town/shared/public-pages';

const rent = assetList('rent');
const sale = assetList('sale');
const hotel = assetList('hotel');
const eat = assetList('eat');

describe('list filters in the URL', () => {
  it('start from the defaults of docs/rules.md#filters: 1 adult, 0 children and the list’s price range', () => {
    expect(defaultListFilters(rent)).toEqual({
      q: '',
      sort: 'recent',
      page: 1,
      price: [1, 500],
      adults: 1,
      children: 0,
    });
    expect(defaultListFilters(assetList('long')).price).toEqual([10, 3000]);
    // A home for sale is weighed by its floor area, not by guests: no guest filter.
    expect(defaultListFilters(sale)).toEqual({ q: '', sort: 'recent', page: 1, price: [10_000, 2_000_000] });
    expect(parseListFilters(sale, new URLSearchParams('adults=4&children=2'))).toEqual(defaultListFilters(sale));
    expect(defaultListFilters(hotel)).toEqual({ q: '', sort: 'recent', page: 1, adults: 1, children: 0 });
    expect(defaultListFilters(eat)).toEqual({ q: '', sort: 'recent', page: 1 });
  });

  it('keep only what differs from the defaults, and read it back', () => {
    const filters = { ...defaultListFilters(rent), price: [50, 300] as const, adults: 2, children: 1, page: 2 };
    const params = listFiltersToSearchParams(rent, filters);
    expect(params.toString()).toBe('priceMin=50&priceMax=300&adults=2&children=1&page=2');
    expect(parseListFilters(rent, params)).toEqual({ ...filters, price: [50, 300] });
    expect(listFiltersToSearchParams(rent, defaultListFilters(rent)).toString()).toBe('');
  });

  it('ignore what a list does not offer and what cannot be read', () => {
    const params = new URLSearchParams('cuisine=seafood&hotelType=camping&adults=0&children=x&sort=cheapest&page=-1');
    expect(parseListFilters(rent, params)).toEqual(defaultListFilters(rent));
    expect(parseListFilters(eat, params)).toEqual({ ...defaultListFilters(eat), cuisine: 'seafood' });
    expect(parseListFilters(hotel, params)).toEqual({ ...defaultListFilters(hotel), hotelType: 'camping' });
  });

  it('refuse a price range narrower than the minimum gap (docs/rules.md#filters)', () => {
    expect(parseListFilters(rent, new URLSearchParams('priceMin=100&priceMax=150')).price).toEqual([1, 500]);
    expect(parseListFilters(rent, new URLSearchParams('priceMin=100&priceMax=200')).price).toEqual([100, 200]);
    expect(parseListFilters(sale, new URLSearchParams('priceMin=50000&priceMax=100000')).price).toEqual([
      10_000, 2_000_000,
    ]);
  });

  it('know their list from the path', () => {
    expect(assetListFromPath('/es/assets/hotelList').key).toBe('hotel');
    expect(assetListFromPath('/gl/assets/servicesList').key).toBe('service');
  });

  it('become the API query, with the property flag, the language and the page offset', () => {
    const query = toAssetListQuery(rent, { ...defaultListFilters(rent), q: 'mar', page: 3 }, 'gl');
    expect(query).toEqual({
      type: 'property',
      rent: 'true',
      priceMin: 1,
      priceMax: 500,
      adults: 1,
      children: 0,
      q: 'mar',
      sort: 'recent',
      lang: 'gl',
      limit: PAGE_LIMIT.default,
      offset: 2 * PAGE_LIMIT.default,
    });
    expect(toAssetListQuery(eat, { ...defaultListFilters(eat), cuisine: 'rice' }, 'es')).toMatchObject({
      type: 'eat',
      cuisine: 'rice',
    });
  });

  it('say when any filter is in use', () => {
    expect(hasActiveFilters(rent, { ...defaultListFilters(rent), page: 4 })).toBe(false);
    expect(hasActiveFilters(rent, { ...defaultListFilters(rent), children: 2 })).toBe(true);
  });

  it('always read any URL as filters the API accepts', () => {
    const key = fc.constantFrom(
      'q',
      'priceMin',
      'priceMax',
      'adults',
      'children',
      'hotelType',
      'cuisine',
      'sort',
      'page',
      'checkIn',
      'checkOut',
      'x',
    );
    const day = fc.date({ min: new Date('2020-01-01'), max: new Date('2032-12-31'), noInvalidDate: true });
    const value = fc.oneof(
      fc.string(),
      fc.integer({ min: -10, max: 3_000_000 }).map(String),
      day.map((d) => d.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSET_LISTS),
        fc.array(fc.tuple(key, value), { maxLength: 12 }),
        (list, entries) => {
          const filters = parseListFilters(list, new URLSearchParams(entries));
          const flag = 'flag' in list ? list.flag : undefined;
          if (flag) {
            const [min, max] = filters.price!;
            expect(priceRangeProblem(flag, min, max)).toBeNull();
            expect(min).toBeGreaterThanOrEqual(DEFAULT_FILTERS[flag].min);
            expect(max).toBeLessThanOrEqual(DEFAULT_FILTERS[flag].max);
          }
          expect(filters.q.length).toBeLessThanOrEqual(100);
          expect(filters.page).toBeGreaterThanOrEqual(1);
          // A stay is whole or absent, on the rentals list only, and sorting by total needs it.
          expect(filters.checkIn === undefined).toBe(filters.checkOut === undefined);
          if (filters.checkIn) {
            expect(list.key).toBe('rent');
            expect(filters.checkOut! > filters.checkIn).toBe(true);
          }
          if (filters.sort === 'total-asc') expect(filters.checkIn).toBeDefined();
          // What the page writes back into its URL reads as the same filters.
          expect(parseListFilters(list, listFiltersToSearchParams(list, filters))).toEqual(filters);
        },
      ),
    );
  });
});

describe('a rental list’s stay (docs/product.md#search)', () => {
  const checkIn = addDays(dayInTimeZone(new Date()), 10);
  const checkOut = addDays(checkIn, 3);

  it('reads a stay from the URL, sends it to the API and offers the order by total only with it', () => {
    const filters = parseListFilters(rent, new URLSearchParams({ checkIn, checkOut, sort: 'total-asc', adults: '3' }));
    expect(filters).toMatchObject({ checkIn, checkOut, sort: 'total-asc', adults: 3 });
    expect(listSorts(rent, filters)).toContain('total-asc');
    expect(toAssetListQuery(rent, filters, 'pt')).toMatchObject({ checkIn, checkOut, sort: 'total-asc', adults: 3 });
    expect(listFiltersToSearchParams(rent, filters).toString()).toBe(
      `checkIn=${checkIn}&checkOut=${checkOut}&adults=3&sort=total-asc`,
    );
    // Without dates, no order by total (the API would refuse it).
    const undated = parseListFilters(rent, new URLSearchParams({ sort: 'total-asc' }));
    expect(undated.sort).toBe('recent');
    expect(listSorts(rent, undated)).not.toContain('total-asc');
  });

  it('drops a stay that is not one: reversed, too long, begun already, half given, or on another list', () => {
    const past = addDays(dayInTimeZone(new Date()), -2);
    expect(readStay(checkOut, checkIn)).toEqual({});
    expect(readStay(checkIn, checkIn)).toEqual({});
    expect(readStay(checkIn, addDays(checkIn, 101))).toEqual({});
    expect(readStay(past, checkIn)).toEqual({});
    expect(readStay(checkIn, null)).toEqual({});
    expect(readStay('2026-02-30', checkOut)).toEqual({});
    expect(parseListFilters(hotel, new URLSearchParams({ checkIn, checkOut })).checkIn).toBeUndefined();
  });

  it('keeps the visitor’s position out of the URL and sends it only to the API, rounded', () => {
    const filters = { ...defaultListFilters(eat), sort: 'distance' as const };
    expect(listFiltersToSearchParams(eat, filters).toString()).toBe('sort=distance');
    expect(toAssetListQuery(eat, filters, 'es', { lat: 38.9581234567, lng: -0.1271234567 }).near).toBe(
      '38.95812,-0.12712',
    );
  });

  it('leaves the dates out of the canonical address: a dated list is one trip’s answer', () => {
    expect(canonicalListSearch(rent, new URLSearchParams({ checkIn, checkOut, adults: '2' }))).toBe('adults=2');
  });
});

describe('a list’s canonical query (docs/product.md#search-engines-and-sharing)', () => {
  it('keeps the filters and the page, in the page’s own order, never the sort order', () => {
    const params = new URLSearchParams('sort=price-asc&page=2&children=1&priceMax=300&q=  sea   view &utm_source=x');
    expect(canonicalListSearch(rent, params)).toBe('q=sea+view&priceMax=300&children=1&page=2');
    expect(canonicalListSearch(eat, new URLSearchParams('cuisine=rice&sort=name'))).toBe('cuisine=rice');
  });

  it('is the same for the form a browser sends without JavaScript (every field, defaults too) as for the tidy URL', () => {
    const sent = new URLSearchParams('q=&priceMin=1&priceMax=500&adults=1&children=0&sort=recent');
    expect(canonicalListSearch(rent, sent)).toBe('');
    const hotelSent = new URLSearchParams('q=&adults=2&children=0&hotelType=&sort=name');
    expect(canonicalListSearch(hotel, hotelSent)).toBe('adults=2');
  });

  it('names one address for the same places, whatever the order and the unreadable rest', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ASSET_LISTS),
        fc.array(
          fc.tuple(
            fc.constantFrom('q', 'priceMin', 'priceMax', 'adults', 'children', 'hotelType', 'cuisine', 'sort', 'page'),
            fc.oneof(fc.string(), fc.integer({ min: -10, max: 3_000_000 }).map(String)),
          ),
          { maxLength: 10 },
        ),
        (list, entries) => {
          const params = new URLSearchParams(entries);
          const canonical = canonicalListSearch(list, params);
          const shown = parseListFilters(list, params);
          expect(parseListFilters(list, new URLSearchParams(canonical))).toEqual({ ...shown, sort: 'recent' });
          expect(new URLSearchParams(canonical).has('sort')).toBe(false);
        },
      ),
    );
  });
});

describe('isValidPriceRange', () => {
  it("takes, inside the slider's domain, exactly the ranges the API takes", () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rent', 'long', 'sale' as const),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (flag, min, max) => {
          const domain = priceDomain(flag);
          const inside = min >= domain.min && max <= domain.max;
          expect(isValidPriceRange(flag, min, max)).toBe(inside && priceRangeProblem(flag, min, max) === null);
        },
      ),
    );
    expect(isValidPriceRange('rent', 100, 199)).toBe(false);
    expect(isValidPriceRange('rent', 100, 200)).toBe(true);
    expect(isValidPriceRange('rent', Number.NaN, 200)).toBe(false);
  });
});

describe('keepPriceGap', () => {
  it('pushes the other bound away to keep the gap, within the range', () => {
    expect(keepPriceGap('rent', [450, 480], 'min')).toEqual([400, 500]);
    expect(keepPriceGap('rent', [100, 150], 'min')).toEqual([100, 200]);
    expect(keepPriceGap('rent', [100, 150], 'max')).toEqual([50, 150]);
    expect(keepPriceGap('rent', [1, 40], 'max')).toEqual([1, 101]);
  });

  it('always gives a valid range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rent', 'long', 'sale' as const),
        fc.integer({ min: -5_000_000, max: 5_000_000 }),
        fc.integer({ min: -5_000_000, max: 5_000_000 }),
        fc.constantFrom('min', 'max' as const),
        (flag, a, b, changed) => {
          const [min, max] = keepPriceGap(flag, [Math.min(a, b), Math.max(a, b)], changed);
          const domain = priceDomain(flag);
          expect(max - min).toBeGreaterThanOrEqual(MIN_PRICE_GAP[flag]);
          expect(min).toBeGreaterThanOrEqual(domain.min);
          expect(max).toBeLessThanOrEqual(domain.max);
        },
      ),
    );
  });
});

describe("a list's address and the page cache", () => {
  const known = PAGE_QUERY_PARAMETERS.list;
  const value = fc.oneof(
    fc.constantFrom('2', '150', 'casa', 'price-asc', 'total-asc', 'hostal', 'italian', '', '0'),
    fc.string({ maxLength: 6 }),
  );
  const query = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 })), value), {
    maxLength: 12,
  });

  it('reads and writes only the parameters the server keeps in its cache key (PAGE_QUERY_PARAMETERS)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ASSET_LISTS), query, (list, pairs) => {
        const all = new URLSearchParams(pairs);
        const kept = new URLSearchParams(pairs.filter(([name]) => (known as readonly string[]).includes(name)));
        const filters = parseListFilters(list, all);
        // Dropping every other parameter (as the page cache does) leaves the same list…
        expect(parseListFilters(list, kept)).toEqual(filters);
        // …and the addresses the list writes use no other name.
        for (const name of listFiltersToSearchParams(list, filters).keys()) expect(known).toContain(name);
      }),
    );
  });
});

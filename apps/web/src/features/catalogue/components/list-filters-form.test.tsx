import { ThemeProvider } from '@mui/material/styles';
import { cleanup, screen, within } from '@testing-library/react';
import type { AssetSummary } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { theme } from '../../../lib/mui-theme.ts';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { TEST_TOWN } from '../../../test/town.ts';
import {
  assetList,
  defaultListFilters,
  listFiltersToSearchParams,
  parseListFilters,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';
import { AssetCard } from './asset-card.tsx';
import { ListFiltersForm } from './list-filters-form.tsx';
import { ListPagination } from './list-pagination.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['catalogue', 'listofval', 'translation']);
});
afterEach(cleanup);

const ignore = () => {};

/** A holiday rental as a list gives it. */
const flat: AssetSummary = {
  id: '0b9c7f1e-3c1a-4c55-9d0e-4f5a6b7c8d9e',
  type: 'property',
  rent: true,
  long: false,
  sale: false,
  category: 'apartment',
  productId: null,
  lang: 'en',
  name: 'Flat on the promenade',
  summary: 'Two bedrooms facing the sea.',
  price: null,
  cuisines: [],
  hotelType: null,
  stars: null,
  capacity: null,
  bedrooms: 2,
  bathrooms: 1,
  image: null,
  location: { lat: 39.5, lng: -0.3 },
};

function renderForm(list: AssetListDefinition, filters: ListFilters) {
  const url = `/en/assets/${list.route}`;
  renderOnPage(<ListFiltersForm list={list} filters={filters} onChange={ignore} />, {
    i18n,
    path: '/:lang/assets/*',
    url,
  });
  return screen.getByRole('search') as HTMLFormElement;
}

/** What a browser sends when the form is submitted without JavaScript. */
const sent = (form: HTMLFormElement) =>
  new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]));

describe('the list filters without JavaScript', () => {
  it('are a GET form of the list’s own address whose fields are the URL’s query parameters', () => {
    const rent = assetList('rent');
    const filters: ListFilters = {
      ...defaultListFilters(rent),
      q: 'sea view',
      sort: 'price-desc',
      price: [50, 300],
      adults: 2,
      children: 1,
    };
    const form = renderForm(rent, filters);
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/assets/propertyListRent');
    const params = sent(form);
    // The slider's own inputs have no name: only the two amount fields carry the range.
    expect([...params.keys()].sort()).toEqual(['adults', 'children', 'priceMax', 'priceMin', 'q', 'sort']);
    expect(parseListFilters(rent, params)).toEqual(filters);
    expect(listFiltersToSearchParams(rent, parseListFilters(rent, params)).toString()).toBe(
      'q=sea+view&priceMin=50&priceMax=300&adults=2&children=1&sort=price-desc',
    );
  });

  it('send the hotel type and the cuisine under the names the list reads, and “any” as no filter', () => {
    const hotel = assetList('hotel');
    const hotels = { ...defaultListFilters(hotel), hotelType: 'camping' as const };
    expect(parseListFilters(hotel, sent(renderForm(hotel, hotels)))).toEqual(hotels);
    cleanup();
    const eat = assetList('eat');
    const places = { ...defaultListFilters(eat), cuisine: 'rice' as const, sort: 'name' as const };
    expect(parseListFilters(eat, sent(renderForm(eat, places)))).toEqual(places);
    cleanup();
    const plain = renderForm(eat, defaultListFilters(eat));
    expect(sent(plain).get('cuisine')).toBe('');
    expect(parseListFilters(eat, sent(plain))).toEqual(defaultListFilters(eat));
  });

  it('have a submit button and a clearing link in the server’s HTML; with scripts, changes apply by themselves', () => {
    const hotel = assetList('hotel');
    const filters = { ...defaultListFilters(hotel), adults: 3 };
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/assets/hotelList?adults=3']}>
          <Routes>
            <Route
              path="/:lang/assets/*"
              element={<ListFiltersForm list={hotel} filters={filters} onChange={ignore} />}
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    const form = container.querySelector('form')!;
    const submit = within(form).getByRole('button', { name: 'Show results' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(within(form).getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/en/assets/hotelList');

    renderForm(hotel, filters);
    expect(screen.queryByRole('button', { name: 'Show results' })).toBeNull();
  });
});

describe('the ways out of a list page', () => {
  it('are real links: each page of the list, keeping its filters', () => {
    renderOnPage(
      <ThemeProvider theme={theme}>
        <ListPagination
          page={2}
          count={5}
          pageSearch={(page) => (page > 1 ? `?cuisine=rice&page=${page}` : '?cuisine=rice')}
        />
      </ThemeProvider>,
      { i18n, path: '/:lang/assets/*', url: '/en/assets/eatList?cuisine=rice&page=2' },
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of the list' });
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Go to page 1')).toBe('/en/assets/eatList?cuisine=rice');
    expect(href('Go to page 3')).toBe('/en/assets/eatList?cuisine=rice&page=3');
    expect(href('Go to the next page')).toBe('/en/assets/eatList?cuisine=rice&page=3');
    expect(href('Go to the previous page')).toBe('/en/assets/eatList?cuisine=rice');
  });

  it('are real links: a card leads to the asset’s page', () => {
    const asset = flat;
    renderOnPage(<AssetCard asset={asset} list={assetList('rent')} />, {
      i18n,
      path: '/:lang/assets/*',
      url: '/en/assets/propertyListRent',
    });
    expect(screen.getByRole('link', { name: 'Flat on the promenade' }).getAttribute('href')).toBe(
      '/en/assets/asset/0b9c7f1e-3c1a-4c55-9d0e-4f5a6b7c8d9e/rent',
    );
  });

  it('lead from a dated list to the rental’s page with the stay, and show the stay’s total and how far it is', () => {
    const asset: AssetSummary = {
      ...flat,
      price: { amount: 90, currency: 'EUR', unit: 'night' },
      capacity: { adults: 4, children: 0 },
      // On the (test) town's shoreline: at the beach.
      location: { lat: TEST_TOWN.shoreline![1]![0], lng: TEST_TOWN.shoreline![1]![1] },
      priceFrom: 90,
      stay: { nights: 3, total: 315 },
    };
    renderOnPage(
      <AssetCard asset={asset} list={assetList('rent')} linkSearch="?checkIn=2027-07-01&checkOut=2027-07-04" />,
      { i18n, path: '/:lang/assets/*', url: '/en/assets/propertyListRent' },
    );
    expect(screen.getByRole('link', { name: 'Flat on the promenade' }).getAttribute('href')).toBe(
      '/en/assets/asset/0b9c7f1e-3c1a-4c55-9d0e-4f5a6b7c8d9e/rent?checkIn=2027-07-01&checkOut=2027-07-04',
    );
    expect(screen.getByTestId('card-stay-total').textContent).toBe('€315 in total for 3 nights');
    expect(screen.getByTestId('card-distance').textContent).toBe('10\u00a0m from the beach');
    cleanup();
    // Sorted from where the visitor is: the API's metres, from them.
    renderOnPage(<AssetCard asset={{ ...asset, distance: 1234 }} list={assetList('rent')} distanceFrom="you" />, {
      i18n,
      path: '/:lang/assets/*',
      url: '/en/assets/propertyListRent',
    });
    expect(screen.getByTestId('card-distance').textContent).toBe('1.2\u00a0km from you');
    cleanup();
    // A town without a shore measures from its centre.
    renderOnPage(<AssetCard asset={{ ...asset, location: TEST_TOWN.centre }} list={assetList('rent')} />, {
      i18n,
      path: '/:lang/assets/*',
      url: '/en/assets/propertyListRent',
      town: { ...TEST_TOWN, shoreline: undefined },
    });
    expect(screen.getByTestId('card-distance').textContent).toBe('10\u00a0m from the town centre');
  });
});

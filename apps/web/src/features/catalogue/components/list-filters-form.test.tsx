import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AssetSummary } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Island, IslandsContext } from '../../../components/island.tsx';
import { theme } from '../../../lib/mui-theme.ts';
import { createTestI18n, renderOnPage, withTexts } from '../../../test/render.tsx';
import { TEST_TOWN } from '../../../test/town.ts';
import { assetListQueryOptions } from '../api/asset-list.ts';
import {
  assetList,
  defaultListFilters,
  listFiltersToSearchParams,
  parseListFilters,
  type AssetListDefinition,
  type ListFilters,
} from '../utils/list-filters.ts';
import { AssetCard } from './asset-card.tsx';
import { AssetListPage } from './asset-list-page.tsx';
import { ListFiltersForm } from './list-filters-form.tsx';
import { ListPagination } from './list-pagination.tsx';
import { NearMe } from './near-me.tsx';

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
  areaM2: 85,
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

  it('tell a stay by how many it sleeps and a home for sale by its floor area', () => {
    const home: AssetSummary = { ...flat, sale: true, capacity: { adults: 4, children: 1 } };
    renderOnPage(<AssetCard asset={home} list={assetList('rent')} />, {
      i18n,
      path: '/:lang/assets/*',
      url: '/en/assets/propertyListRent',
    });
    expect(screen.getByText('Sleeps 5 · 2 bedrooms')).toBeTruthy();
    cleanup();
    renderOnPage(<AssetCard asset={home} list={assetList('sale')} />, {
      i18n,
      path: '/:lang/assets/*',
      url: '/en/assets/propertyListSale',
    });
    expect(screen.getByText('2 bedrooms · 85 m²')).toBeTruthy();
    expect(screen.queryByText(/Sleeps/)).toBeNull();
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

describe('a list page of islands (docs/decisions/021-islands.md), where each change loads the page whole', () => {
  it('is the server’s HTML with the filters and “near me” as islands of plain props, under a native disclosure', async () => {
    const eat = assetList('eat');
    const filters: ListFilters = { ...defaultListFilters(eat), cuisine: 'rice', page: 2 };
    const client = new QueryClient();
    const options = assetListQueryOptions(eat, filters, 'en');
    client.setQueryData(options.queryKey, {
      items: [{ ...flat, type: 'eat', rent: false }],
      total: 30,
      limit: 24,
      offset: 24,
    });
    const Texts = withTexts(i18n);
    const html = renderToString(
      <Texts>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={client}>
            <IslandsContext.Provider value>
              <MemoryRouter initialEntries={['/en/assets/eatList?cuisine=rice&page=2']}>
                <Routes>
                  <Route
                    path="/:lang/assets/eatList"
                    element={
                      <AssetListPage
                        list={eat}
                        nearMe={(props) => <Island name="nearMe" component={NearMe} props={props} />}
                      />
                    }
                  />
                </Routes>
              </MemoryRouter>
            </IslandsContext.Provider>
          </QueryClientProvider>
        </ThemeProvider>
      </Texts>,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const island = (name: string) => container.querySelector<HTMLElement>(`town-island[data-island="${name}"]`)!;
    // The filters fold into a <details> that opens without script; the form is inside.
    expect(container.querySelector('details summary')?.textContent).toBe('Filters (in use)');
    expect(island('listFilters').closest('details')).not.toBeNull();
    expect(JSON.parse(island('listFilters').dataset.props!)).toEqual({ list: 'eat', filters });
    expect(within(island('listFilters')).getByRole('button', { name: 'Show results' })).toBeTruthy();
    const nearMe = JSON.parse(island('nearMe').dataset.props!) as { list: string; headingId: string };
    expect(nearMe).toMatchObject({ list: 'eat', filters });
    // The cards and the page links are plain HTML, outside any island.
    const card = within(container).getByRole('link', { name: 'Flat on the promenade' });
    expect(card.closest('town-island')).toBeNull();
    expect(within(container).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).toBe(
      '/en/assets/eatList?cuisine=rice',
    );
    // Page 2, loaded whole: reading starts at the results.
    const heading = [...container.querySelectorAll('h2')].find((h) => h.id === nearMe.headingId)!;
    expect(heading.textContent).toBe('Results');
    expect(heading.hasAttribute('autofocus')).toBe(true);
  });

  function renderIslandForm(list: AssetListDefinition, filters: ListFilters, onChange: () => void) {
    renderOnPage(
      <IslandsContext.Provider value>
        <ListFiltersForm list={list} filters={filters} onChange={onChange} />
      </IslandsContext.Provider>,
      { i18n, path: '/:lang/assets/*', url: `/en/assets/${list.route}` },
    );
    return screen.getByRole('search') as HTMLFormElement;
  }

  it('applies typed text when the form is sent, all of it, not when typing pauses', () => {
    vi.useFakeTimers();
    try {
      const rent = assetList('rent');
      const onChange = vi.fn();
      const form = renderIslandForm(rent, defaultListFilters(rent), onChange);
      fireEvent.change(within(form).getByRole('searchbox', { name: 'Search' }), { target: { value: ' sea  view ' } });
      fireEvent.change(within(form).getByRole('spinbutton', { name: 'Minimum' }), { target: { value: '100' } });
      vi.advanceTimersByTime(2000);
      expect(onChange).not.toHaveBeenCalled();
      // Still there once the island is hydrated: nothing applies by itself.
      fireEvent.click(within(form).getByRole('button', { name: 'Show results' }));
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ q: 'sea view', price: [100, 500] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies a guest count once typing pauses, so that two digits are one change', () => {
    vi.useFakeTimers();
    try {
      const rent = assetList('rent');
      const onChange = vi.fn();
      const form = renderIslandForm(rent, defaultListFilters(rent), onChange);
      const adults = within(form).getByRole('spinbutton', { name: 'Adults' });
      fireEvent.change(adults, { target: { value: '1' } });
      fireEvent.change(adults, { target: { value: '12' } });
      vi.advanceTimersByTime(100);
      expect(onChange).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1000);
      expect(onChange).toHaveBeenCalledExactlyOnceWith({ adults: 12 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves through the pages of a list only this page can show without following the links', () => {
    const onPage = vi.fn();
    renderOnPage(
      <ThemeProvider theme={theme}>
        <ListPagination page={1} count={3} pageSearch={(page) => `?sort=distance&page=${page}`} onPage={onPage} />
      </ThemeProvider>,
      { i18n, path: '/:lang/assets/*', url: '/en/assets/eatList?sort=distance' },
    );
    const next = screen.getByRole('link', { name: 'Go to page 2' });
    expect(next.getAttribute('href')).toBe('/en/assets/eatList?sort=distance&page=2');
    fireEvent.click(next);
    expect(onPage).toHaveBeenCalledExactlyOnceWith(2);
  });
});

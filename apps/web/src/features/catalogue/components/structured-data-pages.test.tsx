import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Asset, AssetDescription, Menu } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SiteContext } from '../../../lib/site.ts';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { catalogueKeys } from '../api/query-keys.ts';
import { AssetDetailPage } from './asset-detail-page.tsx';
import { MenuPage } from './menu-page.tsx';

/*
 * The pages put their structured data in the markup they render (docs/product.md#structured-data),
 * from the data their route loaders fetched: here that data is in the query cache beforehand, as
 * the server's dehydrated cache puts it there.
 */

const ORIGIN = 'https://costaguia.example';
const ID = '3f1c2a8e-5b7d-4c1e-9a0b-6d2e8f4a1c7b';

const restaurant: Asset = {
  id: ID,
  type: 'eat',
  rent: false,
  long: false,
  sale: false,
  category: 'restaurant',
  productId: 42,
  lang: 'it',
  name: 'Ristorante </script><script>alert(1)</script>',
  summary: 'Riso e pesce sul porto.',
  price: { amount: 30, currency: 'EUR', unit: 'person' },
  cuisines: ['rice', 'seafood'],
  hotelType: null,
  stars: null,
  capacity: null,
  bedrooms: null,
  bathrooms: null,
  image: null,
  location: { lat: 38.9581234, lng: -0.1271234 },
  prices: [{ amount: 30, currency: 'EUR', unit: 'person' }],
  address: 'Passeig del Port, 3, 43480 Vilaseca de Mar',
  phone: '+34 962 555 321',
  email: null,
  web: null,
  openingHours: [
    { day: 'tue', opens: '13:00', closes: '16:00' },
    { day: 'tue', opens: '20:00', closes: '23:30' },
  ],
  images: [],
  areaM2: null,
  licence: null,
  nrua: null,
  updatedAt: '2025-05-01T10:00:00+02:00',
};
const description: AssetDescription = {
  assetId: ID,
  type: 'eat',
  requestedLang: 'it',
  lang: 'it',
  fallback: false,
  name: restaurant.name,
  summary: restaurant.summary,
  sections: [{ key: 'main', text: 'Cucina di mare.' }],
};
const menu: Menu = {
  productId: 42,
  assetId: ID,
  restaurant: restaurant.name,
  lang: 'it',
  currency: 'EUR',
  sections: [
    {
      id: '0a7f3c52-1d4e-4b8a-9c6f-2e5d8b1a3f70',
      name: 'Risi',
      items: [
        {
          id: '5c2e9a14-7b3d-4f6a-8e1c-9d0b2a4f6e83',
          name: 'Riso a banda',
          description: null,
          price: 16.5,
          allergens: ['fish'],
          available: true,
        },
      ],
    },
  ],
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('it', ['catalogue', 'listofval', 'metatags']);
});
afterEach(cleanup);

function renderPage(element: ReactNode, path: string, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(catalogueKeys.asset(ID, 'it'), restaurant);
  client.setQueryData(catalogueKeys.description(ID, 'it'), description);
  client.setQueryData(catalogueKeys.menu(42, 'it'), menu);
  const router = createMemoryRouter([{ path, element }], { initialEntries: [url] });
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <SiteContext.Provider value={{ origin: ORIGIN }}>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </SiteContext.Provider>
    </Texts>,
  );
}

/** Every JSON-LD block of the page, parsed, by its type. */
function structuredData(): Record<string, Record<string, unknown>> {
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
  return Object.fromEntries(blocks.map((block) => [String(block['@type']), block]));
}

describe('structured data on the pages', () => {
  it('an asset page describes the place and its breadcrumbs, a hostile name staying data', async () => {
    renderPage(
      <AssetDetailPage id={ID} lang="it" configType="eat" locationMap={() => null} />,
      '/:lang/assets/asset/:id/:type',
      `/it/assets/asset/${ID}/eat`,
    );
    await screen.findByRole('heading', { level: 1 });
    const blocks = structuredData();
    expect(Object.keys(blocks).sort()).toEqual(['BreadcrumbList', 'Restaurant']);
    expect(blocks.Restaurant).toMatchObject({
      name: restaurant.name,
      url: `${ORIGIN}/it/assets/asset/${ID}/eat`,
      identifier: ID,
      servesCuisine: [i18n.t('listofval:cuisine.rice'), i18n.t('listofval:cuisine.seafood')],
      hasMenu: `${ORIGIN}/it/eat/${ID}/menu`,
      geo: { latitude: 38.95812, longitude: -0.12712 },
    });
    expect(blocks.BreadcrumbList!.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: i18n.t('metatags:list.eat.title'),
        item: `${ORIGIN}/it/assets/eatList`,
      },
      { '@type': 'ListItem', position: 2, name: restaurant.name },
    ]);
    expect(document.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
  });

  it('a menu page gives the restaurant with every dish of its menu', async () => {
    renderPage(<MenuPage id={ID} lang="it" />, '/:lang/eat/:id/menu', `/it/eat/${ID}/menu`);
    await screen.findByRole('heading', { level: 1 });
    const blocks = structuredData();
    expect(blocks.Restaurant!.hasMenu).toMatchObject({
      '@type': 'Menu',
      url: `${ORIGIN}/it/eat/${ID}/menu`,
      inLanguage: 'it',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Risi',
          hasMenuItem: [{ '@type': 'MenuItem', name: 'Riso a banda', offers: { price: 16.5, priceCurrency: 'EUR' } }],
        },
      ],
    });
    expect((blocks.BreadcrumbList!.itemListElement as unknown[]).length).toBe(3);
  });
});

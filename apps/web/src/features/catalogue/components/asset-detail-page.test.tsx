import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { Asset, AssetDescription } from '@town/shared/catalogue';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { catalogueKeys } from '../api/query-keys.ts';
import { AssetDetailPage } from './asset-detail-page.tsx';

/*
 * The order of an asset page's parts is its reading order, on a phone its visual order too
 * (docs/product.md#asset-pages): what decides a stay (the booking box, or how to book; the key
 * facts) comes before the long texts.
 */

const ID = '7a2d4c1e-3b5f-4e8a-9c6d-1f0e2b3a4c5d';

const home: Asset = {
  id: ID,
  type: 'property',
  rent: true,
  long: true,
  sale: true,
  category: 'apartment',
  productId: null,
  lang: 'en',
  name: 'Casa Marina',
  summary: 'Two bedrooms by the beach.',
  price: { amount: 95, currency: 'EUR', unit: 'night' },
  cuisines: [],
  hotelType: null,
  stars: null,
  capacity: { adults: 4, children: 2 },
  bedrooms: 2,
  bathrooms: 1,
  areaM2: 70,
  image: null,
  location: { lat: 38.95, lng: -0.13 },
  priceFrom: 95,
  prices: [
    { amount: 95, currency: 'EUR', unit: 'night' },
    { amount: 1100, currency: 'EUR', unit: 'month' },
  ],
  address: 'Carrer de la Mar, 5',
  phone: '+34 962 555 010',
  email: 'casa@example.com',
  web: null,
  openingHours: null,
  images: [],
  licence: 'VT-123456-V',
  nrua: null,
  updatedAt: '2026-05-01T10:00:00+02:00',
};
const description: AssetDescription = {
  assetId: ID,
  type: 'property',
  requestedLang: 'en',
  lang: 'en',
  fallback: false,
  name: home.name,
  summary: home.summary,
  sections: [{ key: 'main', text: 'A long text about the flat, its light and its terrace.' }],
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['catalogue', 'listofval', 'metatags']);
});
afterEach(cleanup);

/** The page of `home` seen from the list `type` (rent, long…), with the bookings feature's parts as stand-ins. */
function renderPage(type: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(catalogueKeys.asset(ID, 'en'), home);
  client.setQueryData(catalogueKeys.description(ID, 'en'), description);
  const element = (
    <AssetDetailPage
      id={ID}
      lang="en"
      configType={type}
      locationMap={() => null}
      booking={() => ({
        box: <section aria-label="Booking box" />,
        calendar: <section aria-label="Calendar" />,
      })}
    />
  );
  const router = createMemoryRouter([{ path: '/:lang/assets/asset/:id/:type', element }], {
    initialEntries: [`/en/assets/asset/${ID}/${type}`],
  });
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Texts>,
  );
}

/** Whether each element comes after the one before it in the document. */
function inOrder(...elements: HTMLElement[]) {
  return elements.every(
    (element, i) => i === 0 || !!(elements[i - 1]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

const heading = (name: string) => screen.getByRole('heading', { name });

describe("an asset page's order", () => {
  it('a holiday rental: the booking box and the key facts, then the description, the calendar and the rest', async () => {
    renderPage('rent');
    await screen.findByRole('heading', { level: 1 });
    expect(
      inOrder(
        screen.getByRole('region', { name: 'Booking box' }),
        heading(i18n.t('catalogue:detail.facts')),
        screen.getByText(description.sections[0]!.text),
        screen.getByRole('region', { name: 'Calendar' }),
        heading(i18n.t('catalogue:detail.contact')),
        heading(i18n.t('catalogue:detail.map')),
      ),
    ).toBe(true);
  });

  it('a long let takes its own bookings: how to book first, and no booking box or calendar', async () => {
    renderPage('long');
    await screen.findByRole('heading', { level: 1 });
    expect(
      inOrder(
        heading(i18n.t('catalogue:detail.bookDirect.title')),
        heading(i18n.t('catalogue:detail.facts')),
        screen.getByText(description.sections[0]!.text),
      ),
    ).toBe(true);
    expect(screen.queryByRole('region', { name: 'Booking box' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Calendar' })).toBeNull();
  });

  it('with no booking to offer, the practical details stand aside, after the description', async () => {
    renderPage('sale');
    await screen.findByRole('heading', { level: 1 });
    const aside = screen.getByRole('complementary', { name: i18n.t('catalogue:detail.aside') });
    expect(aside.contains(heading(i18n.t('catalogue:detail.facts')))).toBe(true);
    expect(inOrder(screen.getByText(description.sections[0]!.text), aside)).toBe(true);
    expect(screen.queryByRole('region', { name: 'Booking box' })).toBeNull();
  });
});

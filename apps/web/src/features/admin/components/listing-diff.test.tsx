import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListingContent } from '@town/shared/listings';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { ListingDiff } from './listing-diff.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['admin', 'listofval']);
});
afterEach(cleanup);

const published: ListingContent = {
  type: 'eat',
  rent: false,
  long: false,
  sale: false,
  category: 'restaurant',
  texts: {
    es: { name: 'Casa Pepa', summary: 'Arroces junto al puerto.', sections: { main: 'Cocina de siempre.' } },
    en: { name: 'Casa Pepa', summary: 'Rice dishes by the harbour.', sections: {} },
  },
  address: 'Carrer del Port 3',
  location: { lat: 38.8, lng: 0.1 },
  phone: '+34 962 000 000',
  email: null,
  web: null,
  openingHours: [{ day: 'mon', opens: '13:00', closes: '16:00' }],
  price: { amount: 25, unit: 'person' },
  otherPrices: [],
  cuisines: ['rice', 'seafood'],
  images: [{ id: 'aaaaaaaaaaaaaaaa', alt: { es: 'La terraza' } }],
  menu: {
    sections: [
      {
        name: { es: 'Arroces', en: 'Rice dishes' },
        items: [{ name: { es: 'Arroz negro' }, description: {}, price: 14, allergens: ['molluscs'], available: true }],
      },
    ],
  },
};

const proposed: ListingContent = {
  ...published,
  texts: {
    es: { name: 'Casa Pepa Marinera', summary: 'Arroces junto al puerto.', sections: { main: 'Cocina de siempre.' } },
    en: published.texts.en,
    ca: { name: 'Casa Pepa Marinera', summary: 'Arrossos vora el port.', sections: {} },
  },
  phone: '+34 962 111 111',
  images: [...published.images, { id: 'bbbbbbbbbbbbbbbb', alt: {} }],
  menu: {
    sections: [
      {
        ...published.menu!.sections[0]!,
        items: [{ ...published.menu!.sections[0]!.items[0]!, price: 15.5, available: false }],
      },
    ],
  },
};

/** As the revisions' answer signs them; the third photo is no longer stored. */
const THUMBNAILS = { aaaaaaaaaaaaaaaa: '/api/images/aaaaaaaaaaaaaaaa-sq64.webp?expires=1&signature=a' };

function renderDiff(before: ListingContent | null, after: ListingContent) {
  const Texts = withTexts(i18n);
  render(
    <Texts>
      <ListingDiff published={before} proposed={after} thumbnails={THUMBNAILS} lang="en" />
    </Texts>,
  );
}

const row = (key: string) => screen.getByTestId(`diff-row-${key}`);

describe('the review diff', () => {
  it('counts and marks the changed fields in words, not by colour alone', () => {
    renderDiff(published, proposed);
    expect(screen.getByTestId('diff-summary').textContent).toBe('6 fields changed.');
    // Catalan texts were not published: each of its fields is a change.
    for (const key of ['phone', 'texts.es.name', 'texts.ca.name', 'texts.ca.summary', 'images', 'menu.0']) {
      expect(row(key).dataset.changed).toBe('true');
      within(row(key)).getByText('Changed');
    }
    // Its accessible name says it changed: "Phone Changed".
    screen.getByRole('group', { name: 'Phone Changed' });
    for (const key of ['address', 'category', 'texts.es.summary', 'cuisines', 'openingHours', 'price']) {
      expect(row(key).dataset.changed).toBe('false');
      expect(within(row(key)).queryByText('Changed')).toBeNull();
    }
  });

  it('shows each field published and proposed side by side, as people read them', () => {
    renderDiff(published, proposed);
    const phone = within(row('phone'));
    phone.getByText('Published');
    phone.getByText('Proposed');
    phone.getByText('+34 962 000 000');
    phone.getByText('+34 962 111 111');
    within(row('category')).getAllByText('Restaurant');
    within(row('cuisines')).getAllByText('Rice dishes, Seafood');
    within(row('price')).getAllByText('€25 per person');
    within(row('openingHours')).getAllByText('Monday: 13:00–16:00');
    within(row('openingHours')).getAllByText('Sunday: closed');
    // A field empty on both sides is left out.
    expect(screen.queryByTestId('diff-row-web')).toBeNull();
  });

  it('groups the texts by language, each text marked with its language', () => {
    renderDiff(published, proposed);
    screen.getByRole('heading', { name: 'Texts in Spanish' });
    screen.getByRole('heading', { name: 'Texts in Catalan' });
    const summary = within(row('texts.ca.summary'));
    expect(summary.getByText('Arrossos vora el port.').getAttribute('lang')).toBe('ca');
    // Catalan was not published: its published side is empty.
    summary.getByText('(empty)');
    within(row('texts.es.sections.main')).getAllByText('Cocina de siempre.');
  });

  it('shows photos as thumbnails, the first as the cover, and the menu with prices and allergens', () => {
    renderDiff(published, proposed);
    const photos = within(row('images'));
    const thumbnails = row('images').querySelectorAll('img');
    expect([...thumbnails].map((img) => img.getAttribute('src'))).toEqual([
      THUMBNAILS.aaaaaaaaaaaaaaaa,
      THUMBNAILS.aaaaaaaaaaaaaaaa,
    ]);
    expect(photos.getAllByText('Photo 1 (cover)')).toHaveLength(2);
    photos.getByText('Photo 2');
    photos.getByText('No description');
    const menu = within(row('menu.0'));
    menu.getByText(/€14$/);
    menu.getByText(/€15.50 — not available today$/);
    expect(menu.getAllByText('Allergens: Molluscs')).toHaveLength(2);
  });

  it('can show only the changed fields', async () => {
    renderDiff(published, proposed);
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Only the changed fields' })));
    expect(screen.queryByTestId('diff-row-address')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
    row('phone');
    row('texts.es.name');
  });

  it('shows a new listing as the whole proposal, with nothing marked as changed', () => {
    renderDiff(null, proposed);
    expect(screen.getByTestId('diff-summary').textContent).toBe('A new listing: this is the whole proposal.');
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    within(row('texts.es.name')).getByText('Casa Pepa Marinera');
  });
});

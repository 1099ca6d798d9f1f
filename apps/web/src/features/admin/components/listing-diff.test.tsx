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
    en: { name: 'Casa Pepa', summary: 'Rice dishes right by the port.', sections: {} },
    ca: { name: 'Casa Pepa Marinera', summary: 'Arrossos vora el port.', sections: {} },
  },
  phone: '+34 962 111 111',
  openingHours: [{ day: 'mon', opens: '13:00', closes: '16:30' }],
  images: [...published.images, { id: 'bbbbbbbbbbbbbbbb', alt: {} }],
  menu: {
    sections: [
      {
        ...published.menu!.sections[0]!,
        items: [
          { ...published.menu!.sections[0]!.items[0]!, price: 15.5, available: false },
          { name: { es: 'Fideuà' }, description: {}, price: 13, allergens: ['gluten'], available: true },
        ],
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
/** The published and the proposed side of a row, in that order. */
const sides = (key: string) => [...row(key).querySelectorAll(':scope > div:last-child > div')] as HTMLElement[];
/** A side's value as read out, without its caption. */
const valueText = (side: HTMLElement) =>
  [...side.children]
    .slice(1)
    .map((child) => child.textContent)
    .join('');
const marks = (element: HTMLElement, tag: 'ins' | 'del') =>
  [...element.querySelectorAll(tag)].map((mark) => mark.textContent);
const showAll = () => act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Show all fields' })));

describe('the review diff', () => {
  it('shows only the changed fields at first, counted, and marked in words, not by colour alone', () => {
    renderDiff(published, proposed);
    expect(screen.getByTestId('diff-summary').textContent).toBe('8 fields changed.');
    // Catalan texts were not published: each of its fields is a change.
    const changed = [
      'phone',
      'openingHours',
      'texts.es.name',
      'texts.ca.name',
      'texts.ca.summary',
      'texts.en.summary',
      'images',
      'menu.0',
    ];
    for (const key of changed) {
      expect(row(key).dataset.changed).toBe('true');
      within(row(key)).getByText('Changed');
    }
    // Nothing else, in the editor's order.
    expect(screen.getAllByTestId(/^diff-row-/).map((r) => r.dataset.testid)).toEqual(
      changed.map((key) => `diff-row-${key}`),
    );
    // Its accessible name says it changed: "Phone Changed".
    screen.getByRole('group', { name: 'Phone Changed' });
    // Sections with nothing changed are left out; the switch is off.
    expect(screen.queryByRole('heading', { name: 'General' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Texts in Spanish' })).not.toBeNull();
    expect((screen.getByRole('switch', { name: 'Show all fields' }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the rest, unmarked, once asked for every field', async () => {
    renderDiff(published, proposed);
    expect(screen.queryByTestId('diff-row-address')).toBeNull();
    await showAll();
    for (const key of ['address', 'category', 'texts.es.summary', 'texts.en.name', 'cuisines', 'price']) {
      expect(row(key).dataset.changed).toBe('false');
      expect(within(row(key)).queryByText('Changed')).toBeNull();
      expect(row(key).querySelector('ins, del')).toBeNull();
    }
    screen.getByRole('heading', { name: 'General' });
    await showAll();
    expect(screen.queryByTestId('diff-row-address')).toBeNull();
  });

  it('marks the words a text adds and removes, said in words to a screen reader', () => {
    renderDiff(published, proposed);
    const [before, after] = sides('texts.en.summary');
    expect(valueText(before!)).toBe('Rice dishes by the removed: harbour.');
    expect(valueText(after!)).toBe('Rice dishes added: right by the added: port.');
    expect(marks(before!, 'del')).toEqual(['removed: harbour']);
    expect(marks(before!, 'ins')).toEqual([]);
    expect(marks(after!, 'ins')).toEqual(['added: right', 'added: port']);
    expect(marks(after!, 'del')).toEqual([]);
    // The texts stay in their language; what is said of them is in the page's.
    const ins = after!.querySelector('ins')!;
    expect(ins.closest('[lang]')!.getAttribute('lang')).toBe('en');
    expect(within(ins).getByText('added:').getAttribute('lang')).toBe('en');
    // A word added to a name: nothing removed.
    const [name, newName] = sides('texts.es.name');
    expect(marks(name!, 'del')).toEqual([]);
    expect(marks(newName!, 'ins')).toEqual(['added: Marinera']);
    expect(newName!.querySelector('[lang]')!.getAttribute('lang')).toBe('es');
    // Digits of a phone number, as words.
    const [phone, newPhone] = sides('phone');
    expect(marks(phone!, 'del')).toEqual(['removed: 000', 'removed: 000']);
    expect(marks(newPhone!, 'ins')).toEqual(['added: 111', 'added: 111']);
  });

  it('shows each field published and proposed side by side, as people read them', async () => {
    renderDiff(published, proposed);
    await showAll();
    const phone = within(row('phone'));
    phone.getByText('Published');
    phone.getByText('Proposed');
    within(row('category')).getAllByText('Restaurant');
    within(row('cuisines')).getAllByText('Rice dishes, Seafood');
    within(row('price')).getAllByText('€25 per person');
    // A field empty on both sides is left out.
    expect(screen.queryByTestId('diff-row-web')).toBeNull();
  });

  it('marks the days whose hours changed, whole, and names them', () => {
    renderDiff(published, proposed);
    const [before, after] = sides('openingHours');
    expect(marks(before!, 'del')).toEqual(['removed: Monday: 13:00–16:00']);
    expect(marks(after!, 'ins')).toEqual(['added: Monday: 13:00–16:30']);
    within(before!).getByText('Sunday: closed');
    expect(within(row('openingHours')).getByTestId('change-summary').textContent).toBe('Days changed: Monday');
  });

  it('groups the texts by language, each text marked with its language', async () => {
    renderDiff(published, proposed);
    screen.getByRole('heading', { name: 'Texts in Spanish' });
    screen.getByRole('heading', { name: 'Texts in Catalan' });
    const summary = within(row('texts.ca.summary'));
    expect(summary.getByText('Arrossos vora el port.').getAttribute('lang')).toBe('ca');
    // Catalan was not published: its published side is empty.
    summary.getByText('(empty)');
    await showAll();
    within(row('texts.es.sections.main')).getAllByText('Cocina de siempre.');
  });

  it('says how the photos changed, the new one marked, the first as the cover', () => {
    renderDiff(published, proposed);
    const photos = within(row('images'));
    expect(photos.getByTestId('change-summary').textContent).toBe('1 photo added');
    const thumbnails = row('images').querySelectorAll('img');
    expect([...thumbnails].map((img) => img.getAttribute('src'))).toEqual([
      THUMBNAILS.aaaaaaaaaaaaaaaa,
      THUMBNAILS.aaaaaaaaaaaaaaaa,
    ]);
    expect(photos.getAllByText('Photo 1 (cover)')).toHaveLength(2);
    const [, after] = sides('images');
    expect(marks(after!, 'ins')).toEqual(['added: Photo 2']);
    photos.getByText('No description');
  });

  it('says how a menu’s section changed, dish by dish, with prices and allergens', () => {
    renderDiff(published, proposed);
    const menu = within(row('menu.0'));
    expect(menu.getByTestId('change-summary').textContent).toBe('1 dish added · 1 dish changed');
    menu.getByText(/€14$/);
    menu.getByText(/€15.50 — not available today$/);
    expect(menu.getAllByText('Allergens: Molluscs')).toHaveLength(2);
    expect(menu.getAllByText('— changed')).toHaveLength(2);
    const [, after] = sides('menu.0');
    expect(marks(after!, 'ins')).toEqual(['added: ES Fideuà — €13']);
  });

  it('says so when nothing differs from what is published', () => {
    renderDiff(published, published);
    expect(screen.getByTestId('diff-summary').textContent).toBe('No field differs from what is published.');
    expect(screen.queryByTestId(/^diff-row-/)).toBeNull();
  });

  it('shows a new listing as the whole proposal, with nothing marked as changed', () => {
    renderDiff(null, proposed);
    expect(screen.getByTestId('diff-summary').textContent).toBe('A new listing: this is the whole proposal.');
    expect(screen.queryByText('Published')).toBeNull();
    expect(screen.queryByText('Changed')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(document.querySelector('ins, del')).toBeNull();
    within(row('texts.es.name')).getByText('Casa Pepa Marinera');
    row('address');
    row('cuisines');
  });
});

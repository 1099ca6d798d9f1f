import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { OwnerListing } from '@town/shared/listings';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { ListingRows } from './listing-rows.tsx';

afterEach(cleanup);

const listing = (change: Partial<OwnerListing>): OwnerListing => ({
  id: '5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11',
  type: 'property',
  kinds: ['rent'],
  status: 'published',
  pendingChange: null,
  rejectionReason: null,
  name: 'Casa del Mar',
  languages: ['es', 'ca', 'eu', 'gl', 'en', 'fr', 'de', 'it', 'pt'],
  image: '/api/images/22b940ee9d3219c3-180.webp?expires=1&signature=x',
  updatedAt: '2025-01-15T23:23:45.000Z',
  ...change,
});

const rental = listing({});
const restaurant = listing({
  id: '0c8f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  type: 'eat',
  kinds: ['eat'],
  status: 'rejected',
  rejectionReason: 'Faltan las fotos de la sala.',
  name: 'Bodega Àngels',
  languages: ['es'],
  image: null,
});
const home = listing({
  id: '7d1e9b20-5a3c-4f8e-9b6d-1c2e3f4a5b6c',
  kinds: ['long', 'sale'],
  status: 'draft',
  name: '',
});

async function renderRows(lang: string, wide: boolean) {
  const i18n: I18n = await createTestI18n(lang, ['owner', 'listofval']);
  renderOnPage(<ListingRows items={[rental, restaurant, home]} lang={lang} wide={wide} label="Listings" />, {
    i18n,
    path: '/:lang/owner',
    url: `/${lang}/owner`,
  });
}

const hrefs = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

describe('the rows of "My listings"', () => {
  it('on a wide screen, a table in German: what each is, its state, its last change and where it leads', async () => {
    await renderRows('de', true);
    const table = screen.getByRole('table', { name: 'Listings' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Eintrag', 'Art', 'Status', 'Letzte Änderung', 'Aktionen']);
    const [, first, second, third] = within(table).getAllByRole('row');

    // A published holiday rental: its editor, calendar, bookings (of this rental only) and public page.
    expect(within(first!).getByRole('rowheader').textContent).toBe('Casa del Mar');
    expect(first!.textContent).toContain('Ferienunterkunft');
    expect(within(first!).getByText('Veröffentlicht')).toBeTruthy();
    expect(within(first!).getByText('16.01.2025').closest('time')?.getAttribute('dateTime')).toBe(rental.updatedAt);
    expect(hrefs(first!)).toEqual([
      ['Casa del Mar', `/de/owner/${rental.id}`],
      ['„Casa del Mar“ bearbeiten', `/de/owner/${rental.id}`],
      ['Kalender von „Casa del Mar“', `/de/owner/${rental.id}/calendar`],
      ['Buchungen von „Casa del Mar“', `/de/owner/bookings?assetId=${rental.id}`],
      ['Öffentliche Seite ansehen: „Casa del Mar“', `/de/assets/asset/${rental.id}/rent`],
    ]);
    // Every link's words are in its name (WCAG 2.5.3).
    for (const link of within(first!).getAllByRole('link')) {
      expect((link.getAttribute('aria-label') ?? link.textContent!).toLowerCase()).toContain(
        link.textContent!.toLowerCase(),
      );
    }
    // The cover is a thumbnail beside the name, which says what it shows.
    expect(first!.querySelector('img')?.getAttribute('alt')).toBe('');

    // A place to eat the town hall turned down: no calendar, and the reason; texts in one language only.
    expect(second!.textContent).toContain('Gastronomie');
    expect(within(second!).getByText('Abgelehnt')).toBeTruthy();
    expect(second!.textContent).toContain('Begründung der Gemeinde: Faltan las fotos de la sala.');
    expect(second!.textContent).toContain('Texte vollständig in 1 von 9 Sprachen');
    expect(hrefs(second!).map(([name]) => name)).toEqual(['Bodega Àngels', '„Bodega Àngels“ bearbeiten']);

    // A draft without a name, for long rent and for sale.
    expect(third!.textContent).toContain('Langzeitmiete, Verkauf');
    expect(within(third!).getByRole('rowheader').textContent).toBe('Eintrag ohne Namen');
    expect(within(third!).getByText('Entwurf')).toBeTruthy();
  });

  it('on a phone, compact rows in French whose icon links are named for screen readers', async () => {
    await renderRows('fr', false);
    expect(screen.queryByRole('table')).toBeNull();
    const rows = within(screen.getByRole('list', { name: 'Listings' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('Location de vacances · 16 janv. 2025');
    expect(hrefs(rows[0]!).map(([name]) => name)).toEqual([
      'Casa del Mar',
      'Modifier «\u00a0Casa del Mar\u00a0»',
      'Calendrier de «\u00a0Casa del Mar\u00a0»',
      'Réservations de «\u00a0Casa del Mar\u00a0»',
      'Voir la page publique de «\u00a0Casa del Mar\u00a0»',
    ]);
    expect(within(rows[1]!).getByText('Refusée')).toBeTruthy();
    expect(rows[2]!.textContent).toContain('Location longue durée, Vente');
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ListingContent, ListingDetail } from '@town/shared/listings';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { ListingEditor } from './listing-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('gl', ['owner', 'listofval', 'locationMap', 'host']);
});
afterEach(cleanup);

const content: ListingContent = {
  type: 'eat',
  rent: false,
  long: false,
  sale: false,
  category: 'restaurant',
  texts: { es: { name: 'Casa Amparo', summary: 'Arroces junto al puerto.', sections: {} } },
  address: 'Carrer del Port 3',
  location: { lat: 38.9581, lng: -0.1274 },
  phone: '+34 962 000 000',
  email: null,
  web: null,
  openingHours: [{ day: 'tue', opens: '13:00', closes: '16:00' }],
  price: { amount: 25, unit: 'person' },
  otherPrices: [],
  capacity: null,
  bedrooms: null,
  bathrooms: null,
  area: null,
  hotelType: null,
  stars: null,
  cuisines: ['rice'],
  licence: null,
  nrua: null,
  images: [],
  menu: null,
};

const detail = (change: Partial<ListingDetail>): ListingDetail => ({
  id: '5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11',
  ownerId: '0c8f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  type: 'eat',
  status: 'draft',
  pendingChange: null,
  rejectionReason: null,
  languages: [],
  menuLanguages: [],
  productId: 7,
  updatedAt: '2026-05-04T10:15:00+02:00',
  publicPath: null,
  content,
  photos: [],
  ...change,
});

const renderEditor = (element: React.ReactNode) =>
  renderOnPage(element, { i18n, path: '/:lang/owner/:id', url: '/gl/owner/new' });

describe('the listing editor', () => {
  it('checks a new listing before sending it: every problem on its field, in Galician, the first one focused', async () => {
    renderEditor(<ListingEditor kind="eat" lang="gl" />);
    expect(screen.getByText(/O teu anuncio gárdase como un borrador/)).toBeTruthy();
    // Photos and the menu wait until the listing exists.
    expect(screen.getAllByText('Garda primeiro o anuncio; despois poderás engadir isto.')).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Gardar o borrador' })));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Hai \d+ campos que revisar\.$/);
    // Spanish is required: its tab is shown, its name focused and explained.
    const spanish = screen.getByRole('tab', { name: /^ES/ });
    await waitFor(() => expect(spanish.getAttribute('aria-selected')).toBe('true'));
    const name = screen.getByLabelText('Nome (castelán)', { exact: false });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(screen.getByText('O nome en castelán é obrigatorio.')).toBeTruthy();
    expect(screen.getByText('Escolle unha categoría.')).toBeTruthy();
    expect(screen.getAllByText('Coloca o marcador no mapa ou escribe a latitude e a lonxitude.')).toHaveLength(2);

    // The coordinates typed with a decimal comma are taken, and their problem goes.
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Latitude', { exact: false }), { target: { value: '38,9581' } }),
    );
    await act(async () => fireEvent.blur(screen.getByLabelText('Latitude', { exact: false })));
    expect(screen.getAllByText('Coloca o marcador no mapa ou escribe a latitude e a lonxitude.')).toHaveLength(1);
  });

  it('offers only what a place to eat has: cuisines and a menu, no rooms, no licence', () => {
    renderEditor(<ListingEditor kind="eat" lang="gl" />);
    expect(screen.getByRole('combobox', { name: 'Tipos de cociña' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Carta' })).toBeTruthy();
    expect(screen.queryByLabelText('Cuartos')).toBeNull();
    expect(screen.queryByLabelText('Licenza turística')).toBeNull();
  });

  it('asks a holiday rental for its lists, their prices and its licences, and no opening hours', () => {
    renderEditor(<ListingEditor kind="rent" lang="gl" />);
    const lists = screen.getByRole('group', { name: 'Anúnciase para' });
    expect((within(lists).getByRole('checkbox', { name: 'Aluguer vacacional' }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Its nights are priced by its seasons: this price is where a new one starts.
    const night = screen.getByLabelText('Prezo base por noite');
    expect(night.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(night.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^As tempadas novas comezan con este prezo\. Cando gardes o anuncio/,
    );
    expect(screen.getByLabelText('Licenza turística')).toBeTruthy();
    expect(screen.getByText('O número do rexistro autonómico, como VT-123456-V.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Carta' })).toBeNull();
    // A home has no opening hours (the type's traits, @town/shared/asset-types).
    expect(screen.queryByRole('heading', { name: 'Horario' })).toBeNull();
  });

  it('tells a stored rental’s price per night beside its seasons’ prices, with the way to its calendar', () => {
    const rental = detail({
      type: 'property',
      content: {
        ...content,
        type: 'property',
        rent: true,
        category: 'apartment',
        openingHours: null,
        price: { amount: 95, unit: 'night' },
        cuisines: [],
      },
    });
    renderEditor(<ListingEditor detail={rental} lang="gl" seasons={{ lowest: 80, highest: 140 }} />);
    const night = screen.getByLabelText('Prezo base por noite') as HTMLInputElement;
    expect(night.value).toBe('95');
    // (The page's no-break spaces read as spaces here.)
    expect(
      screen.getByText('As tempadas novas comezan con este prezo. As túas tempadas: de 80 € a 140 € por noite.'),
    ).toBeTruthy();
    const calendar = within(screen.getByRole('region', { name: 'Prezos e detalles' })).getByRole('link', {
      name: 'Pór as tempadas no calendario',
    });
    expect(calendar.getAttribute('href')).toBe(`/gl/owner/${rental.id}/calendar`);
    cleanup();

    renderEditor(<ListingEditor detail={rental} lang="gl" seasons={null} />);
    expect(screen.getByText(/Aínda non hai tempadas: non se pode reservar ningunha noite/)).toBeTruthy();
  });

  it('explains each state and offers the steps it allows', () => {
    const { unmount } = renderAndKeep(detail({ status: 'draft' }));
    const status = screen.getByRole('region', { name: 'Estado' });
    expect(within(status).getByText('Borrador')).toBeTruthy();
    expect(within(status).getByText(/É un borrador: só o ves ti/)).toBeTruthy();
    expect(within(status).getByRole('button', { name: 'Borrar o borrador' })).toBeTruthy();
    expect(within(status).queryByRole('button', { name: 'Deixar de publicar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enviar a revisión' })).toBeTruthy();
    unmount();

    renderAndKeep(
      detail({
        status: 'published',
        pendingChange: 'rejected',
        rejectionReason: 'Falta a foto da fachada.',
        languages: ['es', 'gl'],
        publicPath: '/es/assets/asset/5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11/eat',
      }),
    );
    const published = screen.getByRole('region', { name: 'Estado' });
    expect(within(published).getByText('Publicado')).toBeTruthy();
    expect(within(published).getByText('Cambios rexeitados')).toBeTruthy();
    expect(within(published).getByTestId('rejection-reason').textContent).toBe('Falta a foto da fachada.');
    expect(within(published).getByText('Textos en galego: completos')).toBeTruthy();
    expect(within(published).getByText('Textos en inglés: incompletos')).toBeTruthy();
    expect(within(published).getByRole('link', { name: 'Ver a páxina pública' }).getAttribute('href')).toBe(
      '/gl/assets/asset/5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11/eat',
    );
    expect(within(published).getByRole('button', { name: 'Deixar de publicar' })).toBeTruthy();
    expect(within(published).queryByRole('button', { name: 'Borrar o borrador' })).toBeNull();
  });

  it('does not offer to send again what the town hall is reviewing, but to take it back', () => {
    renderAndKeep(detail({ status: 'review' }));
    expect(screen.getByRole('button', { name: 'Retirar da revisión' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar a revisión' })).toBeNull();
  });
});

function renderAndKeep(listing: ListingDetail) {
  const { client } = renderEditor(<ListingEditor detail={listing} lang="gl" />);
  return { client, unmount: cleanup };
}

describe('the save bar', () => {
  const menu: ListingContent['menu'] = {
    sections: [
      {
        name: { es: 'Arroces', gl: 'Arroces' },
        items: [
          {
            name: { es: 'Arroz a banda', gl: 'Arroz a banda' },
            description: {},
            price: 16.5,
            allergens: ['fish'],
            available: true,
          },
        ],
      },
    ],
  };
  const published = detail({ status: 'published', content: { ...content, menu } });
  const bar = () => screen.getByRole('region', { name: 'Gardar os teus cambios' });
  const changes = () => within(bar()).queryByTestId('save-bar-changes')?.textContent;
  const type = (label: string, value: string) =>
    act(async () => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } }));

  it('is the one place to save, and says what the changes do before they are saved', async () => {
    renderAndKeep(published);
    // One save button on the whole page, in the bar: the menu has none of its own.
    expect(screen.getAllByRole('button', { name: /^Gardar/ })).toEqual([
      within(bar()).getByRole('button', { name: 'Gardar' }),
    ]);
    expect(within(bar()).getByRole('status').textContent).toBe(
      'Todo está gardado e publicado tal como está. Cando cambies algo e o gardes, poderás envialo a revisión.',
    );
    expect(changes()).toBeUndefined();

    await type('Teléfono', '+34 962 000 111');
    expect(within(bar()).getByRole('status').textContent).toBe('Tes cambios sen gardar.');
    expect(changes()).toBe('Publícase en canto gardas: teléfono.');
    // The save button is described by what saving does.
    const save = within(bar()).getByRole('button', { name: 'Gardar' });
    expect(document.getElementById(save.getAttribute('aria-describedby')!)!.textContent).toBe(changes());

    await type('Resumo (galego)', 'Arroces e peixe da lonxa.');
    expect(changes()).toBe('Publícase en canto gardas: teléfono. Agarda a revisión do concello: textos.');

    // The menu's dishes: an allergen goes live, a name waits.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Arroz a banda/ })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Leite' })));
    expect(changes()).toBe(
      'Publícase en canto gardas: teléfono e prezos, alérxenos e dispoñibilidade dos pratos. Agarda a revisión do concello: textos.',
    );
    await type('Nome do prato (galego)', 'Arroz negro');
    expect(changes()).toMatch(/Agarda a revisión do concello: textos e nomes, descricións e pratos da carta\.$/);
    expect(within(bar()).getByRole('button', { name: 'Gardar e enviar a revisión' })).toBeTruthy();
  });

  it('says that nothing shows until the town hall publishes, and that a change takes a submission back', async () => {
    const { unmount } = renderAndKeep(detail({ status: 'draft' }));
    await type('Teléfono', '+34 962 000 111');
    expect(changes()).toBe('Non aparece nada na guía ata que o concello publique o anuncio.');
    unmount();

    renderAndKeep(detail({ status: 'published', pendingChange: 'review' }));
    await type('Teléfono', '+34 962 000 111');
    expect(changes()).toBe('Publícase en canto gardas: teléfono.');
    await type('Resumo (galego)', 'Arroces e peixe da lonxa.');
    expect(changes()).toBe(
      'Publícase en canto gardas: teléfono. Agarda a revisión do concello: textos. Ao gardar, retiras o que enviaches a revisión: envíao de novo cando estea listo.',
    );
  });
});

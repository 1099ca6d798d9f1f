import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TownProfile } from '@town/shared/town';
import type { AdminWebcam } from '@town/shared/webcams';
import { ApiError } from '../../../lib/api-client.ts';
import { TownContext } from '../../../lib/town.ts';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { WebcamsForm } from './webcams-form.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('ca', ['adminWebcams', 'webcams', 'locationMap']);
});
afterEach(cleanup);

/** What the cameras' maps read of the town: where a new camera's pin waits. */
const town = { centre: { lat: 41.6, lng: 2.28 }, zoom: 14 } as TownProfile;

const HARBOUR: AdminWebcam = {
  id: 'moll-nord',
  name: 'Moll del Nord',
  kind: 'harbour',
  position: { lat: 41.59, lng: 2.29 },
  stillUrl: 'https://cams.ajuntament.example/moll/latest.jpg',
  pageUrl: 'https://cams.ajuntament.example/moll',
  refreshSeconds: 60,
};
const BEACH: AdminWebcam = {
  id: 'platja-gran',
  name: 'Platja Gran',
  kind: 'beach',
  position: { lat: 41.58, lng: 2.3 },
  stillUrl: 'https://cams.ajuntament.example/platja/latest.jpg',
  pageUrl: 'https://cams.ajuntament.example/platja',
  refreshSeconds: 120,
};

function renderForm(cameras: AdminWebcam[], onSave = vi.fn(async (saved: AdminWebcam[]) => saved)) {
  renderOnPage(
    <TownContext.Provider value={town}>
      <WebcamsForm cameras={cameras} onSave={onSave} />
    </TownContext.Provider>,
    { i18n, path: '/:lang/admin/webcams', url: '/ca/admin/webcams' },
  );
  return onSave;
}

const card = (name: string | RegExp) =>
  screen.getAllByTestId('admin-webcam').find((element) => within(element).queryByRole('heading', { name }))!;
const field = (within_: HTMLElement, label: RegExp) => within(within_).getByRole('textbox', { name: label });
const type = (element: HTMLElement, value: string) => act(async () => fireEvent.change(element, { target: { value } }));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Desa les càmeres' })));
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the cameras form', () => {
  it('lists the cameras in their order, each closed, saying what it looks at', () => {
    renderForm([HARBOUR, BEACH]);
    const list = screen.getByRole('list', { name: 'Càmeres, en l’ordre en què les veuen els visitants' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(headings()).toEqual(['Moll del Nord', 'Platja Gran']);
    within(card('Moll del Nord')).getByText('Port · moll-nord');
    const edit = within(card('Moll del Nord')).getByRole('button', { name: 'Edita Moll del Nord' });
    expect(edit.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
    // The first cannot move up, the last cannot move down.
    expect(screen.getByRole('button', { name: 'Puja Moll del Nord' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Baixa Platja Gran' })).toHaveProperty('disabled', true);
  });

  it('says so when there is no camera yet', () => {
    renderForm([]);
    screen.getByText(/Encara no hi ha cap càmera/);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opens a camera with its fields and its map, and saves what was changed', async () => {
    const onSave = renderForm([HARBOUR, BEACH]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edita Platja Gran' })));
    const beach = card('Platja Gran');
    expect(within(beach).getByRole('button', { name: 'Tanca Platja Gran' }).getAttribute('aria-expanded')).toBe('true');
    within(beach).getByRole('region', { name: 'Mapa d’on és Platja Gran' });
    expect(field(beach, /^Latitud/)).toHaveProperty('value', '41.58');
    await type(field(beach, /^Nom/), 'Platja Gran (nord)');
    // A camera already saved keeps its id when renamed.
    expect(field(beach, /^Identificador/)).toHaveProperty('value', 'platja-gran');
    await type(field(beach, /^Latitud/), '41,5812');
    await type(field(beach, /^Imatge nova cada/), '300');
    await save();
    expect(onSave).toHaveBeenCalledWith([
      HARBOUR,
      { ...BEACH, name: 'Platja Gran (nord)', position: { lat: 41.5812, lng: 2.3 }, refreshSeconds: 300 },
    ]);
  });

  it('adds a camera, opened and focused, whose id follows its name until one is typed', async () => {
    const onSave = renderForm([HARBOUR]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Afegeix una càmera' })));
    const added = card('Càmera 2');
    await waitFor(() => expect(document.activeElement).toBe(field(added, /^Nom/)));
    await type(field(added, /^Nom/), 'Passeig de l’Àngel');
    const fresh = card('Passeig de l’Àngel');
    expect(field(fresh, /^Identificador/)).toHaveProperty('value', 'passeig-de-l-angel');
    await type(field(fresh, /^Identificador/), 'passeig');
    await type(field(fresh, /^Nom/), 'Passeig Nou');
    expect(field(fresh, /^Identificador/)).toHaveProperty('value', 'passeig');

    // Saved without the rest: each missing field says what it needs, and nothing is sent.
    await save();
    expect(onSave).not.toHaveBeenCalled();
    screen.getByRole('alert');
    const camera = card('Passeig Nou');
    within(camera).getByText('Tria què mostra la càmera.');
    within(camera).getByText('Escriu una latitud entre −90 i 90.');
    within(camera).getAllByText('Escriu una adreça completa que comenci per https://.');
    expect(field(camera, /^Latitud/).getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses an address that is not https, a repeated id and a refresh out of range, on their fields', async () => {
    const onSave = renderForm([HARBOUR, BEACH]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edita Platja Gran' })));
    const beach = card('Platja Gran');
    await type(field(beach, /^Identificador/), 'moll-nord');
    await type(field(beach, /^Adreça de la imatge/), 'http://cams.ajuntament.example/platja.jpg');
    await type(field(beach, /^Imatge nova cada/), '10');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    within(beach).getByText('Una altra càmera ja té aquest identificador.');
    within(beach).getByText('L’adreça ha de començar per https://.');
    within(beach).getByText('Escriu un nombre enter de segons entre 30 i 3600.');
    // The first refused field in the form's order has the focus.
    await waitFor(() => expect(document.activeElement).toBe(field(beach, /^Identificador/)));
  });

  it('reorders and removes cameras before saving', async () => {
    const onSave = renderForm([HARBOUR, BEACH]);
    const down = screen.getByRole('button', { name: 'Baixa Moll del Nord' });
    await act(async () => fireEvent.click(down));
    expect(headings()).toEqual(['Platja Gran', 'Moll del Nord']);
    screen.getByText('Hi ha canvis sense desar.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Treu Platja Gran' })));
    expect(headings()).toEqual(['Moll del Nord']);
    await save();
    expect(onSave).toHaveBeenCalledWith([HARBOUR]);
  });

  it('shows on its field the address the server refused, opening its camera', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Our server may not fetch these still addresses', [
        { field: 'body.items.1.stillUrl', message: 'private-host' },
      ]);
    });
    renderForm([HARBOUR, BEACH], onSave);
    await save();
    expect(onSave).toHaveBeenCalled();
    const beach = card('Platja Gran');
    const still = field(beach, /^Adreça de la imatge/);
    within(beach).getByText(/xarxa privada o local/);
    expect(still.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(still));
    screen.getByText('Hi ha camps per revisar: estan marcats.');
  });

  it('says why saving failed when the server gives no field', async () => {
    renderForm(
      [HARBOUR],
      vi.fn(async () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'Forbidden'))),
    );
    await save();
    expect(screen.getByRole('alert').textContent).toBe('El teu compte ja no té permís per fer això.');
  });
});

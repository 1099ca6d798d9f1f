import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { RentalCalendar, Season } from '@town/shared/rentals';
import { ApiError } from '../../../lib/api-client.ts';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { JULY_CALENDAR } from '../test-fixtures.ts';
import { SeasonEditor } from './season-editor.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('es', ['host', 'translation']);
});
afterEach(cleanup);

const TODAY = '2027-03-10';

/** The one stored season: June at 90 a night, two nights at the least. */
const JUNE_SEASON: RentalCalendar['seasons'][number] = {
  start: '2027-06-01',
  end: '2027-07-01',
  price: 90,
  weekendPrice: null,
  minDays: 2,
  maxDays: null,
  startDays: null,
  endDays: null,
};

const stored: RentalCalendar = { ...JULY_CALENDAR, seasons: [JUNE_SEASON], blocks: [], holds: [] };

/** The calendar as stored, for `onSave` to answer: the API's shape of what it was given. */
const storedWith = (seasons: Season[]): RentalCalendar => ({
  ...stored,
  seasons: seasons.map((s) => ({
    ...s,
    weekendPrice: s.weekendPrice ?? null,
    maxDays: s.maxDays ?? null,
    startDays: s.startDays ?? null,
    endDays: s.endDays ?? null,
  })),
});

/** The editor as the page holds it: its seasons are the stored ones, which a save replaces. */
function Page({ saved, refuse }: { saved: Season[][]; refuse?: () => never }) {
  const [calendar, setCalendar] = useState(stored);
  const onSave = async (seasons: Season[]) => {
    saved.push(seasons);
    if (refuse) refuse();
    const next = storedWith(seasons);
    setCalendar(next);
    return next;
  };
  return <SeasonEditor seasons={calendar.seasons} today={TODAY} lang="es" onSave={onSave} />;
}

/** Renders the editor; `refuse` throws the server's refusal. Returns what each save was given. */
function renderEditor(refuse?: () => never) {
  const saved: Season[][] = [];
  render(<Page saved={saved} refuse={refuse} />, { wrapper: withTexts(i18n) });
  return saved;
}

const season = (number: number) => screen.getByRole('group', { name: new RegExp(`^Temporada ${number}`) });
const type = (scope: HTMLElement, label: string, value: string) =>
  act(async () => void fireEvent.change(within(scope).getByLabelText(label), { target: { value } }));
const save = () =>
  act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Guardar las temporadas' })));

describe('the season editor', () => {
  it('shows the stored seasons by their first and last nights, written as the page’s language writes days', () => {
    renderEditor();
    const june = season(1);
    expect((within(june).getByLabelText('Primera noche') as HTMLInputElement).value).toBe('01/06/2027');
    // The API's end is the day after the last night.
    expect((within(june).getByLabelText('Última noche') as HTMLInputElement).value).toBe('30/06/2027');
    expect((within(june).getByLabelText('Precio por noche') as HTMLInputElement).value).toBe('90');
    expect((within(june).getByLabelText('Estancia mínima (noches)') as HTMLInputElement).value).toBe('2');
    // Nothing changed, nothing to save.
    expect((screen.getByRole('button', { name: 'Guardar las temporadas' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a summer season with its weekend price and changeover days, and sends it as the API takes it', async () => {
    const saved = renderEditor();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Añadir una temporada' })));
    const summer = season(2);
    // It starts where the last season ends.
    expect((within(summer).getByLabelText('Primera noche') as HTMLInputElement).value).toBe('01/07/2027');
    // Typed as a Spanish page writes days.
    await type(summer, 'Última noche', '31/08/2027');
    await type(summer, 'Precio por noche', '140');
    await type(summer, 'Noches de viernes y sábado', '170');
    await type(summer, 'Estancia mínima (noches)', '7');
    const arrivals = within(summer).getByRole('group', { name: 'Días de llegada' });
    await act(async () => void fireEvent.click(within(arrivals).getByRole('checkbox', { name: 'sáb' })));
    const departures = within(summer).getByRole('group', { name: 'Días de salida' });
    await act(async () => void fireEvent.click(within(departures).getByRole('checkbox', { name: 'sáb' })));
    await act(async () => void fireEvent.click(within(departures).getByRole('checkbox', { name: 'dom' })));
    await save();

    expect(saved).toEqual([
      [
        JUNE_SEASON,
        {
          start: '2027-07-01',
          end: '2027-09-01',
          price: 140,
          weekendPrice: 170,
          minDays: 7,
          maxDays: null,
          startDays: [6],
          endDays: [0, 6],
        },
      ],
    ]);
    // Saved: the form holds what was stored, with nothing left to save.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Guardar las temporadas' }) as HTMLButtonElement).disabled).toBe(true),
    );
    expect(season(2)).toBeTruthy();
  });

  it('tells each problem on its field, in the page’s language, and sends nothing', async () => {
    const saved = renderEditor();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Añadir una temporada' })));
    const second = season(2);
    // Over June, with a price of zero and a longest stay below the shortest.
    await type(second, 'Primera noche', '2027-06-20');
    await type(second, 'Última noche', '2027-07-10');
    await type(second, 'Precio por noche', '0');
    await save();
    expect(saved).toEqual([]);
    expect(
      within(second).getByText('Escribe un número entero de euros mayor que cero, como mucho 100.000.'),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Hay campos que revisar: cada uno dice qué falla.');

    await type(second, 'Precio por noche', '100');
    await type(second, 'Estancia mínima (noches)', '5');
    await type(second, 'Estancia máxima (noches)', '3');
    await save();
    expect(saved).toEqual([]);
    expect(
      within(second).getByText('Esta temporada se solapa con otra: cada noche solo puede tener un precio.'),
    ).toBeTruthy();
    expect(within(second).getByText('La estancia más larga no puede ser más corta que la más corta.')).toBeTruthy();
    // The first field with a problem has the focus.
    await waitFor(() => expect(document.activeElement).toBe(within(second).getByLabelText('Primera noche')));
  });

  it('tells a day that is not one, and how to write it', async () => {
    const saved = renderEditor();
    await type(season(1), 'Última noche', '31/02/2027');
    await save();
    expect(saved).toEqual([]);
    expect(
      within(season(1)).getByText('Escribe una fecha con el formato dd/mm/aaaa, o elígela en el calendario.'),
    ).toBeTruthy();
    expect((within(season(1)).getByLabelText('Última noche') as HTMLInputElement).value).toBe('31/02/2027');
  });

  it('puts the server’s refusal on the field it names', async () => {
    const saved = renderEditor(() => {
      throw new ApiError(400, ERROR_CODES.validationError, 'The calendar breaks its rules: calendar.beyondHorizon', [
        { field: 'body.seasons.0.end', message: 'calendar.beyondHorizon' },
      ]);
    });
    await type(season(1), 'Precio por noche', '95');
    await save();
    expect(saved).toHaveLength(1);
    expect(
      within(season(1)).getByText(
        'Solo se puede reservar con un año de antelación como mucho: termina la temporada antes.',
      ),
    ).toBeTruthy();
    expect((within(season(1)).getByLabelText('Última noche') as HTMLInputElement).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });

  it('starts a new season at the listing’s price per night', async () => {
    render(<SeasonEditor seasons={[]} today={TODAY} lang="es" nightPrice={95} onSave={async () => stored} />, {
      wrapper: withTexts(i18n),
    });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Añadir una temporada' })));
    expect((within(season(1)).getByLabelText('Precio por noche') as HTMLInputElement).value).toBe('95');
  });
});

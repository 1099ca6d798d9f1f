import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_MIN_LENGTH } from '@town/shared/constants';
import { BookingDialog } from './booking-dialog.tsx';

const en = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../public/locales/en/bookings.json'), 'utf8')) as {
  dialog: { notes: string; notesHelp: string; notesTooShort: string; confirm: string };
};
const text = (template: string) => template.replace('{{count}}', String(NOTES_MIN_LENGTH));

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { bookings: en } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => console.error(`Missing translation key "${ns}:${key}"`),
  });
});
afterEach(cleanup);

/** The dialog for a two-night stay, on a rental page, with a query client of its own. */
function renderDialog() {
  const dialog = (
    <BookingDialog
      open
      assetId="6f1c3a52-8a4b-4d8e-9a43-1f6f3f0d2b11"
      assetName="Casa Marina"
      capacity={{ adults: 2, children: 1 }}
      checkIn="2030-07-01"
      checkOut="2030-07-03"
      quote={{
        nights: 2,
        bands: [{ from: '2030-07-01', to: '2030-07-03', nights: 2, pricePerNight: 90, subtotal: 180 }],
        total: 180,
        minDays: 1,
        checkInHour: '17:00',
        checkOutHour: '12:00',
      }}
      onClose={() => {}}
    />
  );
  const router = createMemoryRouter([{ path: '/:lang/assets/asset/:id/:type', element: dialog }], {
    initialEntries: ['/en/assets/asset/6f1c3a52-8a4b-4d8e-9a43-1f6f3f0d2b11/rent'],
  });
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { client };
}

const notes = () => screen.getByRole('textbox', { name: en.dialog.notes });

describe('the booking dialog', () => {
  it('says a note is too short once the guest leaves it, and books nothing with it', async () => {
    const { client } = renderDialog();
    expect(screen.getByText(text(en.dialog.notesHelp))).toBeTruthy();
    await act(async () => fireEvent.change(notes(), { target: { value: '  Late  ' } }));
    expect(screen.queryByText(text(en.dialog.notesTooShort))).toBeNull(); // not while typing a first time
    await act(async () => fireEvent.blur(notes()));
    expect(screen.getByText(text(en.dialog.notesTooShort))).toBeTruthy(); // spaces around do not count
    expect(notes().getAttribute('aria-invalid')).toBe('true');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.dialog.confirm })));
    expect(client.getMutationCache().getAll()).toHaveLength(0);
    expect(document.activeElement).toBe(notes());

    // Emptied, the note is no note at all: nothing to correct any more.
    await act(async () => fireEvent.change(notes(), { target: { value: '   ' } }));
    expect(screen.queryByText(text(en.dialog.notesTooShort))).toBeNull();
    expect(notes().getAttribute('aria-invalid')).toBe('false');
  });

  it('offers as many guests as the rental takes', async () => {
    renderDialog();
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: /Adults/ })));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2']);
  });
});

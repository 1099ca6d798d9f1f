import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTES_MIN_LENGTH } from '@town/shared/constants';
import { createTestI18n, readLocale, renderOnPage } from '../../../test/render.tsx';
import { BookingDialog } from './booking-dialog.tsx';

const en = readLocale('en', 'bookings') as {
  dialog: { notes: string; notesHelp: string; notesTooShort: string; confirm: string };
};
const text = (template: string) => template.replace('{{count}}', String(NOTES_MIN_LENGTH));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['bookings']);
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
      bookingMode="instant"
      quote={() => ({
        nights: 2,
        bands: [{ from: '2030-07-01', to: '2030-07-03', nights: 2, pricePerNight: 90, subtotal: 180 }],
        nightsTotal: 180,
        fees: [],
        total: 180,
        minDays: 1,
        maxDays: 100,
        checkInHour: '17:00',
        checkOutHour: '12:00',
        cancellationPolicy: 'flexible',
        freeCancellationUntil: '2030-06-30T15:00:00.000Z',
      })}
      onClose={() => {}}
    />
  );
  return renderOnPage(dialog, {
    i18n,
    path: '/:lang/assets/asset/:id/:type',
    url: '/en/assets/asset/6f1c3a52-8a4b-4d8e-9a43-1f6f3f0d2b11/rent',
  });
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

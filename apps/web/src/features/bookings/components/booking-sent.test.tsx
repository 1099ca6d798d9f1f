import { cleanup, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@town/shared/bookings';
import { createTestI18n, readLocale, renderOnPage } from '../../../test/render.tsx';
import { sampleBooking } from '../test-fixtures.ts';
import { townMoment } from '../utils/instants.ts';
import { BookingSent } from './booking-sent.tsx';

const en = readLocale('en', 'bookings') as {
  dialog: Record<string, string>;
  request: { heldUntil: string };
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['bookings']);
});
afterEach(cleanup);

function renderSent(booking: Booking) {
  return renderOnPage(
    <Dialog open aria-labelledby="sent-title">
      <BookingSent booking={booking} lang="en" email="ana@example.com" titleId="sent-title" onClose={() => {}} />
    </Dialog>,
    { i18n, path: '/:lang/assets/asset/:id/:type', url: `/en/assets/asset/${booking.asset_id}/rent` },
  );
}

describe('after booking', () => {
  it('says the stay is booked, for instant booking', () => {
    renderSent(sampleBooking({ status: 'confirmed' }));
    expect(screen.getByRole('dialog', { name: en.dialog.confirmedTitle })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(fill(en.dialog.confirmedText!, { name: 'Casa Marina' }));
    expect(screen.getByText(fill(en.dialog.mailed!, { email: 'ana@example.com' }))).toBeTruthy();
  });

  it('says the request is with the host, until when the host may answer, and that the dates are held', () => {
    const expiresAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
    renderSent(sampleBooking({ status: 'pending', expiresAt }));
    expect(screen.getByRole('dialog', { name: en.dialog.requestedTitle })).toBeTruthy();
    expect(screen.queryByText(en.dialog.confirmedTitle!)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      `${fill(en.dialog.requestedText!, { name: 'Casa Marina' })} ${fill(en.request.heldUntil, townMoment(expiresAt, 'en'))}`,
    );
    expect(screen.getByText(fill(en.dialog.requestMailed!, { email: 'ana@example.com' }))).toBeTruthy();
    expect(screen.getByRole('link', { name: en.dialog.seeMyBookings }).getAttribute('href')).toBe('/en/myBookings');
  });
});

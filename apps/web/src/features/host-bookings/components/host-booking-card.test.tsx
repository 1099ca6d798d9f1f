import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerBooking } from '@town/shared/bookings';
import { createTestI18n, renderOnPage } from '../../../test/render.tsx';
import { HostBookingCard } from './host-booking-card.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['host']);
});
afterEach(cleanup);

const booking = (change: Partial<OwnerBooking>): OwnerBooking => ({
  id: '5f0c2a1e-8d4b-4c1a-9a57-2f7a0e3c9b11',
  reference: 'HX4M2P',
  asset_id: '0c8f1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  assetName: 'Casa del Mar',
  assetImage: null,
  checkIn: '2027-07-03',
  checkOut: '2027-07-10',
  checkInHour: '17:00',
  checkOutHour: '12:00',
  timeZone: 'Europe/Madrid',
  nights: 7,
  adults: 2,
  children: 1,
  notes: 'We arrive by train around eight.',
  status: 'pending',
  cancellable: true,
  priceBands: [{ from: '2027-07-03', to: '2027-07-10', nights: 7, pricePerNight: 140, subtotal: 980 }],
  fees: [{ kind: 'cleaning', amount: 40 }],
  totalPrice: 1020,
  currency: 'EUR',
  cancellationPolicy: 'moderate',
  freeCancellationUntil: '2027-06-28T15:00:00.000Z',
  expiresAt: '2027-06-02T08:30:00.000Z',
  declineMessage: null,
  cancelledBy: null,
  cancelReason: null,
  createdAt: '2027-06-01T08:30:00.000Z',
  cancelledAt: null,
  guest: {
    name: 'Amélie Durand',
    email: 'amelie@example.com',
    phone: '+33 6 12 34 56 78',
    language: 'fr',
    emailVerified: true,
  },
  ...change,
});

const renderCard = (value: OwnerBooking) =>
  renderOnPage(<HostBookingCard booking={value} lang="en" />, {
    i18n,
    path: '/:lang/owner/bookings',
    url: '/en/owner/bookings',
  });

describe('a booking of the host’s rentals', () => {
  it('shows a request with its deadline, the guest and how to reach them, and asks before declining', async () => {
    renderCard(booking({}));
    const card = screen.getByRole('article', { name: 'Amélie Durand · Casa del Mar' });
    expect(within(card).getByTestId('booking-status').textContent).toBe('Request');
    expect(within(card).getByText(/^Answer by 2 Jun 2027, 10:30/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'amelie@example.com' }).getAttribute('href')).toBe(
      'mailto:amelie@example.com',
    );
    expect(within(card).getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe('tel:+33612345678');
    expect(card.textContent).toContain('speaks French');
    expect(card.textContent).toContain('2 adults, 1 child');
    expect(card.textContent).toContain('(cleaning €40)');
    expect(card.textContent).toContain('We arrive by train around eight.');

    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: 'Decline' })));
    const dialog = screen.getByRole('dialog', { name: 'Decline this request?' });
    expect(
      within(dialog).getByText('Amélie Durand is told by e-mail, and the dates are free again at once.'),
    ).toBeTruthy();
    expect(within(dialog).getByLabelText('Message to the guest (optional)')).toBeTruthy();
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks a reason of the right length before cancelling a confirmed stay, and sends nothing without it', async () => {
    renderCard(booking({ status: 'confirmed', expiresAt: null }));
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull();
    await act(async () => void fireEvent.click(within(card).getByRole('button', { name: 'Cancel the stay' })));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this stay?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Leak' } });
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the stay' })));
    expect(within(dialog).getByText('Write the reason in 10 to 1000 characters.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/^Reason/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('tells the host whether the guest’s e-mail address is confirmed', () => {
    renderCard(booking({}));
    expect(screen.getByTestId('guest-email-state').textContent).toBe('E-mail address confirmed');
    cleanup();
    renderCard(booking({ guest: { ...booking({}).guest, emailVerified: false } }));
    expect(screen.getByTestId('guest-email-state').textContent).toBe('E-mail address not confirmed');
  });

  it('says who cancelled, and offers nothing once a booking is over', () => {
    renderCard(booking({ status: 'cancelled', cancelledBy: 'host', cancelReason: 'A water leak in the kitchen.' }));
    const card = screen.getByRole('article');
    expect(within(card).getByTestId('booking-status').textContent).toBe('Cancelled');
    expect(card.textContent).toContain('Cancelled by you: “A water leak in the kitchen.”');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

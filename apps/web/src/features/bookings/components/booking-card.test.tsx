import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatEuros, type Booking } from '@town/shared/bookings';
import { createTestI18n, readLocale, renderOnPage } from '../../../test/render.tsx';
import { sampleBooking } from '../test-fixtures.ts';
import { townMoment } from '../utils/instants.ts';
import { BookingCard } from './booking-card.tsx';

interface Texts {
  policy: { label: string; name: Record<string, string> };
  request: { heldUntil: string };
  price: { cleaning: string };
  mine: {
    status: Record<string, string>;
    detail: Record<string, string>;
    freeUntil: string;
    freeOver: string;
    askHost: string;
    hostContact: string;
    cancel: string;
    withdraw: string;
    priceDetails: string;
  };
}
const en = readLocale('en', 'bookings') as unknown as Texts;
const fill = (template: string, values: Record<string, string | number> = {}) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['bookings']);
});
afterEach(cleanup);

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

function renderCard(booking: Booking) {
  renderOnPage(<BookingCard booking={booking} lang="en" onCancel={() => {}} />, {
    i18n,
    path: '/:lang/myBookings',
    url: '/en/myBookings',
  });
  return screen.getByRole('article', { name: booking.assetName });
}

const stateText = (card: HTMLElement) => within(card).queryByTestId('booking-state')?.textContent ?? null;
const policyText = (card: HTMLElement) => within(card).queryByTestId('booking-policy')?.textContent ?? null;

describe('a booking in My bookings', () => {
  it('pending: held until the host’s deadline, with the policy it will have, and can be withdrawn', () => {
    const expiresAt = inHours(20);
    const booking = sampleBooking({ status: 'pending', expiresAt });
    const card = renderCard(booking);
    expect(within(card).getByText(en.mine.status.pending!)).toBeTruthy();
    expect(stateText(card)).toBe(fill(en.request.heldUntil, townMoment(expiresAt, 'en')));
    expect(policyText(card)).toBe(
      en.policy.name.moderate! + fill(en.mine.freeUntil, townMoment(booking.freeCancellationUntil, 'en')),
    );
    expect(within(card).getByRole('button', { name: en.mine.withdraw })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: en.mine.cancel })).toBeNull();
  });

  it('confirmed, within free cancellation: says until when, and offers to cancel', () => {
    const booking = sampleBooking();
    const card = renderCard(booking);
    expect(within(card).getByText(en.mine.status.confirmed!)).toBeTruthy();
    expect(stateText(card)).toBeNull();
    expect(policyText(card)).toContain(fill(en.mine.freeUntil, townMoment(booking.freeCancellationUntil, 'en')));
    expect(within(card).getByRole('button', { name: en.mine.cancel })).toBeTruthy();
    expect(within(card).queryByTestId('ask-host')).toBeNull();
  });

  it('confirmed, after free cancellation: no cancel button, says why, and points to the host', () => {
    const booking = sampleBooking({ cancellable: false, freeCancellationUntil: inHours(-2) });
    const card = renderCard(booking);
    expect(policyText(card)).toContain(fill(en.mine.freeOver, townMoment(booking.freeCancellationUntil, 'en')));
    expect(within(card).queryByRole('button', { name: en.mine.cancel })).toBeNull();
    const ask = within(card).getByTestId('ask-host');
    expect(ask.textContent).toContain(en.mine.askHost);
    const contact = within(ask).getByRole('link', { name: en.mine.hostContact });
    expect(contact.getAttribute('href')).toBe(`/en/assets/asset/${booking.asset_id}/rent`);
  });

  it('declined: with the host’s message', () => {
    const card = renderCard(
      sampleBooking({ status: 'declined', cancellable: false, declineMessage: 'We are closed for repairs that week.' }),
    );
    expect(within(card).getByText(en.mine.status.declined!)).toBeTruthy();
    expect(stateText(card)).toBe(
      en.mine.detail.declined! + fill(en.mine.detail.hostMessage!, { message: 'We are closed for repairs that week.' }),
    );
    expect(policyText(card)).toBeNull();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('expired: the host did not answer in time', () => {
    const card = renderCard(sampleBooking({ status: 'expired', cancellable: false }));
    expect(within(card).getByText(en.mine.status.expired!)).toBeTruthy();
    expect(stateText(card)).toBe(fill(en.mine.detail.expired_other!, { count: 24 }));
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('cancelled: by the guest, or by the host with the reason', () => {
    const cancelledAt = inHours(-30);
    const { date } = townMoment(cancelledAt, 'en');
    let card = renderCard(
      sampleBooking({ status: 'cancelled', cancellable: false, cancelledBy: 'guest', cancelledAt }),
    );
    expect(within(card).getByText(en.mine.status.cancelled!)).toBeTruthy();
    expect(stateText(card)).toBe(fill(en.mine.detail.cancelledByGuest!, { date }));
    cleanup();

    const reason = 'A burst pipe has flooded the flat.';
    card = renderCard(
      sampleBooking({
        status: 'cancelled',
        cancellable: false,
        cancelledBy: 'host',
        cancelledAt,
        cancelReason: reason,
      }),
    );
    expect(stateText(card)).toBe(
      fill(en.mine.detail.cancelledByHost!, { date }) + fill(en.mine.detail.hostReason!, { reason }),
    );
    expect(policyText(card)).toBeNull();
  });

  it('completed: the stay is over', () => {
    const card = renderCard(sampleBooking({ status: 'completed', cancellable: false }));
    expect(within(card).getByText(en.mine.status.completed!)).toBeTruthy();
    expect(stateText(card)).toBe(en.mine.detail.completed);
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows the price as it was booked: each band, the fees and the total', () => {
    const card = renderCard(sampleBooking());
    const details = within(card).getByText(en.mine.priceDetails).closest('details')!;
    expect(within(details).getByText(en.price.cleaning).nextElementSibling?.textContent).toBe(formatEuros(40, 'en'));
    expect(within(details).getByTestId('fee-extra-guests').textContent).toBe(formatEuros(120, 'en'));
    expect(within(details).getByTestId('stay-total').textContent).toBe(formatEuros(620, 'en'));
  });
});

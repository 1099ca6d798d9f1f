import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { addDays, dayInTimeZone } from '@town/shared/availability';
import { formatEuros, type AvailabilityAnswer } from '@town/shared/bookings';
import { createTestI18n, readLocale, renderRouter } from '../../../test/render.tsx';
import { bookingsKeys } from '../api/query-keys.ts';
import { ASSET_ID, rentalAnswer, sharedQuote, thursdayAfter } from '../test-fixtures.ts';
import { townMoment } from '../utils/instants.ts';
import { forgetStayChoice } from '../hooks/use-stay-choice.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';

const en = readLocale('en', 'bookings') as {
  price: { cleaning: string; total: string };
  policy: {
    heading: string;
    freeUntil: string;
    over: string;
    rule_other: string;
    name: Record<'flexible' | 'moderate' | 'strict', string>;
  };
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['bookings']);
});
afterEach(() => {
  cleanup();
  forgetStayChoice();
});

/**
 * The rental page's calendar with a stay chosen in its address (from a dated list), its
 * availability already fetched, as the page's loader leaves it.
 */
function renderCalendar(answer: AvailabilityAnswer, checkIn: string, checkOut: string) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // Fresh for the whole test: the calendar shows this answer and asks for no other.
  client.setQueryData(bookingsKeys.availability(ASSET_ID), answer, { updatedAt: Date.now() + 60 * 60_000 });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/assets/asset/:id/:type',
        element: <AvailabilityCalendar assetId={ASSET_ID} capacity={{ adults: 4, children: 2 }} />,
      },
    ],
    { initialEntries: [`/en/assets/asset/${ASSET_ID}/rent?checkIn=${checkIn}&checkOut=${checkOut}`] },
  );
  renderRouter(router, { i18n, client });
}

/** The price list's lines as the guest reads them: [what, amount]. */
function priceLines(container: HTMLElement) {
  const list = within(container).getByRole('heading', { name: 'Price' }).nextElementSibling as HTMLElement;
  const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
  const amounts = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
  return terms.map((term, i) => [term, amounts[i]]);
}

describe('the calendar’s quote', () => {
  it('prices the nights at their own prices, weekend ones too, with the fees: what the API charges', async () => {
    const answer = rentalAnswer();
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 4);
    renderCalendar(answer, checkIn, checkOut);

    const expected = sharedQuote(answer, checkIn, checkOut);
    // Thursday and Sunday at 100 €, Friday and Saturday at the weekend's 130 €, then the cleaning.
    expect(expected.bands.map((b) => [b.nights, b.pricePerNight])).toEqual([
      [1, 100],
      [2, 130],
      [1, 100],
    ]);
    expect(expected.total).toBe(500);
    const region = screen.getByRole('region', { name: 'Availability and prices' });
    expect(priceLines(region)).toEqual([
      ...expected.bands.map((band) => [
        expect.stringContaining(
          `${band.nights} night${band.nights > 1 ? 's' : ''} × ${formatEuros(band.pricePerNight, 'en')}`,
        ),
        formatEuros(band.subtotal, 'en'),
      ]),
      [en.price.cleaning, formatEuros(40, 'en')],
      [en.price.total, formatEuros(expected.total, 'en')],
    ]);
    // One guest: no extra-guest fee, and a word on when there is one.
    expect(within(region).queryByTestId('fee-extra-guests')).toBeNull();
    expect(within(region).getByText(/each additional guest costs €15 a night/)).toBeTruthy();

    // The cancellation policy, and what it means for these dates.
    const terms = within(region).getByTestId('cancellation-terms');
    expect(terms.textContent).toContain(fill(en.policy.heading, { policy: en.policy.name.moderate }));
    expect(terms.textContent).toContain(fill(en.policy.freeUntil, townMoment(expected.freeCancellationUntil, 'en')));
    expect(townMoment(expected.freeCancellationUntil, 'en').hour).toBe('16:00');
  });

  it('says when free cancellation is already over for the dates chosen, before anything is booked', async () => {
    const checkIn = addDays(dayInTimeZone(new Date()), 3);
    renderCalendar(rentalAnswer({ cancellationPolicy: 'strict' }), checkIn, addDays(checkIn, 2));
    const terms = screen.getByTestId('cancellation-terms');
    expect(terms.textContent).toContain(fill(en.policy.heading, { policy: en.policy.name.strict }));
    expect(terms.textContent).toContain(fill(en.policy.rule_other, { count: 14 }));
    expect(terms.textContent).toContain(en.policy.over);
  });
});

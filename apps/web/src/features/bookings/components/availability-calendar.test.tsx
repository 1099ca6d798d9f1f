import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { addDays, dayInTimeZone, expandAvailability, rentalTermsOf, townClock } from '@town/shared/availability';
import { bookedNightsOf, formatEuros, quoteStay, type AvailabilityAnswer } from '@town/shared/bookings';
import type { User } from '@town/shared/accounts';
import { createTestI18n, readLocale, renderRouter } from '../../../test/render.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { bookingsKeys } from '../api/query-keys.ts';
import { ASSET_ID, rentalAnswer, thursdayAfter } from '../test-fixtures.ts';
import { townMoment } from '../utils/instants.ts';
import { IslandsContext } from '../../../components/island.tsx';
import { AvailabilityCalendar } from './availability-calendar.tsx';

const en = readLocale('en', 'bookings') as {
  calendar: { book: string; request: string; requestHint_other: string };
  price: { cleaning: string; total: string };
  policy: {
    heading: string;
    freeUntil: string;
    over: string;
    rule_other: string;
    name: Record<'flexible' | 'moderate' | 'strict', string>;
  };
  dialog: {
    adults: string;
    children: string;
    request: string;
    confirm: string;
    back: string;
    requestInfo_other: string;
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
  useSessionStore.setState({ token: null, user: null, renewAt: null });
});

/**
 * The rental page's calendar with a stay chosen in its address (as after signing in), its
 * availability already fetched, as the page's loader leaves it.
 */
function renderCalendar(
  answer: AvailabilityAnswer,
  checkIn: string,
  checkOut: string,
  { book = false, islands = false } = {},
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // Fresh for the whole test: the calendar shows this answer and asks for no other.
  client.setQueryData(bookingsKeys.availability(ASSET_ID), answer, { updatedAt: Date.now() + 60 * 60_000 });
  const router = createMemoryRouter(
    [
      {
        path: '/:lang/assets/asset/:id/:type',
        element: (
          <IslandsContext.Provider value={islands}>
            <AvailabilityCalendar assetId={ASSET_ID} assetName="Casa Marina" capacity={{ adults: 4, children: 2 }} />
          </IslandsContext.Provider>
        ),
      },
    ],
    {
      initialEntries: [
        `/en/assets/asset/${ASSET_ID}/rent?checkIn=${checkIn}&checkOut=${checkOut}${book ? '&book=1' : ''}`,
      ],
    },
  );
  renderRouter(router, { i18n, client });
  return router;
}

/** The shared quote of the API (docs/rules.md#bookings), for these guests. */
function sharedQuote(answer: AvailabilityAnswer, checkIn: string, checkOut: string, adults = 1, children = 0) {
  const context = {
    days: expandAvailability(answer),
    bookedNights: bookedNightsOf(answer),
    now: townClock(),
    terms: rentalTermsOf(answer),
  };
  return quoteStay({ checkIn, checkOut, adults, children }, context).quote!;
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

  it('books at once a rental booked instantly, and asks for a rental booked on request', async () => {
    const checkIn = thursdayAfter(30);
    renderCalendar(rentalAnswer({ bookingMode: 'instant' }), checkIn, addDays(checkIn, 3));
    expect(screen.getByRole('button', { name: en.calendar.book })).toBeTruthy();
    expect(screen.queryByText(fill(en.calendar.requestHint_other, { count: 24 }))).toBeNull();
    cleanup();

    renderCalendar(rentalAnswer({ bookingMode: 'request' }), checkIn, addDays(checkIn, 3));
    expect(screen.getByRole('button', { name: en.calendar.request })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.calendar.book })).toBeNull();
    expect(screen.getByText(fill(en.calendar.requestHint_other, { count: 24 }))).toBeTruthy();
  });

  it('reprices the summary for the guests chosen, as the API will, and says what a request means', async () => {
    useSessionStore.setState({ token: 'a-token', user: { email: 'ana@example.com' } as User });
    const answer = rentalAnswer({ bookingMode: 'request' });
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 4);
    renderCalendar(answer, checkIn, checkOut);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: en.calendar.request })));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(fill(en.dialog.requestInfo_other, { count: 24 }))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: en.dialog.request })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: en.dialog.confirm })).toBeNull();
    expect(within(dialog).getByTestId('stay-total').textContent).toBe(formatEuros(500, 'en'));

    // Three adults and a child: two guests above the two the price includes, every night.
    await act(async () => fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: en.dialog.adults })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: '3' })));
    await act(async () => fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: en.dialog.children })));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: '1' })));

    const expected = sharedQuote(answer, checkIn, checkOut, 3, 1);
    expect(expected.fees).toEqual([
      { kind: 'cleaning', amount: 40 },
      { kind: 'extraGuests', guests: 2, nights: 4, perGuestPerNight: 15, amount: 120 },
    ]);
    expect(within(dialog).getByTestId('fee-extra-guests').textContent).toBe(formatEuros(120, 'en'));
    expect(within(dialog).getByText(`2 extra guests × 4 nights × ${formatEuros(15, 'en')}`)).toBeTruthy();
    expect(within(dialog).getByTestId('stay-total').textContent).toBe(formatEuros(expected.total, 'en'));
    expect(expected.total).toBe(620);
  });

  it('back from signing in, on a page of islands, opens the summary once and corrects the address without loading it', async () => {
    useSessionStore.setState({ token: 'a-token', user: { email: 'ana@example.com' } as User });
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 3);
    const address = `/en/assets/asset/${ASSET_ID}/rent?checkIn=${checkIn}&checkOut=${checkOut}`;
    window.history.replaceState(null, '', `${address}&book=1`);
    const router = renderCalendar(rentalAnswer({ bookingMode: 'instant' }), checkIn, checkOut, {
      book: true,
      islands: true,
    });
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    expect(window.location.pathname + window.location.search).toBe(address);
    // An island's router navigates by loading pages: it was not asked to.
    expect(router.state.location.search).toContain('book=1');

    // Closed, it stays closed: the address it was opened by is spent.
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: en.dialog.back })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { addDays } from '@town/shared/availability';
import { formatEuros, formatStayDay, type AvailabilityAnswer } from '@town/shared/bookings';
import type { User } from '@town/shared/accounts';
import { createTestI18n, readLocale, renderRouter } from '../../../test/render.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { IslandsContext } from '../../../components/island.tsx';
import { bookingsKeys } from '../api/query-keys.ts';
import { forgetStayChoice } from '../hooks/use-stay-choice.ts';
import { ASSET_ID, rentalAnswer, sharedQuote, thursdayAfter } from '../test-fixtures.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { BookingBox } from './booking-box.tsx';

const en = readLocale('en', 'bookings') as {
  box: { heading: string; from: string; pickDay: string; chooseDates: string };
  calendar: { book: string; request: string; requestHint_other: string; signInHint: string };
  price: { total: string; nights_other: string };
  dialog: {
    adults: string;
    children: string;
    checkIn: string;
    checkOut: string;
    request: string;
    confirm: string;
    back: string;
    requestInfo_other: string;
  };
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));

const CAPACITY = { adults: 4, children: 2 };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['bookings']);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  forgetStayChoice();
  useSessionStore.setState({ token: null, user: null, renewAt: null });
});

const signIn = () => useSessionStore.setState({ token: 'a-token', user: { email: 'ana@example.com' } as User });

/**
 * A rental's page as islands leave it: the booking box and the calendar each a root of its own
 * (docs/decisions/021-islands.md), on the same address and query cache, the availability
 * fetched as the page's loader leaves it. Returns the box's router.
 */
function renderRentalPage(answer: AvailabilityAnswer, search = '', { calendar = true, islands = true } = {}) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // Fresh for the whole test: the page shows this answer and asks for no other.
  client.setQueryData(bookingsKeys.availability(ASSET_ID), answer, { updatedAt: Date.now() + 60 * 60_000 });
  const url = `/en/assets/asset/${ASSET_ID}/rent${search}`;
  const root = (element: React.ReactNode) => {
    const router = createMemoryRouter(
      [
        {
          path: '/:lang/assets/asset/:id/:type',
          element: <IslandsContext.Provider value={islands}>{element}</IslandsContext.Provider>,
        },
        { path: '/:lang/auth/signin', element: <p>Sign in</p> },
      ],
      { initialEntries: [url] },
    );
    renderRouter(router, { i18n, client });
    return router;
  };
  const box = root(<BookingBox assetId={ASSET_ID} assetName="Casa Marina" capacity={CAPACITY} priceFrom={95} />);
  if (calendar) root(<AvailabilityCalendar assetId={ASSET_ID} capacity={CAPACITY} />);
  return box;
}

const bookingBox = () => screen.getByRole('region', { name: en.box.heading });
const calendar = () => screen.getByRole('region', { name: 'Availability and prices' });

describe('the booking box', () => {
  it('before a stay is chosen: the price from, the dates to choose, and "Choose dates" leading to the calendar', () => {
    renderRentalPage(rentalAnswer(), '', { calendar: false });
    const box = bookingBox();
    expect(within(box).getByTestId('booking-price').textContent).toBe(
      fill(en.box.from, { price: formatEuros(95, 'en') }),
    );
    for (const end of ['checkIn', 'checkOut'] as const) {
      const link = within(box).getByRole('link', { name: `${en.dialog[end]} ${en.box.pickDay}` });
      expect(link.getAttribute('href')).toBe('#availability');
    }
    // A plain link: it works before the island is hydrated, and in the bar on a phone.
    const choose = within(within(box).getByTestId('booking-bar')).getByRole('link', { name: en.box.chooseDates });
    expect(choose.getAttribute('href')).toBe('#availability');
    expect(within(box).queryByRole('button', { name: en.calendar.book })).toBeNull();
  });

  it('prices and books a stay picked in the calendar, another island', async () => {
    signIn();
    // Room for the calendar's days (jsdom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 400 } as DOMRect);
    const answer = rentalAnswer();
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 4);
    renderRentalPage(answer);
    const day = async (date: string) => {
      for (let i = 0; i < 12 && !calendar().querySelector(`[data-day="${date}"]`); i++) {
        await act(async () => fireEvent.click(within(calendar()).getByRole('button', { name: /next month/i })));
      }
      await act(async () => fireEvent.click(calendar().querySelector(`[data-day="${date}"] button`)!));
    };
    await waitFor(() => expect(calendar().querySelector('.rdp-month')).not.toBeNull());
    await day(checkIn);
    await day(checkOut);

    const box = bookingBox();
    const expected = sharedQuote(answer, checkIn, checkOut);
    expect(within(box).getByTestId('booking-price').textContent).toBe(
      `${formatEuros(expected.total, 'en')} ${en.price.total} · ${fill(en.price.nights_other, { count: 4 })}`,
    );
    expect(
      within(box).getByRole('link', { name: `${en.dialog.checkIn} ${formatStayDay(checkIn, 'en', 'short')}` }),
    ).toBeTruthy();
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: en.calendar.book })));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('stay-total').textContent).toBe(formatEuros(expected.total, 'en'));
  });

  it('reprices the stay for the guests chosen, in the calendar too, and opens the summary with them', async () => {
    signIn();
    const answer = rentalAnswer({ bookingMode: 'request' });
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 4);
    renderRentalPage(answer, `?checkIn=${checkIn}&checkOut=${checkOut}`);
    const box = bookingBox();
    expect(within(box).getByText(fill(en.calendar.requestHint_other, { count: 24 }))).toBeTruthy();
    expect(within(box).queryByRole('button', { name: en.calendar.book })).toBeNull();

    // Three adults and a child: two guests above the two the price includes, every night.
    fireEvent.change(within(box).getByRole('combobox', { name: en.dialog.adults }), { target: { value: '3' } });
    fireEvent.change(within(box).getByRole('combobox', { name: en.dialog.children }), { target: { value: '1' } });
    const expected = sharedQuote(answer, checkIn, checkOut, 3, 1);
    expect(expected.total).toBe(620);
    expect(within(calendar()).getByTestId('fee-extra-guests').textContent).toBe(formatEuros(120, 'en'));
    expect(within(calendar()).getByTestId('stay-total').textContent).toBe(formatEuros(620, 'en'));
    expect(within(box).getByTestId('booking-price').textContent).toContain(formatEuros(620, 'en'));

    await act(async () => fireEvent.click(within(box).getByRole('button', { name: en.calendar.request })));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText(fill(en.dialog.requestInfo_other, { count: 24 }))).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: en.dialog.request })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: en.dialog.confirm })).toBeNull();
    expect(within(dialog).getByRole('combobox', { name: en.dialog.adults }).textContent).toBe('3');
    expect(within(dialog).getByTestId('stay-total').textContent).toBe(formatEuros(620, 'en'));
  });

  it('keeps the children within the places the adults leave', () => {
    renderRentalPage(rentalAnswer(), '?adults=2&children=4', { calendar: false });
    const box = bookingBox();
    const adults = within(box).getByRole('combobox', { name: en.dialog.adults }) as HTMLSelectElement;
    const children = within(box).getByRole('combobox', { name: en.dialog.children }) as HTMLSelectElement;
    // Six places (four adults and two children, who may sleep in adults' beds).
    expect([adults.value, children.value]).toEqual(['2', '4']);
    expect([...adults.options].map((o) => o.value)).toEqual(['1', '2', '3', '4']);
    fireEvent.change(adults, { target: { value: '4' } });
    expect([...children.options].map((o) => o.value)).toEqual(['0', '1', '2']);
    expect(children.value).toBe('2');
  });

  it('not signed in, "Book" signs in first, carrying the stay and the guests back to the summary', async () => {
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 3);
    const router = renderRentalPage(rentalAnswer(), `?checkIn=${checkIn}&checkOut=${checkOut}&adults=2`, {
      calendar: false,
      islands: false,
    });
    const box = bookingBox();
    expect(within(box).getByText(en.calendar.signInHint)).toBeTruthy();
    await act(async () => fireEvent.click(within(box).getByRole('button', { name: en.calendar.book })));
    expect(router.state.location.pathname).toBe('/en/auth/signin');
    const back = new URL(new URLSearchParams(router.state.location.search).get('redirect')!, 'https://town.example');
    expect(back.pathname).toBe(`/en/assets/asset/${ASSET_ID}/rent`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ checkIn, checkOut, adults: '2', children: '0', book: '1' });
  });

  it('back from signing in, on a page of islands, opens the summary once and corrects the address without loading it', async () => {
    signIn();
    const checkIn = thursdayAfter(30);
    const checkOut = addDays(checkIn, 3);
    const address = `/en/assets/asset/${ASSET_ID}/rent?checkIn=${checkIn}&checkOut=${checkOut}`;
    window.history.replaceState(null, '', `${address}&book=1`);
    const router = renderRentalPage(rentalAnswer(), `?checkIn=${checkIn}&checkOut=${checkOut}&book=1`);
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

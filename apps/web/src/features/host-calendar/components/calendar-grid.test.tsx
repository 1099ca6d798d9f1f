import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatStayDay } from '@town/shared/bookings';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { JULY_CALENDAR } from '../test-fixtures.ts';
import { nightsOf } from '../utils/nights.ts';
import { CalendarGrid, type Selection } from './calendar-grid.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['host']);
});
afterEach(cleanup);

const calendar = JULY_CALENDAR;

/** The grid with its selection kept, as the page keeps it; every change is recorded. */
function Grid({ seen }: { seen: (Selection | null)[] }) {
  const [selection, setSelection] = useState<Selection | null>(null);
  return (
    <CalendarGrid
      nights={nightsOf(calendar, '2027-06-28', '2027-09-30')}
      first="2027-06-28"
      last="2027-09-30"
      today="2027-06-28"
      selection={selection}
      onSelectionChange={(next) => {
        seen.push(next);
        setSelection(next);
      }}
      months={1}
      lang="en"
    />
  );
}

function renderGrid() {
  const seen: (Selection | null)[] = [];
  render(<Grid seen={seen} />, { wrapper: withTexts(i18n) });
  return seen;
}

/** A day written out as the page writes it (Intl's English: its commas vary with the ICU version). */
const long = (date: string) => formatStayDay(date, 'en');
const day = (date: string) => document.querySelector<HTMLButtonElement>(`[data-day="${date}"] button`)!;
const cell = (date: string) => document.querySelector(`[data-day="${date}"]`)!;
const status = () => screen.getByTestId('selection-status').textContent;
const press = (key: string) => act(async () => void fireEvent.keyDown(document.activeElement!, { key }));

describe('the host’s calendar grid', () => {
  it('shows a month as a grid, each night named with its price or what holds it', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'June 2027' });
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    // Days before the first the host can act on are not buttons.
    expect(cell('2027-06-27').querySelector('button')).toBeNull();
    expect(day('2027-06-28').textContent).toContain(`${long('2027-06-28')}, today, no season: guests cannot book it`);

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'July 2027' })).toBeTruthy();
    expect(day('2027-07-01').textContent).toContain(`${long('2027-07-01')}, free, €120 a night`);
    // Friday night: the weekend price.
    expect(day('2027-07-02').textContent).toContain('free, €150 a night');
    expect(day('2027-07-05').textContent).toContain('closed by you (Painting), season price €120');
    expect(day('2027-07-10').textContent).toContain('booked');
    expect(day('2027-07-20').textContent).toContain('request waiting for your answer');
    expect(day('2027-07-25').textContent).toContain('taken in an imported calendar');
    // Not by colour alone: each kind of night has its own look and icon.
    expect(day('2027-07-05').className).toContain('night-block');
    expect(day('2027-07-20').querySelector('svg')).toBeTruthy();
  });

  it('selects a range by its first and last nights, either way round', async () => {
    const seen = renderGrid();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(status()).toBe('Choose the first night.');

    fireEvent.click(day('2027-07-14'));
    expect(seen.at(-1)).toEqual({ first: '2027-07-14', last: null });
    expect(status()).toBe(
      `From ${long('2027-07-14')}: now choose the last night (the same day again for a single night).`,
    );
    fireEvent.click(day('2027-07-18'));
    expect(seen.at(-1)).toEqual({ first: '2027-07-14', last: '2027-07-18' });
    expect(status()).toBe(`5 nights selected, from ${long('2027-07-14')} to ${long('2027-07-18')}.`);
    for (const date of ['2027-07-14', '2027-07-16', '2027-07-18']) {
      expect(cell(date).getAttribute('aria-selected')).toBe('true');
    }
    expect(cell('2027-07-19').getAttribute('aria-selected')).toBe('false');
    expect(day('2027-07-14').textContent).toContain('first night selected');
    expect(day('2027-07-18').textContent).toContain('last night selected');

    // A third click starts again; a last night before the first makes the range the other way round.
    fireEvent.click(day('2027-07-09'));
    expect(seen.at(-1)).toEqual({ first: '2027-07-09', last: null });
    fireEvent.click(day('2027-07-03'));
    expect(seen.at(-1)).toEqual({ first: '2027-07-03', last: '2027-07-09' });
    // The same day twice: one night.
    fireEvent.click(day('2027-07-30'));
    fireEvent.click(day('2027-07-30'));
    expect(seen.at(-1)).toEqual({ first: '2027-07-30', last: '2027-07-30' });
    expect(status()).toBe(`1 night selected: ${long('2027-07-30')}.`);
  });

  it('moves by keyboard: one day in the tab order, arrows, Home and End, Page Up and Down; Enter picks, Escape drops', async () => {
    const seen = renderGrid();
    // Only one day is in the tab order: the first the host can act on.
    const tabbable = document.querySelectorAll('[data-day] button[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
    expect(tabbable[0]).toBe(day('2027-06-28'));

    act(() => day('2027-06-28').focus());
    await press('ArrowRight');
    expect(document.activeElement).toBe(day('2027-06-29'));
    await press('ArrowDown');
    expect(document.activeElement).toBe(day('2027-07-06'));
    // The next month came into view with the focus.
    expect(screen.getByRole('grid', { name: 'July 2027' })).toBeTruthy();
    await press('End');
    expect(document.activeElement).toBe(day('2027-07-11'));
    await press('Home');
    expect(document.activeElement).toBe(day('2027-07-05'));
    await press('ArrowUp');
    expect(document.activeElement).toBe(day('2027-06-28'));
    // Never before the first night the host can act on.
    await press('ArrowLeft');
    expect(document.activeElement).toBe(day('2027-06-28'));
    await press('PageDown');
    expect(document.activeElement).toBe(day('2027-07-28'));
    await press('PageDown');
    expect(screen.getByRole('grid', { name: 'August 2027' })).toBeTruthy();
    expect(document.activeElement).toBe(day('2027-08-28'));
    await press('PageUp');
    expect(document.activeElement).toBe(day('2027-07-28'));
    expect(document.activeElement!.getAttribute('tabindex')).toBe('0');

    // Enter is a click on the focused day: first night, then last night.
    fireEvent.click(document.activeElement!);
    await press('ArrowRight');
    await press('ArrowRight');
    fireEvent.click(document.activeElement!);
    expect(seen.at(-1)).toEqual({ first: '2027-07-28', last: '2027-07-30' });
    expect(status()).toBe(`3 nights selected, from ${long('2027-07-28')} to ${long('2027-07-30')}.`);

    await press('Escape');
    expect(seen.at(-1)).toBeNull();
    expect(status()).toBe('Choose the first night.');
  });

  it('shows two months side by side where there is room, and goes no further than the last night', () => {
    render(
      <CalendarGrid
        nights={nightsOf(calendar, '2027-06-28', '2027-07-31')}
        first="2027-06-28"
        last="2027-07-31"
        today="2027-06-28"
        selection={null}
        onSelectionChange={() => undefined}
        months={2}
        lang="en"
      />,
      { wrapper: withTexts(i18n) },
    );
    expect(screen.getAllByRole('grid').map((grid) => grid.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(screen.getByRole('grid', { name: 'June 2027' })).toBeTruthy();
    expect(screen.getByRole('grid', { name: 'July 2027' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

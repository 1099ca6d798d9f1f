import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_LISTS, booksDirect } from '@town/shared/asset-types';
import { WEEKDAYS } from '@town/shared/catalogue-codes';
import { createTestI18n, withTexts } from '../../../test/render.tsx';
import { BookDirect } from './book-direct.tsx';
import { OpeningHours } from './opening-hours.tsx';

/* A hotel, which takes its own bookings: how to book it, and a reception that never closes. */

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['catalogue']);
});
afterEach(cleanup);

describe('a place that takes its own bookings', () => {
  it('is a hotel or a long let, never a holiday rental booked here', () => {
    const direct = ASSET_LISTS.filter(booksDirect).map((list) => list.key);
    expect(direct.sort()).toEqual(['hotel', 'long']);
    expect(ASSET_LISTS.filter((list) => list.bookable && booksDirect(list))).toEqual([]);
  });

  it('offers its website first, then its phone and e-mail', () => {
    const Texts = withTexts(i18n);
    render(
      <Texts>
        <BookDirect
          asset={{
            name: 'Hotel Mar',
            web: 'https://hotelmar.example',
            phone: '+34 962 555 010',
            email: 'hola@hotelmar.example',
          }}
        />
      </Texts>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://hotelmar.example',
      'tel:+34962555010',
      'mailto:hola@hotelmar.example',
    ]);
    expect(links[0]!.textContent).toContain('Book on its website');
    expect(links[1]!.textContent).toBe('Call +34 962 555 010');
    expect(screen.getByText('Hotel Mar takes its own bookings: book with them directly.')).toBeTruthy();
  });
});

describe('opening hours', () => {
  it('say "Open 24 hours" for a day open from midnight to midnight, not "0:00–0:00"', () => {
    const Texts = withTexts(i18n);
    render(
      <Texts>
        <OpeningHours
          periods={[
            ...WEEKDAYS.slice(0, 6).map((day) => ({ day, opens: '00:00', closes: '24:00' })),
            { day: WEEKDAYS[6]!, opens: '09:00', closes: '14:00' },
          ]}
        />
      </Texts>,
    );
    expect(screen.getAllByText('Open 24 hours')).toHaveLength(6);
    expect(screen.getByText('9:00–14:00')).toBeTruthy();
    expect(screen.queryByText(/0:00–0:00/)).toBeNull();
  });
});

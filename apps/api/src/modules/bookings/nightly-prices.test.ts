import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assetListSchema, assetSchema } from '@town/shared/catalogue';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { signup, UNREACHED_RATE_LIMITS, type SignedIn } from '../accounts/accounts.test-support.ts';
import { createCatalogueService } from '../catalogue/index.ts';
import { book, cancel, createRental, inDays } from './bookings.test-support.ts';
import { createNightlyPricesService } from './index.ts';

let t: TestApp;
let guest: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: UNREACHED_RATE_LIMITS });
  guest = await signup(t.app, { name: 'Marta Soler', lang: 'es' });
});
afterAll(async () => {
  await t.close();
});

/** The price a rental's card shows in the rental list, and the night price on its page. */
async function shownPrices(id: string) {
  const list = assetListSchema.parse(
    (
      await t.app.inject({ url: '/api/v1/asset?type=property&rent=true&limit=100&lang=es', headers: apiHeaders() })
    ).json(),
  );
  const card = list.items.find((item) => item.id === id);
  const page = assetSchema.parse(
    (await t.app.inject({ url: `/api/v1/asset/${id}?lang=es`, headers: apiHeaders() })).json(),
  );
  return { card: card?.price ?? null, page: page.prices.find((p) => p.unit === 'night') ?? null };
}

const updatedAt = async (id: string) =>
  (await t.app.db.execute<{ updated_at: Date }>(sql`select updated_at from assets where id = ${id}`)).rows[0]!
    .updated_at;

describe('a holiday rental shows "from" its cheapest coming free night', () => {
  it('follows its seasons, bookings and cancellations, on the card and the page alike', async () => {
    // Listed at 100 € by its base price; its calendar asks 380 € in one season, 630 € in the next.
    const rental = await createRental(t.app, [
      // From the day after tomorrow: a flexible stay that starts tomorrow can no longer be cancelled
      // by its guest late in the day (docs/rules.md#cancellation), and the test cancels one.
      { start: inDays(2), end: inDays(10), price: 380 },
      { start: inDays(11), end: inDays(40), price: 630 },
    ]);
    const prices = createNightlyPricesService({ db: t.app.db, catalogue: createCatalogueService({ db: t.app.db }) });
    const before = await updatedAt(rental.id);
    expect(await prices.refreshAll()).toBeGreaterThanOrEqual(1);
    expect(await shownPrices(rental.id)).toEqual({
      card: { amount: 380, unit: 'night', currency: 'EUR' },
      page: { amount: 380, unit: 'night', currency: 'EUR' },
    });
    // A derived price is not an edit of the listing.
    expect(await updatedAt(rental.id)).toEqual(before);
    // Nothing changed: nothing is written, so cached answers stay valid.
    expect(await prices.refreshAll()).toBe(0);

    // Once every 380 € night is booked, the cheapest a guest can pay is 630 €.
    const res = await book(t.app, guest.token, {
      asset_id: rental.id,
      checkIn: inDays(2),
      checkOut: inDays(11),
      adults: 2,
    });
    expect(res.statusCode).toBe(201);
    // The catalogue's answer cache hears of the change within moments (its NOTIFY), not at once.
    const cardShows = (amount: number) =>
      vi.waitFor(async () =>
        expect((await shownPrices(rental.id)).card).toEqual({ amount, unit: 'night', currency: 'EUR' }),
      );
    await cardShows(630);

    // Cancelled, the nights are free again, and so is their price.
    expect((await cancel(t.app, guest.token, (res.json() as { id: string }).id)).statusCode).toBe(200);
    await cardShows(380);
  });

  it('shows no price for a rental with no free night to come, and sorts by what it shows', async () => {
    const full = await createRental(t.app, []);
    const cheap = await createRental(t.app, [{ start: inDays(2), end: inDays(30), price: 45 }]);
    const prices = createNightlyPricesService({ db: t.app.db, catalogue: createCatalogueService({ db: t.app.db }) });
    await prices.refreshAll();
    expect((await shownPrices(full.id)).card).toBeNull();
    const sorted = assetListSchema.parse(
      (
        await t.app.inject({
          url: '/api/v1/asset?type=property&rent=true&sort=price-asc&limit=5&lang=es',
          headers: apiHeaders(),
        })
      ).json(),
    );
    expect(sorted.items[0]?.id).toBe(cheap.id);
  });
});

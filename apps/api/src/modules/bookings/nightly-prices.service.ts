import { dayInTimeZone } from '@town/shared/availability';
import { lowestFreeNightPrice } from '@town/shared/bookings';
import type { Database } from '../../db/client.ts';
import { townSchedule, type JobDefinition } from '../../jobs/index.ts';
import type { CatalogueService } from '../catalogue/index.ts';
import { availabilityEntries } from './rental-calendar.repository.ts';

interface Deps {
  db: Database;
  /** Where the prices go: the catalogue's lists show, sort and filter by them. */
  catalogue: Pick<CatalogueService, 'setNightlyPrices' | 'rentalIds'>;
}

/**
 * Keeps each holiday rental's "from" price equal to the lowest price of its coming free
 * nights (docs/rules.md#prices): after a booking or a cancellation for that rental, after
 * the seed, and every night as days pass.
 */
export function createNightlyPricesService({ db, catalogue }: Deps) {
  async function refresh(assetIds: readonly string[], now = new Date()): Promise<number> {
    const today = dayInTimeZone(now);
    const prices = new Map<string, number | null>();
    for (const id of assetIds) prices.set(id, lowestFreeNightPrice(await availabilityEntries(db, id, today), now));
    return catalogue.setNightlyPrices(prices);
  }
  return {
    /** Refreshes these rentals' prices; returns how many changed. */
    refresh,
    /** Refreshes every rental's price; returns how many changed. */
    async refreshAll(now = new Date()): Promise<number> {
      return refresh(await catalogue.rentalIds(), now);
    },
  };
}

export type NightlyPricesService = ReturnType<typeof createNightlyPricesService>;

export const NIGHTLY_PRICES_JOB = 'bookings.nightly-prices';

/** Just after midnight in the town: yesterday's nights are no longer offered. */
export const NIGHTLY_PRICES_SCHEDULE = townSchedule('5 0 * * *');

export function nightlyPricesJob(service: NightlyPricesService): JobDefinition {
  return {
    name: NIGHTLY_PRICES_JOB,
    schedule: NIGHTLY_PRICES_SCHEDULE,
    queue: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 15 * 60 },
    run: async () => ({ changed: await service.refreshAll() }),
  };
}

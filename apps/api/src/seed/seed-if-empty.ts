import type { FastifyInstance } from 'fastify';
import { createNightlyPricesService } from '../modules/bookings/index.ts';
import { createCatalogueService } from '../modules/catalogue/index.ts';
import { seedAvailability } from './availability.ts';
import { seedTown } from './seed-town.ts';

/** Seeds the demo town on first start, when the catalogue is empty; draws missing pictures either way. */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  const result = await seedTown(app.db, app.config.dataDir);
  if (result.seeded) app.log.info(result, 'seeded the demo town');
  else if (result.imagesDrawn > 0) app.log.info({ imagesDrawn: result.imagesDrawn }, 'drew missing catalogue pictures');
  // Bookings domain: a year of availability for each holiday rental that has none yet.
  const ranges = await seedAvailability(app.db);
  if (ranges > 0) {
    app.log.info({ ranges }, 'seeded availability of holiday rentals');
    // Cards show "from" the cheapest coming free night; the nightly job keeps it so after.
    await seededNightlyPrices(app.db);
  }
}

/** Sets every rental's "from" price from its seeded availability (docs/rules.md#prices). */
export function seededNightlyPrices(db: FastifyInstance['db']): Promise<number> {
  return createNightlyPricesService({ db, catalogue: createCatalogueService({ db }) }).refreshAll();
}

import type { FastifyInstance } from 'fastify';
import { seedAvailability } from './availability.ts';
import { seedTown } from './seed-town.ts';

/** Seeds the demo town on first start, when the catalogue is empty; draws missing pictures either way. */
export async function seedIfEmpty(app: FastifyInstance): Promise<void> {
  const result = await seedTown(app.db, app.config.dataDir);
  if (result.seeded) app.log.info(result, 'seeded the demo town');
  else if (result.imagesDrawn > 0) app.log.info({ imagesDrawn: result.imagesDrawn }, 'drew missing catalogue pictures');
  // Bookings domain: a year of availability for each holiday rental that has none yet.
  const ranges = await seedAvailability(app.db);
  if (ranges > 0) app.log.info({ ranges }, 'seeded availability of holiday rentals');
}

import type { FastifyInstance } from 'fastify';
import { createNightlyPricesService } from '../modules/bookings/index.ts';
import { createCatalogueService } from '../modules/catalogue/index.ts';
import { seedDemoAboutPage } from './about-page.ts';
import { seedAvailability } from './availability.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoProfile, seedDemoTown } from './demo-town.ts';
import { isDemoCatalogue } from './seed-town.ts';

/**
 * Seeds the demo town on first start, when the catalogue is empty; draws missing pictures either
 * way. Outside production it also makes the demo accounts and logs their sign-ins; a production
 * start never makes them (their password is public): its listings have no owner until an admin gives them one.
 */
export async function seedIfEmpty(app: Pick<FastifyInstance, 'db' | 'config' | 'log'>): Promise<void> {
  const demoAccounts = app.config.env !== 'production';
  const result = await seedDemoTown(app.db, app.config.dataDir, { demoAccounts });
  if (result.seeded) app.log.info(result, 'seeded the demo town');
  else if (result.imagesDrawn > 0) app.log.info({ imagesDrawn: result.imagesDrawn }, 'drew missing catalogue pictures');
  // The demo town's profile comes with its listings (and joins a demo seeded before profiles
  // existed); a site with a profile of its own keeps it.
  if (result.seeded || (await isDemoCatalogue(app.db))) {
    if (await seedDemoProfile(app.db, app.config, app.log)) app.log.info('wrote the demo town’s profile');
    // Its own About page over the starter template, unless an admin has saved that page.
    if (await seedDemoAboutPage(app.db, app.config, app.log)) app.log.info('wrote the demo town’s About page');
  }
  if (result.demoAccounts) {
    app.log.info(
      { accounts: DEMO_ACCOUNTS.map((a) => `${a.role} ${a.email}`), password: DEMO_PASSWORD },
      'demo sign-ins, for local use only (README.md#the-demo-town)',
    );
  }
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

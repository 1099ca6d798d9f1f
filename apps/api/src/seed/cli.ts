import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { openDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedDemoAboutPage } from './about-page.ts';
import { seedAvailability } from './availability.ts';
import { DEMO_ACCOUNTS, DEMO_OWNERS, DEMO_PASSWORD, seedDemoProfile, seedDemoTown } from './demo-town.ts';
import { seededNightlyPrices } from './seed-if-empty.ts';
import { DEFAULT_ASSET_COUNT, DEFAULT_SEED } from './seed-town.ts';

/*
 * npm run seed [-- --assets 10000] [--seed portalba]
 * Resets the catalogue to the demo town, on DATABASE_URL or the embedded database (as
 * `npm start` uses it), with the demo accounts that run it, and prints their sign-ins. With
 * NODE_ENV=production it makes no demo account (their password is public) and prints none.
 * The server must not be running on the embedded database.
 */
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: String(DEFAULT_ASSET_COUNT) },
    seed: { type: 'string', default: DEFAULT_SEED },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info(
    'Usage: npm run seed -- [--assets N] [--seed TEXT]\n' +
      'Resets the catalogue to the generated demo town, and (but in production) its demo accounts.',
  );
  process.exit(0);
}
const count = Number(values.assets);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('--assets must be a whole number between 1 and 1000000');
  process.exit(2);
}

const config = loadConfig();
const { url: databaseUrl, embedded } = await openDatabase(config);
config.databaseUrl = databaseUrl;

const pool = createPool(config.databaseUrl, 2);
try {
  await runMigrations(config.databaseUrl);
  const result = await seedDemoTown(createDatabase(pool), config.dataDir, {
    seed: values.seed,
    assets: count,
    reset: true,
    demoAccounts: config.env !== 'production',
  });
  console.info(
    `Seeded ${result.assets} assets (seed "${values.seed}") in ${result.ms} ms; drew ${result.imagesDrawn} pictures.`,
  );
  if (result.demoAccounts) {
    const kinds = new Map(Object.entries(DEMO_OWNERS).map(([type, owner]) => [owner.email, type]));
    console.info(`Demo sign-ins, for local use only (password for each: ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) {
      const runs = kinds.has(a.email) ? ` (runs every listing of type ${kinds.get(a.email)})` : '';
      console.info(`  ${a.role.padEnd(5)}  ${a.email.padEnd(42)}  ${a.name}${runs}`);
    }
  } else {
    console.info('NODE_ENV=production: no demo accounts made; the listings have no owner.');
  }
  // Bookings domain: the reset emptied availability with the catalogue; a year of it for each holiday rental.
  const db = createDatabase(pool);
  // The demo town's profile, unless the site has one of its own (docs/town.md).
  if (await seedDemoProfile(db, config, pino({ level: 'warn' }))) console.info('Wrote the demo town’s profile.');
  else console.info('The site has a town profile of its own: kept as it is.');
  // Its own About page over the starter template, unless an admin has saved that page (docs/pages.md).
  if (await seedDemoAboutPage(db, config, pino({ level: 'warn' }))) console.info('Wrote the demo town’s About page.');
  console.info(`Seeded ${await seedAvailability(db)} availability ranges.`);
  await seededNightlyPrices(db);
} finally {
  await pool.end();
  await embedded?.stop();
}

import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { openDatabase } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedAvailability } from './availability.ts';
import { seededNightlyPrices } from './seed-if-empty.ts';
import { DEFAULT_ASSET_COUNT, DEFAULT_SEED, seedTown } from './seed-town.ts';

/*
 * npm run seed [-- --assets 10000] [--seed portalba]
 * Resets the catalogue to the demo town, on DATABASE_URL or the embedded database (as
 * `npm start` uses it). The server must not be running on the embedded database.
 */
const { values } = parseArgs({
  options: {
    assets: { type: 'string', default: String(DEFAULT_ASSET_COUNT) },
    seed: { type: 'string', default: DEFAULT_SEED },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.info('Usage: npm run seed -- [--assets N] [--seed TEXT]\nResets the catalogue to the generated demo town.');
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
  const result = await seedTown(createDatabase(pool), config.dataDir, {
    seed: values.seed,
    assets: count,
    reset: true,
  });
  console.info(
    `Seeded ${result.assets} assets (seed "${values.seed}") in ${result.ms} ms; drew ${result.imagesDrawn} pictures.`,
  );
  // Bookings domain: the reset emptied availability with the catalogue; a year of it for each holiday rental.
  const db = createDatabase(pool);
  console.info(`Seeded ${await seedAvailability(db)} availability ranges.`);
  await seededNightlyPrices(db);
} finally {
  await pool.end();
  await embedded?.stop();
}

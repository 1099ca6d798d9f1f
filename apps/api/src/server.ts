import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const startedAt = performance.now();
const config = loadConfig();

const { url: databaseUrl, embedded } = await openDatabase(config);
config.databaseUrl = databaseUrl;

await runMigrations(config.databaseUrl);
const app = await buildApp(config);
if (config.seedOnEmpty) await seedIfEmpty(app);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await embedded?.stop();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(
  { database: config.databaseKind, readyMs: Math.round(performance.now() - startedAt) },
  `ready on ${config.publicUrl}`,
);

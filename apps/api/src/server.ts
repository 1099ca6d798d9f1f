import closeWithGrace from 'close-with-grace';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { startEmbeddedPostgres, waitForDatabase, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed-if-empty.ts';

const startedAt = performance.now();
const config = loadConfig();

let embedded: EmbeddedDatabase | undefined;
if (!config.databaseUrl) {
  embedded = await startEmbeddedPostgres({
    dir: join(config.dataDir, 'postgres'),
    port: config.embeddedPgPort,
    persistent: true,
    database: 'town',
  });
  config.databaseUrl = embedded.url;
} else {
  await waitForDatabase(config.databaseUrl);
}

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

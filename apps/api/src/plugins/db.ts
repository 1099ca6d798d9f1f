import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, createPool, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/**
 * One connection pool per process, closed with the app. Its timeouts make a database that
 * hangs or is gone answer 503 within seconds (the error plugin), and it reconnects by itself.
 */
export const dbPlugin = fp(
  async (app) => {
    const pool = createPool(app.config.databaseUrl, 10, app.config.databaseTimeouts);
    // An idle connection dropped by a restarting or unreachable server: the pool replaces it.
    pool.on('error', (error) => app.log.warn({ err: error }, 'idle database connection lost'));
    app.decorate('pool', pool);
    app.decorate('db', createDatabase(pool));
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'db', dependencies: ['config'] },
);

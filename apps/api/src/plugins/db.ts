import fp from 'fastify-plugin';
import type pg from 'pg';
import { createDatabase, createPool, type Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    pool: pg.Pool;
  }
}

/** One connection pool per process, closed with the app. */
export const dbPlugin = fp(
  async (app) => {
    const pool = createPool(app.config.databaseUrl);
    pool.on('error', (error) => app.log.error({ err: error }, 'idle database connection failed'));
    app.decorate('pool', pool);
    app.decorate('db', createDatabase(pool));
    app.addHook('onClose', async () => {
      await pool.end();
    });
  },
  { name: 'db', dependencies: ['config'] },
);

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { DEV_APP_KEY, loadConfig, type AppConfig } from '../config.ts';

export const APP_KEY = DEV_APP_KEY;

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Drops this file's database. */
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh, migrated database of its own, copied from the run's template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const server = inject('pgServerUrl');
  const name = `town_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('templateDatabase')}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(server, name),
    async drop() {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * The real app on a real database of its own; `overrides` change the configuration (given as
 * a function, they are made from the database's URL: to reach it through a proxy, say).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> | ((databaseUrl: string) => Partial<AppConfig>) = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      WEB_DIST: 'apps/web/no-dist',
    }),
    databaseUrl: database.url,
    databaseKind: 'external',
    ...(typeof overrides === 'function' ? overrides(database.url) : overrides),
  };
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Headers every /api/v1 request carries. */
export function apiHeaders(token?: string): Record<string, string> {
  return token ? { 'x-app-key': APP_KEY, authorization: `Bearer ${token}` } : { 'x-app-key': APP_KEY };
}

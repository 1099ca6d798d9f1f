import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: config paths are relative to it, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_APP_KEY = 'town-web-dev';

const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  APP_KEYS: z.string().default(DEV_APP_KEY),
  AUTH_SECRET: z.string().min(32).optional(),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Costa Guía <no-reply@costaguia.example>'),
  CONTACT_EMAIL: z.email().default('turismo@costaguia.example'),
  WEATHER_URL: z.url().default('https://api.open-meteo.com/v1/forecast'),
  TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  WEB_DIST: z.string().default('apps/web/dist'),
  BUILD: z.string().default('dev'),
  SEED_ON_EMPTY: booleanString.default(true),
  TRUST_PROXY: booleanString.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Set by server.ts once the database is known (embedded or external). */
  databaseUrl: string;
  databaseKind: 'embedded' | 'external';
  dataDir: string;
  embeddedPgPort?: number;
  appKeys: readonly string[];
  authSecret: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  weatherUrl: string;
  tilesUrl: string;
  webDist: string;
  build: string;
  seedOnEmpty: boolean;
  trustProxy: boolean;
}

const fromRoot = (p: string) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p));

/**
 * A development secret is made once and kept under data/, never in the repo.
 * Production must set AUTH_SECRET.
 */
function devSecret(dataDir: string): string {
  const file = resolve(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.AUTH_SECRET) {
    throw new Error('Invalid configuration:\n  AUTH_SECRET: required in production (at least 32 characters)');
  }
  const dataDir = fromRoot(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL ?? '',
    databaseKind: e.DATABASE_URL ? 'external' : 'embedded',
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    appKeys: e.APP_KEYS.split(',').map((k) => k.trim()).filter(Boolean),
    authSecret: e.AUTH_SECRET ?? devSecret(dataDir),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    weatherUrl: e.WEATHER_URL,
    tilesUrl: e.TILES_URL,
    webDist: fromRoot(e.WEB_DIST),
    build: e.BUILD,
    seedOnEmpty: e.SEED_ON_EMPTY,
    trustProxy: e.TRUST_PROXY,
  };
}

export { DEV_APP_KEY };

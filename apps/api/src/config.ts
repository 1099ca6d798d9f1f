import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getHeapStatistics } from 'node:v8';
import { z } from 'zod';
import { assertGtmContainerId } from '@town/shared/consent';
import { ANALYTICS_ID_PATTERN, DEFAULT_ANALYTICS_SCRIPT_URL } from '@town/shared/site-config';

/** The repository root: config paths are relative to it, whatever the working directory. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_APP_KEY = 'town-web-dev';
const OPEN_METEO_FORECAST_URL = 'https://api.open-meteo.com/v1/forecast';
const OPEN_METEO_MARINE_URL = 'https://marine-api.open-meteo.com/v1/marine';

/** An id for Google's analytics; a blank Tag Manager id gets the message in docs/rules.md#consent. */
const analyticsId = z.string().trim().regex(ANALYTICS_ID_PATTERN, 'expected an id such as G-XXXXXXX or GTM-XXXX');
const gtmContainerId = z
  .string()
  .superRefine((value, ctx) => {
    try {
      assertGtmContainerId(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message, abort: true });
    }
  })
  .pipe(analyticsId);
/** An http(s) base URL whose origin can be written into the Content-Security-Policy as it is. */
const scriptBaseUrl = z.url({ protocol: /^https?$/, hostname: /^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i });

const booleanString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url().optional(),
  /** How long a request waits for a database connection before it is answered 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /** How long a request waits for a query's answer (also PostgreSQL's statement_timeout) before a 503. */
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** A request (headers and body) not whole within this time is answered 408 and its connection closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Opens GET /api/metrics (Prometheus) to `Authorization: Bearer <token>`; unset: not served. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Past this event-loop delay (ms), requests are answered 503 with Retry-After; 0: not watched. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  /** Past this much JavaScript heap (MB), requests are answered 503; unset: 90% of Node's heap limit; 0: not watched. */
  OVERLOAD_MAX_HEAP_USED_MB: z.coerce.number().int().min(0).optional(),
  DATA_DIR: z.string().default('data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
  APP_KEYS: z.string().default(DEV_APP_KEY),
  AUTH_SECRET: z.string().min(32).optional(),
  /** The town hall's first admins: comma-separated e-mails (docs/listings.md#roles). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.email('expected comma-separated e-mail addresses'))),
  REDIS_URL: z.url().optional(),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Costa Guía <no-reply@costaguia.example>'),
  CONTACT_EMAIL: z.email().default('turismo@costaguia.example'),
  WEATHER_URL: z.url().default(OPEN_METEO_FORECAST_URL),
  /** Waves and sea temperature; unset means Open-Meteo's marine API when WEATHER_URL is Open-Meteo's, else none. */
  WEATHER_MARINE_URL: z.url().optional(),
  WEATHER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** Contact messages one IP address may send per hour. */
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  TILES_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The tile cache's size on disk (DATA_DIR/tiles); the least recently used tiles go first. */
  TILE_CACHE_MAX_BYTES: z.coerce.number().int().min(1_048_576).default(200_000_000),
  /** Map tiles one IP address may ask for per minute: a map view takes 20–40. */
  TILE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /**
   * The deployment's allow-list of camera servers (docs/rules.md#webcams): comma-separated
   * address prefixes a camera's still must begin with. Unset: any https address of a public host.
   */
  WEBCAMS_URL_BASE: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((prefix) => prefix.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'expected comma-separated http(s) addresses' }))),
  /** Lets camera stills be fetched from loopback and private addresses: tests and local set-ups only. */
  WEBCAMS_ALLOW_PRIVATE_HOSTS: booleanString.default(false),
  WEBCAMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(4_000),
  /** Lets calendar feeds be fetched from loopback and private addresses: tests and local set-ups only. */
  ICAL_ALLOW_PRIVATE_HOSTS: booleanString.default(false),
  /** How often each imported calendar is fetched (docs/rules.md#calendar-sync). */
  ICAL_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Google Analytics (G-…) and Tag Manager (GTM-…); they load only after measurement consent. */
  ANALYTICS_GA_ID: analyticsId.optional(),
  ANALYTICS_GTM_ID: gtmContainerId.optional(),
  /** Where gtag.js and gtm.js are served from (default Google's); its origin is added to the CSP. */
  ANALYTICS_SCRIPT_URL: scriptBaseUrl.optional(),
  WEB_DIST: z.string().default('apps/web/dist'),
  /** The web's server renderer, built beside dist/ (docs/decisions/013-server-rendering.md). */
  WEB_SERVER_ENTRY: z.string().default('apps/web/dist-server/entry-server.js'),
  BUILD: z.string().default('dev'),
  SEED_ON_EMPTY: booleanString.default(true),
  /** Where `npm run backup` and the nightly backup write their archives (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().optional(),
  /** How many backups are kept: older ones are deleted after each new one. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1_000).default(7),
  /** Whether the job queue makes a backup every night; unset: yes on the embedded database. */
  BACKUP_NIGHTLY: booleanString.optional(),
  /** Run the background jobs (the nightly clean-up…); unset: yes, except in tests. */
  JOBS: booleanString.optional(),
  // false, a number of proxy hops in front of the API, or a comma-separated list of proxy addresses/CIDRs.
  // `true` means one hop: trusting every X-Forwarded-For entry would let clients choose their IP.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): false | number | string =>
      v === 'false' || v === '0' ? false : v === 'true' ? 1 : /^\d+$/.test(v) ? Number(v) : v,
    ),
});

export type Env = z.infer<typeof envSchema>;

/** How many attempts may be made per window (per endpoint); see accounts.rate-limits.ts. */
export interface AuthRateLimit {
  /** From one client address, whatever the accounts. */
  perIp: number;
  /** At one account from one client: its address, or a device that signed in to it (its device cookie). */
  perAccountPerClient: number;
  /** At one account from all addresses together: a ceiling well above perAccountPerClient. */
  perAccount: number;
  windowMs: number;
  /** The window of `perAccount`, when longer than `windowMs` (sign-in: an hour). */
  perAccountWindowMs?: number;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** Set by server.ts once the database is known (embedded or external). */
  databaseUrl: string;
  databaseKind: 'embedded' | 'external';
  /** The request pool's limits: past them a request is answered 503 rather than left waiting. */
  databaseTimeouts: { connectMs: number; queryMs: number };
  /** How long a client may take to send a whole request (headers and body) before it is answered 408. */
  requestTimeoutMs: number;
  /** Bearer token for GET /api/metrics; unset: the route is not served. */
  metricsToken?: string;
  /** Overload limits (@fastify/under-pressure): past one, requests get 503 and Retry-After; 0 turns one off. */
  overload: { maxEventLoopDelayMs: number; maxHeapUsedBytes: number };
  dataDir: string;
  embeddedPgPort?: number;
  appKeys: readonly string[];
  authSecret: string;
  /** Accounts with these e-mails (trimmed, lower case) are admins: at sign-up and at every start. */
  adminEmails: readonly string[];
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  weatherUrl: string;
  /** Open-Meteo's marine forecast (waves, sea temperature); optional, the weather works without it. */
  weatherMarineUrl?: string;
  /** How long a call to the weather provider may take before the cached forecast is served. */
  weatherTimeoutMs: number;
  /** Contact messages per IP address and time window. */
  messageRateLimit: { max: number; timeWindowMs: number };
  /** Prefix of rate-limit keys in Redis, so that deployments (or test runs) sharing a Redis stay apart. */
  rateLimitNamespace: string;
  tilesUrl: string;
  /** Bytes the tile cache may hold on disk, all processes sharing DATA_DIR together. */
  tileCacheMaxBytes: number;
  /** Map tiles per IP address and time window. */
  tileRateLimit: { max: number; timeWindowMs: number };
  /**
   * Where webcam stills may come from (the allow-list of address prefixes, empty for any public
   * host; private hosts allowed only in tests and local set-ups), and how long one may take
   * before the page gets a 502.
   */
  webcams: { allowedUrls: string[]; allowPrivateHosts: boolean; timeoutMs: number };
  /** Calendar sync: private feed hosts allowed (never in production), and minutes between a feed's fetches. */
  ical: { allowPrivateHosts: boolean; syncMinutes: number };
  /** Analytics ids and where their scripts come from; scriptUrl is set exactly when an id is. */
  analytics: { gaId?: string; gtmId?: string; scriptUrl?: string };
  webDist: string;
  webServerEntry: string;
  build: string;
  seedOnEmpty: boolean;
  /** Backups (src/backup): where archives go, how many are kept, and whether one is made nightly. */
  backups: { dir: string; keep: number; nightly: boolean };
  /** Whether this process starts the job queue: its workers and schedules (src/jobs). */
  jobs: boolean;
  /** Fastify's trustProxy: false, a hop count, or proxy addresses. */
  trustProxy: false | number | string;
  /** Sign-in, sign-up and password-reminder limits; unset ones take the accounts module's defaults. */
  authRateLimits?: Partial<Record<'signin' | 'signup' | 'reminder' | 'passwordChange' | 'verification', AuthRateLimit>>;
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

function analyticsConfig(e: Env): AppConfig['analytics'] {
  if (!e.ANALYTICS_GA_ID && !e.ANALYTICS_GTM_ID) return {};
  return {
    ...(e.ANALYTICS_GA_ID ? { gaId: e.ANALYTICS_GA_ID } : {}),
    ...(e.ANALYTICS_GTM_ID ? { gtmId: e.ANALYTICS_GTM_ID } : {}),
    scriptUrl: (e.ANALYTICS_SCRIPT_URL ?? DEFAULT_ANALYTICS_SCRIPT_URL).replace(/\/+$/, ''),
  };
}

/** A setting is missing or wrong: the message lists each one, for the person starting the server. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What production cannot do without (docs/decisions/012-production-build.md): a signing
 * secret of its own (the development one is a file under DATA_DIR) and the site's address
 * (mailed links and passkeys name it). The embedded database is allowed, with a warning.
 */
function missingInProduction(e: Env): string[] {
  return [
    e.AUTH_SECRET ? '' : '  AUTH_SECRET: required, at least 32 random characters (openssl rand -base64 48)',
    e.PUBLIC_URL ? '' : "  PUBLIC_URL: required, the site's address as visitors reach it (https://…)",
  ].filter(Boolean);
}

/** The only reader of process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = e.NODE_ENV === 'production' ? missingInProduction(e) : [];
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration for production (NODE_ENV=production):\n${missing.join('\n')}`);
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
    databaseTimeouts: { connectMs: e.DATABASE_CONNECT_TIMEOUT_MS, queryMs: e.DATABASE_QUERY_TIMEOUT_MS },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes:
        e.OVERLOAD_MAX_HEAP_USED_MB === undefined
          ? Math.round(getHeapStatistics().heap_size_limit * 0.9)
          : e.OVERLOAD_MAX_HEAP_USED_MB * 1_048_576,
    },
    dataDir,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    appKeys: e.APP_KEYS.split(',')
      .map((k) => k.trim())
      .filter(Boolean),
    authSecret: e.AUTH_SECRET ?? devSecret(dataDir),
    adminEmails: e.ADMIN_EMAILS,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    weatherUrl: e.WEATHER_URL,
    weatherMarineUrl:
      e.WEATHER_MARINE_URL ?? (e.WEATHER_URL === OPEN_METEO_FORECAST_URL ? OPEN_METEO_MARINE_URL : undefined),
    weatherTimeoutMs: e.WEATHER_TIMEOUT_MS,
    messageRateLimit: { max: e.MESSAGE_RATE_LIMIT, timeWindowMs: 3_600_000 },
    rateLimitNamespace: 'town-rl:',
    tilesUrl: e.TILES_URL,
    tileCacheMaxBytes: e.TILE_CACHE_MAX_BYTES,
    tileRateLimit: { max: e.TILE_RATE_LIMIT, timeWindowMs: 60_000 },
    webcams: {
      allowedUrls: e.WEBCAMS_URL_BASE,
      allowPrivateHosts: e.WEBCAMS_ALLOW_PRIVATE_HOSTS,
      timeoutMs: e.WEBCAMS_TIMEOUT_MS,
    },
    ical: { allowPrivateHosts: e.ICAL_ALLOW_PRIVATE_HOSTS, syncMinutes: e.ICAL_SYNC_MINUTES },
    analytics: analyticsConfig(e),
    webDist: fromRoot(e.WEB_DIST),
    webServerEntry: fromRoot(e.WEB_SERVER_ENTRY),
    build: e.BUILD,
    seedOnEmpty: e.SEED_ON_EMPTY,
    backups: {
      dir: e.BACKUP_DIR ? fromRoot(e.BACKUP_DIR) : resolve(dataDir, 'backups'),
      keep: e.BACKUP_KEEP,
      nightly: e.BACKUP_NIGHTLY ?? !e.DATABASE_URL,
    },
    jobs: e.JOBS ?? e.NODE_ENV !== 'test',
    trustProxy: e.TRUST_PROXY,
  };
}

export { DEV_APP_KEY };

// Two API processes on one PostgreSQL behind nginx, as production runs them (deploy/), a town
// to load them with, and the mixed load itself: what bench/mixed-load.ts and bench/soak.ts share.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Request } from 'autocannon';
import pg from 'pg';
import { freePort } from '../../apps/api/src/db/embedded.ts';
import { sharedProcessEnv, startApiProcess, type ApiProcess } from '../../apps/api/src/test/api-process.ts';
import { startNginx, type Nginx } from '../../apps/api/src/test/nginx.ts';
import { bookableStays, type Stay } from '../../apps/api/src/test/stays.ts';
import { ASSET_TYPES, BOOKABLE_LIST, listQuery } from '../../packages/shared/src/asset-types.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../packages/shared/src/languages.ts';
import { answers } from './database.ts';

export const APP_KEY = 'town-bench';
const PASSWORD = 'Sunny-Beach7';
/** Every bench guest's e-mail ends so, for the checks in the database afterwards. */
export const GUEST_DOMAIN = 'bench.example';

export interface Cluster {
  nginx: Nginx;
  processes: ApiProcess[];
  metricsToken: string;
  redis: boolean;
  stop(): Promise<void>;
}

/** Two API processes (the first seeds the demo town) and nginx with production's proxy rules. */
export async function startCluster(databaseUrl: string): Promise<Cluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'town-bench-cluster-'));
  chmodSync(dataDir, 0o755);
  const redis = await answers(6379);
  const metricsToken = randomBytes(24).toString('hex');
  const env = {
    ...sharedProcessEnv({
      databaseUrl,
      dataDir,
      appKey: APP_KEY,
      authSecret: randomBytes(32).toString('hex'),
      redisUrl: redis ? 'redis://127.0.0.1:6379' : undefined,
    }),
    METRICS_TOKEN: metricsToken,
  };
  const processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  const nginx = await startNginx({ upstreamPorts: processes.map((p) => p.port) });
  return {
    nginx,
    processes,
    metricsToken,
    redis,
    async stop() {
      await nginx.stop();
      await Promise.all(processes.map((p) => p.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Town {
  guests: { email: string; token: string }[];
  rentals: string[];
  /** Every asset with a page: rentals, hotels, places to eat… */
  pages: string[];
  /** Restaurants' menu keys. */
  menus: number[];
  /** Stays none of which overlaps another: each can be booked once. */
  stays: Stay[];
}

/** A client address of this run's own (the bench is each client's proxy): rate limits count per address. */
const runPrefix = `10.${randomInt(256)}`;
let addressCount = 0;
export function nextClientAddress(): string {
  addressCount += 1;
  return `${runPrefix}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** Signs up `guestCount` guests and reads what the load will ask for, through nginx. */
export async function prepareTown(url: string, guestCount: number): Promise<Town> {
  const headers = { 'x-app-key': APP_KEY, 'content-type': 'application/json' };
  const guests: Town['guests'] = [];
  for (let i = 0; i < guestCount; i += 8) {
    const batch = Array.from({ length: Math.min(8, guestCount - i) }, async (_, j) => {
      const email = `guest${i + j}-${randomBytes(3).toString('hex')}@${GUEST_DOMAIN}`;
      const res = await fetch(`${url}/api/v1/auth/signup`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': nextClientAddress() },
        body: JSON.stringify({ email, password: PASSWORD, name: `Guest ${i + j}`, lang: DEFAULT_LANGUAGE }),
      });
      if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
      guests.push({ email, token: ((await res.json()) as { token: string }).token });
    });
    await Promise.all(batch);
  }
  const all = async (query: string) => {
    const items: { id: string; productId: number | null }[] = [];
    for (let offset = 0; ; offset += 100) {
      const res = await fetch(`${url}/api/v1/asset?${query}&limit=100&offset=${offset}`, { headers });
      const page = (await res.json()) as { items: typeof items };
      items.push(...page.items);
      if (page.items.length < 100) return items;
    }
  };
  const rentals = (await all(listQuery(BOOKABLE_LIST))).map((r) => r.id);
  const everything = await all(`lang=${DEFAULT_LANGUAGE}`);
  const stays = await bookableStays(url, { 'x-app-key': APP_KEY }, rentals, 1_000);
  if (stays.length === 0) throw new Error('the town has no stay free to book');
  return {
    guests,
    rentals,
    pages: everything.map((a) => a.id),
    menus: everything.flatMap((a) => (a.productId === null ? [] : [a.productId])),
    stays,
  };
}

/** What the load asks for, with each kind's share in percent (they add up to 100). */
export const MIX = [
  { kind: 'list', share: 30 },
  { kind: 'page', share: 25 },
  { kind: 'search', share: 15 },
  { kind: 'menu', share: 10 },
  { kind: 'availability', share: 8 },
  { kind: 'booking', share: 10 },
  { kind: 'sign-in', share: 2 },
] as const;
export type Kind = (typeof MIX)[number]['kind'];

const WORDS = ['mar', 'playa', 'casa', 'sol', 'puerto', 'vista', 'jardín', 'paella'];
const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

export interface KindStats {
  latencies: number[];
  statuses: Map<number, number>;
}

/** Per kind of request: latencies and answers, and the bookings answered 201. */
export interface MixedLoad {
  request: Request;
  stats: Map<Kind, KindStats>;
  /** Every booking answered 201, warm-up included. */
  createdBookings: string[];
  /** Booking requests made but not answered: at most one per connection, cut off when the load stops. */
  bookingsUnanswered(): number;
  /** Forgets the latencies and answers so far (after a warm-up); the stays booked stay booked. */
  resetStats(): void;
}

interface Context {
  kind?: Kind;
  sentAt?: number;
}

/**
 * One autocannon request whose every instance is drawn from MIX: browsing as anyone, sign-ins
 * and bookings of free stays by the town's guests (a stay is asked for once while any is
 * left, then at random, to be refused), each client at an address of its own.
 */
export function mixedLoad(town: Town): MixedLoad {
  const stats = new Map<Kind, KindStats>();
  const resetStats = () => MIX.forEach(({ kind }) => stats.set(kind, { latencies: [], statuses: new Map() }));
  resetStats();
  const createdBookings: string[] = [];
  let bookingsAsked = 0;
  let bookingsAnswered = 0;
  const stays = [...town.stays];
  const booked: Stay[] = [];
  const drawKind = (): Kind => {
    let roll = randomInt(100);
    for (const { kind, share } of MIX) {
      if (roll < share) return kind;
      roll -= share;
    }
    return 'list';
  };
  const base = { 'x-app-key': APP_KEY };
  const request: Request = {
    setupRequest(req, context: Context) {
      const kind = drawKind();
      context.kind = kind;
      context.sentAt = performance.now();
      const headers = { ...base, 'x-forwarded-for': nextClientAddress() };
      const lang = pick(SUPPORTED_LANGUAGES);
      switch (kind) {
        case 'list':
          return { ...req, method: 'GET', headers, path: `/api/v1/asset?type=${pick(ASSET_TYPES)}&lang=${lang}` };
        case 'page':
          return randomInt(2) === 0
            ? { ...req, method: 'GET', headers, path: `/api/v1/asset/${pick(town.pages)}?lang=${lang}` }
            : {
                ...req,
                method: 'GET',
                headers,
                path: `/api/v1/assets_description?asset_id=${pick(town.pages)}&lang=${lang}`,
              };
        case 'search':
          return {
            ...req,
            method: 'GET',
            headers,
            path: `/api/v1/asset?q=${encodeURIComponent(pick(WORDS))}&lang=${lang}`,
          };
        case 'menu':
          return {
            ...req,
            method: 'GET',
            headers,
            path: `/api/v1/rest_menu_items?product_id=${pick(town.menus)}&lang=${lang}`,
          };
        case 'availability':
          return { ...req, method: 'GET', headers, path: `/api/v1/assets_availability/${pick(town.rentals)}` };
        case 'sign-in':
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/auth/signin',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ email: pick(town.guests).email, password: PASSWORD }),
          };
        case 'booking': {
          const free = stays.pop();
          if (free) booked.push(free);
          const stay = free ?? pick(booked);
          bookingsAsked += 1;
          return {
            ...req,
            method: 'POST',
            path: '/api/v1/booking',
            headers: {
              ...headers,
              'content-type': 'application/json',
              authorization: `Bearer ${pick(town.guests).token}`,
            },
            body: JSON.stringify({ ...stay, adults: 1 }),
          };
        }
      }
    },
    onResponse(status, body, context: Context) {
      const kind = context.kind!;
      const s = stats.get(kind)!;
      s.latencies.push(performance.now() - context.sentAt!);
      s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
      if (kind !== 'booking') return;
      bookingsAnswered += 1;
      if (status === 201) createdBookings.push((JSON.parse(body) as { id: string }).id);
    },
  };
  return { request, stats, createdBookings, resetStats, bookingsUnanswered: () => bookingsAsked - bookingsAnswered };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * The bench guests' bookings in the database against the answers: none answered 201 is
 * missing, none is stored without its 201 (but for requests the load's end cut off unanswered),
 * and no two overlap.
 */
export async function checkBookings(databaseUrl: string, load: MixedLoad) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select b.id from bookings b join users u on u.id = b.user_id where u.email like $1`,
      [`%@${GUEST_DOMAIN}`],
    );
    const stored = new Set(rows.map((r) => r.id));
    const answered = new Set(load.createdBookings);
    const overlaps =
      (
        await client.query(`
      select 1 from bookings x join bookings y on x.asset_id = y.asset_id and x.id < y.id
        and daterange(x.check_in, x.check_out) && daterange(y.check_in, y.check_out)
      where x.status <> 'cancelled' and y.status <> 'cancelled'`)
      ).rowCount ?? 0;
    const missing = [...answered].filter((id) => !stored.has(id)).length;
    const unanswered = [...stored].filter((id) => !answered.has(id)).length;
    const cutOff = load.bookingsUnanswered();
    const sound = missing === 0 && overlaps === 0 && unanswered <= cutOff;
    const summary =
      `${stored.size} bookings by the bench's guests: ${missing} answered 201 but missing, ${unanswered} stored ` +
      `without a 201 (${cutOff} booking requests were still under way when the load stopped: at most that many ` +
      `may be), ${overlaps} overlapping pairs${sound ? '' : ' — THE CHECK FAILED'}`;
    return { sound, summary };
  } finally {
    await client.end();
  }
}

/** Bare node:http processes, each sending the same `bodyBytes` of JSON to every request. */
export async function startBareServers(count: number, bodyBytes: number): Promise<{ ports: number[]; stop(): void }> {
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const child = spawn(
      process.execPath,
      [
        '-e',
        `const body = Buffer.from(JSON.stringify({ items: 'x'.repeat(${Math.max(0, bodyBytes - 12)}) }));
         require('node:http').createServer((req, res) => {
           res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
           res.end(body);
         }).listen(${port}, '127.0.0.1', () => console.log('ready'));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise((resolve) => child.stdout!.once('data', resolve));
    children.push(child);
    ports.push(port);
  }
  return { ports, stop: () => children.forEach((c) => c.kill('SIGTERM')) };
}

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} at the end of the run (other work shares this machine)`;
}

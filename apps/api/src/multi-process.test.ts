import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedProcessEnv, startApiProcess, type ApiProcess } from './test/api-process.ts';
import { startNginx, type Nginx } from './test/nginx.ts';
import { bookableStays, type Stay } from './test/stays.ts';
import { createTestDatabase } from './test/test-app.ts';

/*
 * Two API processes on one database behind nginx, as production runs them (deploy/): they
 * behave as one (sessions, rate limits, catalogue caches, pictures), and one of them
 * restarting under load costs no request and no booking.
 */

const REDIS_URL = 'redis://127.0.0.1:6379';
const redisAnswers = await redisPing(6379);
const APP_KEY = 'town-multi-process-test';
const PASSWORD = 'Sunny-Beach7';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
let env: Record<string, string>;
let a: ApiProcess;
let b: ApiProcess;
let nginx: Nginx;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'town-multi-process-'));
  chmodSync(dataDir, 0o755);
  env = {
    ...sharedProcessEnv({
      databaseUrl: database.url,
      dataDir,
      appKey: APP_KEY,
      authSecret: randomBytes(32).toString('hex'),
      redisUrl: redisAnswers ? REDIS_URL : undefined,
    }),
    // This machine's load is not what is tested here: no request is refused for it.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  // Started together on an empty database: they take turns to migrate it and seed the demo town.
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  nginx = await startNginx({ upstreamPorts: [a.port, b.port] });
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('two API processes behind nginx on one database', () => {
  it('a session made on one process holds on the other, directly and through nginx, and a sign-out ends it on both', async () => {
    const client = new Client();
    const email = `guest-${randomBytes(4).toString('hex')}@multi.example`;
    const signup = await client.post(a.url, '/api/v1/auth/signup', { email, password: PASSWORD, name: 'Ana' });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };

    for (const url of [b.url, nginx.url, nginx.url]) {
      const profile = await client.get(url, '/api/v1/users_profile', token);
      expect(profile.status).toBe(200);
      expect(((await profile.json()) as { email: string }).email).toBe(email);
    }

    const signin = await client.post(b.url, '/api/v1/auth/signin', { email, password: PASSWORD });
    expect(signin.status).toBe(200);
    const second = ((await signin.json()) as { token: string }).token;
    expect((await client.get(a.url, '/api/v1/users_profile', second)).status).toBe(200);
    expect((await client.post(b.url, '/api/v1/auth/signout', undefined, second)).status).toBe(204);
    expect((await client.get(a.url, '/api/v1/users_profile', second)).status).toBe(401);
    // The first session is still live everywhere.
    expect((await client.get(a.url, '/api/v1/users_profile', token)).status).toBe(200);
  });

  // Without Redis each process counts alone (docs/architecture.md#scaling-out): the test says it was not run.
  const sharedLimits = 'counts rate limits once for all processes (through Redis)';
  it.skipIf(!redisAnswers)(
    redisAnswers ? sharedLimits : `${sharedLimits}: NOT TESTED, no Redis answers at ${REDIS_URL}`,
    async () => {
      const client = new Client();
      const email = `target-${randomBytes(4).toString('hex')}@multi.example`;
      const wrong = { email, password: 'Not-the-password1' };
      // Ten failed sign-ins at one account from one address are allowed, five on each process.
      for (const url of [a.url, b.url, a.url, b.url, a.url, b.url, a.url, b.url, a.url, b.url]) {
        expect((await client.post(url, '/api/v1/auth/signin', wrong)).status).toBe(401);
      }
      // Each process alone has seen five: only a shared count refuses the eleventh anywhere.
      for (const url of [a.url, b.url, nginx.url]) {
        const refused = await client.post(url, '/api/v1/auth/signin', wrong);
        expect(refused.status).toBe(429);
        expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
      }
    },
  );

  it('shows a catalogue change on every process at once, and serves the pictures from the shared directory', async () => {
    const client = new Client();
    const list = (await (await client.get(a.url, '/api/v1/asset?type=eat&limit=1')).json()) as {
      items: { id: string; image: { src: string } | null }[];
    };
    const { id, image } = list.items[0]!;
    // Both processes have the answer in their caches.
    const before = await Promise.all([a.url, b.url].map((url) => client.get(url, `/api/v1/asset/${id}`)));
    expect(before.map((r) => r.status)).toEqual([200, 200]);

    const phone = `+34 600 ${randomInt(100_000, 999_999)}`;
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      await sql.query('update assets set phone = $1 where id = $2', [phone, id]);
    } finally {
      await sql.end();
    }
    // Each process hears of the change (NOTIFY) and builds the answer again.
    for (const url of [a.url, b.url]) {
      await eventually(async () => {
        const asset = (await (await client.get(url, `/api/v1/asset/${id}`)).json()) as { phone: string };
        expect(asset.phone).toBe(phone);
      });
    }

    expect(image).not.toBeNull();
    const pictures = await Promise.all(
      [a.url, b.url].map(async (url) => {
        const res = await fetch(`${url}${image!.src}`);
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      }),
    );
    expect(pictures[0]!.length).toBeGreaterThan(0);
    expect(pictures[0]!.equals(pictures[1]!)).toBe(true);
  });

  it('takes a rental booked through one process out of the other’s dated results (its availability index hears of it)', async () => {
    const client = new Client();
    const email = `dated-${randomBytes(4).toString('hex')}@multi.example`;
    const signup = await client.post(a.url, '/api/v1/auth/signup', { email, password: PASSWORD, name: 'Iria' });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const rentals = (await (await client.get(a.url, '/api/v1/asset?type=property&rent=true&limit=5')).json()) as {
      items: Card[];
    };
    const [stay] = await bookableStays(a.url, client.headers(), [rentals.items[0]!.id], 1);
    expect(stay).toBeDefined();
    const { asset_id: id, checkIn, checkOut } = stay!;
    const dated = async (url: string) => {
      const res = await client.get(
        url,
        `/api/v1/asset?type=property&rent=true&adults=1&checkIn=${checkIn}&checkOut=${checkOut}&ids=${id}`,
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: Card[] }).items.map((item) => item.id);
    };
    expect(await dated(b.url)).toEqual([id]);
    const booked = await client.post(a.url, '/api/v1/booking', { asset_id: id, checkIn, checkOut, adults: 1 }, token);
    expect(booked.status).toBe(201);
    // A's own answer follows at once; B's once it has heard (NOTIFY), within the generous wait.
    expect(await dated(a.url)).toEqual([]);
    await eventually(async () => expect(await dated(b.url)).toEqual([]));
  });

  it('loses no request and no booking while one process restarts under load', async () => {
    const GUESTS = 10;
    const CLIENTS = 20;
    const setup = new Client();
    const tokens = await Promise.all(
      Array.from({ length: GUESTS }, async (_, n) => {
        const email = `load-${n}-${randomBytes(4).toString('hex')}@multi.example`;
        const res = await new Client().post(nginx.url, '/api/v1/auth/signup', {
          email,
          password: PASSWORD,
          name: `Guest ${n}`,
        });
        expect(res.status).toBe(201);
        return ((await res.json()) as { token: string }).token;
      }),
    );
    const listOf = async (query: string) =>
      ((await (await setup.get(nginx.url, `/api/v1/asset?${query}`)).json()) as { items: Card[] }).items;
    const rentals = await listOf('type=property&rent=true&limit=20');
    const restaurants = (await listOf('type=eat&limit=20')).filter((r) => r.productId !== null);
    const pages = [...rentals, ...restaurants, ...(await listOf('type=hotel&limit=10'))];
    const stays = await bookableStays(
      nginx.url,
      setup.headers(),
      rentals.map((r) => r.id),
      30,
    );
    expect(stays.length).toBeGreaterThan(100);

    const browsing = [
      () => `/api/v1/asset?type=${pick(['property', 'hotel', 'eat', 'store', 'activity', 'service'])}`,
      () => `/api/v1/asset?type=property&${pick(['rent', 'long', 'sale'])}=true&lang=${pick(['es', 'en', 'de'])}`,
      () => `/api/v1/asset/${pick(pages).id}?lang=${pick(['es', 'fr', 'it'])}`,
      () => `/api/v1/assets_description?asset_id=${pick(pages).id}&lang=${pick(['es', 'ca', 'pt'])}`,
      () => `/api/v1/rest_menu_items?product_id=${pick(restaurants).productId}&lang=en`,
      () => `/api/v1/asset?type=${pick(['eat', 'property', 'activity'])}&q=${pick(['mar', 'playa', 'casa', 'sol'])}`,
      () => `/api/v1/assets_availability/${pick(rentals).id}`,
    ];
    const failedReads: string[] = [];
    let reads = 0;
    const bookings: { stay: Stay; status: number; id?: string; answer: string }[] = [];
    let running = true;
    const clients = Array.from({ length: CLIENTS }, async (_, n) => {
      const client = new Client();
      const token = tokens[n % GUESTS]!;
      for (let turn = 0; running; turn++) {
        const stay = turn % 4 === 3 ? stays.pop() : undefined;
        if (stay) {
          const res = await client.post(nginx.url, '/api/v1/booking', { ...stay, adults: 1 }, token).catch(failure);
          const answer = await res.text();
          const id = res.status === 201 ? (JSON.parse(answer) as { id: string }).id : undefined;
          bookings.push({ stay, status: res.status, id, answer });
        } else {
          const path = pick(browsing)();
          const res = await client.get(nginx.url, path).catch(failure);
          reads += 1;
          if (res.status !== 200) failedReads.push(`${res.status} GET ${path}: ${await res.text()}`);
          else await res.arrayBuffer();
        }
      }
    });

    // Under load, A is stopped as a service manager stops it (SIGTERM: it drains and exits),
    // then started again on its port; the load goes on until nginx sends A requests again.
    await until(() => reads >= 200);
    const logBeforeRestart = nginx.accessLog().length;
    expect(await a.stop()).toBe(0);
    a = await startApiProcess(env, a.port);
    const restartedAt = nginx.accessLog().length;
    await until(() =>
      nginx
        .accessLog()
        .slice(restartedAt)
        .some((line) => line.includes(`"127.0.0.1:${a.port}"`)),
    );
    running = false;
    await Promise.all(clients);

    expect(failedReads).toEqual([]);
    expect(bookings.filter(({ status }) => status === 201).length).toBeGreaterThan(0);
    // Every booking is made, or refused with a reason in the error shape; never a 5xx nor a lost answer.
    expect(
      bookings.filter(({ status }) => status !== 201 && status !== 409 && status !== 400),
      'bookings answered neither 201 nor a 4xx',
    ).toEqual([]);
    for (const { answer } of bookings.filter(({ status }) => status !== 201)) {
      expect((JSON.parse(answer) as { error: { code: string } }).error.code).toMatch(/^[A-Z_]+$/);
    }

    // nginx did meet the stopped process, and sent those requests to the other one.
    const duringRestart = nginx.accessLog().slice(logBeforeRestart, restartedAt);
    const retried = duringRestart.filter((line) => line.includes(`"127.0.0.1:${a.port}, 127.0.0.1:${b.port}"`));
    expect(retried.length).toBeGreaterThan(0);

    // In the database: every 201 is one booking, and there is no booking that was not answered 201.
    const sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    try {
      const { rows } = await sql.query<{ id: string }>(
        `select b.id from bookings b join users u on u.id = b.user_id where u.email like 'load-%@multi.example'`,
      );
      const created = bookings.flatMap((booking) => booking.id ?? []);
      expect(rows.map((row) => row.id).sort()).toEqual([...created].sort());
      const overlaps = await sql.query(`
        select 1 from bookings x join bookings y on x.asset_id = y.asset_id and x.id < y.id
          and daterange(x.check_in, x.check_out) && daterange(y.check_in, y.check_out)
        where x.status <> 'cancelled' and y.status <> 'cancelled'`);
      expect(overlaps.rowCount).toBe(0);
    } finally {
      await sql.end();
    }
  }, 180_000);
});

interface Card {
  id: string;
  type: string;
  productId: number | null;
}

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)]!;

/** A network failure, as an answer the assertions can show: status 599 and the error's message. */
function failure(error: unknown): Response {
  return new Response(String((error as Error).cause ?? error), { status: 599, statusText: 'network failure' });
}

/**
 * One client: requests carry the app key and this client's own address in X-Forwarded-For
 * (the test is the client's proxy), so that its rate limits are its own, whatever the run.
 */
class Client {
  private readonly address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  headers(token?: string): Record<string, string> {
    return {
      'x-app-key': APP_KEY,
      'x-forwarded-for': this.address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
  }

  get(url: string, path: string, token?: string) {
    return fetch(`${url}${path}`, { headers: this.headers(token) });
  }

  post(url: string, path: string, body?: unknown, token?: string) {
    return fetch(`${url}${path}`, {
      method: 'POST',
      headers: { ...this.headers(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }
}

/** Retries an assertion until it passes, for what another process learns a moment later. */
async function eventually(assertion: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the load did not get there in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Whether a Redis answers PING on this port of 127.0.0.1. */
function redisPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });
}

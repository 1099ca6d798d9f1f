import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInTimeZone } from '@town/shared/availability';
import { townProfileSchema, type TownProfile } from '@town/shared/town';
import type { ApiProcess } from '../../test/api-process.ts';
import { sendJson, startProcessPair, until, type ProcessPair } from '../../test/process-pair.ts';

/*
 * Two API processes of one installation, started with SEED_ON_EMPTY=false: an empty site has no
 * profile, and a profile written through one process is the other's at once: its answers, its
 * manifest, its mails and the time zone its bookings are in (docs/town.md).
 */

const APP_KEY = 'town-profile-multi-process-test';

let pair: ProcessPair;
let a: ApiProcess;
let b: ApiProcess;
let sql: pg.Client;

beforeAll(async () => {
  pair = await startProcessPair(APP_KEY);
  ({ a, b, sql } = pair);
}, 240_000);

afterAll(async () => {
  await pair?.close();
});

const call = (base: string, method: 'POST' | 'PUT', path: string, body: unknown, token?: string) =>
  sendJson(base, APP_KEY, method, `/api/v1${path}`, body, token);
const town = async (base: string): Promise<TownProfile> => {
  const res = await fetch(`${base}/api/v1/town`, { headers: { 'x-app-key': APP_KEY } });
  expect(res.status).toBe(200);
  return townProfileSchema.parse(await res.json());
};

async function signup(name: string): Promise<{ token: string; id: string; email: string }> {
  const email = `${name.toLowerCase().replace(/\W/g, '')}-${randomBytes(4).toString('hex')}@multi.example`;
  const res = await call(a.url, 'POST', '/auth/signup', { email, password: 'Sunny-Beach7', name, lang: 'es' });
  expect(res.status).toBe(201);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  return { token, id: user.id, email };
}

describe('the town’s profile with two API processes', () => {
  it('is the placeholder on a site started empty: no profile is written', async () => {
    expect(Number((await sql.query<{ n: string }>('select count(*) as n from town_profile')).rows[0]!.n)).toBe(0);
    for (const process of [a, b]) {
      const profile = await town(process.url);
      expect(profile.configured).toBe(false);
      expect(JSON.stringify(profile)).not.toMatch(/Portalba/i);
    }
  });

  it('written through one process, is the other’s at once: answers, manifest, mails, bookings’ time zone', async () => {
    const admin = await signup('Nayra Hernández');
    await sql.query(`update users set role = 'admin' where id = $1`, [admin.id]);
    const host = await signup('Airam Perdomo');
    const guest = await signup('Claire Martin');
    const rentalId = await pair.rentalOwnedBy(host.id);
    const inDays = (n: number) => addDays(dayInTimeZone(new Date(), 'Atlantic/Canary'), n);
    const calendar = await call(
      b.url,
      'PUT',
      `/owner/assets/${rentalId}/availability`,
      { seasons: [{ start: inDays(1), end: inDays(60), price: 90 }] },
      host.token,
    );
    expect(calendar.status, await calendar.clone().text()).toBe(200);
    // B knows the placeholder first (and keeps it in memory).
    expect((await town(b.url)).name).not.toBe('Playa Serena');

    const written = await call(
      a.url,
      'PUT',
      '/admin/town',
      {
        name: 'Playa Serena',
        region: 'Canarias',
        province: 'Santa Cruz de Tenerife',
        centre: { lat: 28.0466, lng: -16.7158 },
        timeZone: 'Atlantic/Canary',
        address: {
          street: 'Plaza de la Constitución, 1',
          postalCode: '38640',
          locality: 'Playa Serena',
          province: 'Santa Cruz de Tenerife',
          country: 'España',
        },
        phone: '+34 922 000 000',
        email: 'turismo@playaserena.example',
        languages: ['es', 'en', 'de'],
        defaultLanguage: 'es',
        legal: {
          entity: 'Ayuntamiento de Playa Serena',
          taxId: 'P3800000A',
          address: 'Plaza de la Constitución, 1, 38640 Playa Serena',
          dpoEmail: 'dpd@playaserena.example',
        },
      },
      admin.token,
    );
    expect(written.status, await written.clone().text()).toBe(200);

    // The other process hears of it by the catalogue's revision: within moments, not minutes.
    await until(async () => (await town(b.url)).name === 'Playa Serena', 'process B reading the new profile', 5_000);
    const manifest = (await (await fetch(`${b.url}/manifest.webmanifest`)).json()) as { name: string };
    expect(manifest.name).toBe('Playa Serena');

    const reminder = await call(b.url, 'POST', '/auth/remember_password', { email: guest.email });
    expect(reminder.status).toBe(202);
    await until(
      async () =>
        (await sql.query(`select 1 from outbox where "to" = $1 and kind = 'password-reset'`, [guest.email]))
          .rowCount === 1,
      'the reminder',
      10_000,
    );
    const mail = await sql.query<{ subject: string; text: string }>(
      `select subject, text from outbox where "to" = $1 and kind = 'password-reset'`,
      [guest.email],
    );
    expect(mail.rows[0]!.subject).toContain('Playa Serena');
    expect(mail.rows[0]!.text).toContain('Playa Serena');

    const booked = await call(
      b.url,
      'POST',
      '/booking',
      { asset_id: rentalId, checkIn: inDays(10), checkOut: inDays(12), adults: 2 },
      guest.token,
    );
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(((await booked.json()) as { timeZone: string }).timeZone).toBe('Atlantic/Canary');
  }, 120_000);
});

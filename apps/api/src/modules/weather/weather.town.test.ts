import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weatherSchema } from '@town/shared/weather';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedIn } from '../accounts/accounts.test-support.ts';
import { accountWith } from '../listings/listings.test-support.ts';
import { townDate } from './weather.normalise.ts';
import { startStandIn, type StandIn } from './weather.test-support.ts';

/*
 * The forecast is the town's (docs/town.md): for its profile's centre, in its time zone, named
 * after it; a new centre is asked about at once. The provider is a stand-in on 127.0.0.1.
 */

let provider: StandIn;
let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  provider = await startStandIn();
  t = await createTestApp({ weatherUrl: provider.forecastUrl, weatherMarineUrl: provider.marineUrl });
  admin = await accountWith(t.app, 'admin', { name: 'Nayra Hernández' });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

const changeTown = async (body: object) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/admin/town',
    headers: apiHeaders(admin.token),
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const weather = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/weather?lang=es', headers: apiHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return weatherSchema.parse(res.json());
};

describe('the weather of the town the profile describes', () => {
  it('asks the provider about the town’s centre, in its time zone, and names the town', async () => {
    await changeTown({
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
    });
    const body = await weather();
    expect(body.location).toEqual({
      name: 'Playa Serena',
      latitude: 28.0466,
      longitude: -16.7158,
      timezone: 'Atlantic/Canary',
    });
    const asked = provider.lastForecastQuery!;
    expect(asked.get('latitude')).toBe('28.0466');
    expect(asked.get('longitude')).toBe('-16.7158');
    expect(asked.get('timezone')).toBe('Atlantic/Canary');
    // The days and hours are the islands' (an hour behind the peninsula).
    expect(body.daily[0]!.date).toBe(townDate(new Date(), 'Atlantic/Canary'));
    expect(body.hourly[0]!.time).toMatch(/[+-]0[01]:00$/);
    expect(provider.calls.forecast).toBe(1);
  });

  it('asks about a new centre at once, and not again for a change elsewhere in the profile', async () => {
    await changeTown({ centre: { lat: 28.1, lng: -16.74 } });
    const moved = await weather();
    expect(provider.calls.forecast).toBe(2);
    expect(provider.lastForecastQuery!.get('latitude')).toBe('28.1');
    expect(provider.lastForecastQuery!.get('longitude')).toBe('-16.74');
    expect(moved.location).toMatchObject({ latitude: 28.1, longitude: -16.74 });

    await changeTown({ name: 'Costa Serena' });
    const renamed = await weather();
    expect(renamed.location.name).toBe('Costa Serena');
    // The same place: the cached forecast serves.
    expect(provider.calls.forecast).toBe(2);
  });
});

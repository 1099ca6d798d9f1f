import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorSchema, SUPPORTED_LANGUAGES, type Language } from '@town/shared';
import { townProfileSchema } from '@town/shared/town';
import { conditionOf, weatherSchema, WEATHER_CONDITIONS } from '@town/shared/weather';
import { LOCALES_DIR } from '../../lib/i18n.ts';
import { apiHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { townDate, townIso } from './weather.normalise.ts';
import { startStandIn, type StandIn } from './weather.test-support.ts';

let provider: StandIn;
let t: TestApp;

beforeAll(async () => {
  provider = await startStandIn();
  t = await createTestApp({ weatherUrl: provider.forecastUrl, weatherMarineUrl: provider.marineUrl });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});
beforeEach(async () => {
  provider.mode = { forecast: 'up', marine: 'up' };
  provider.calls = { forecast: 0, marine: 0 };
  await t.app.db.execute(sql`delete from weather_cache`);
});

const getWeather = (app = t.app, query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/v1/weather${query}`, headers: { ...apiHeaders(), ...headers } });

/** Makes the cached forecast look older without waiting for it to age. */
async function ageCache(app: TestApp['app'], minutes: number, failedMinutesAgo?: number) {
  await app.db.execute(
    sql`update weather_cache set fetched_at = now() - make_interval(mins => ${minutes}),
        failed_at = ${failedMinutesAgo === undefined ? null : sql`now() - make_interval(mins => ${failedMinutesAgo})`}`,
  );
}

/** The condition names a language's weather.json gives (what the pages show). */
function conditionNames(lang: Language): Record<string, string> {
  const texts = JSON.parse(readFileSync(join(LOCALES_DIR, lang, 'weather.json'), 'utf8')) as {
    conditions: Record<string, string>;
  };
  return texts.conditions;
}

async function cacheRows(app: TestApp['app']) {
  const { rows } = await app.db.execute<{ fetched_at: Date }>(sql`select fetched_at from weather_cache`);
  return rows;
}

describe('GET /api/v1/weather', () => {
  it('fetches a fresh forecast and gives it in our own shape', async () => {
    const res = await getWeather();
    expect(res.statusCode).toBe(200);
    const body = weatherSchema.parse(res.json());
    expect(body.stale).toBe(false);
    expect(body.lang).toBe('es');
    expect(body.hourly).toHaveLength(24);
    expect(body.daily).toHaveLength(7);
    expect(body.daily[0]!.date).toBe(townDate(new Date()));
    // The town's profile's (here the placeholder's: no town set up).
    const town = townProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/town', headers: apiHeaders() })).json(),
    );
    expect(body.location).toEqual({
      name: town.name,
      latitude: town.centre.lat,
      longitude: town.centre.lng,
      timezone: 'Europe/Madrid',
    });
    expect(body.current).toMatchObject({
      weatherCode: 2,
      condition: 'partly-cloudy',
      description: 'Parcialmente nuboso',
    });
    expect(body.current).toMatchObject({ seaTemperature: 24.3, waveHeight: 0.6 });
    expect(body.marine).toBe(true);
    expect(body.daily[4]).toMatchObject({ condition: 'thunderstorm', precipitationSum: 12.6, uvIndexMax: 3.6 });
    expect(body.daily[4]!.waveHeightMax).toBe(2.3);
    expect(body.daily[0]!.sunrise).toMatch(/^\d{4}-\d\d-\d\dT07:12:00\+0[12]:00$/);
    expect(body.units.windSpeed).toBe('km/h');
    // The first hour is the current one, in the town's time.
    expect(body.hourly[0]!.time.slice(0, 13)).toBe(townIso(new Date()).slice(0, 13));
    expect(provider.calls).toEqual({ forecast: 1, marine: 1 });

    const asked = provider.lastForecastQuery!;
    expect(asked.get('latitude')).toBe(String(town.centre.lat));
    expect(asked.get('longitude')).toBe(String(town.centre.lng));
    expect(asked.get('timezone')).toBe('Europe/Madrid');
    expect(asked.get('forecast_days')).toBe('7');
    expect(asked.get('daily')).toContain('uv_index_max');
    expect(asked.get('daily')).toContain('sunset');
    expect(asked.get('hourly')).toContain('precipitation_probability');
    expect(asked.get('current')).toContain('apparent_temperature');
    expect((await cacheRows(t.app)).length).toBe(1);
  });

  it('serves the cached forecast for 30 minutes without asking the provider again', async () => {
    const first = weatherSchema.parse((await getWeather()).json());
    await ageCache(t.app, 29);
    const second = await getWeather(t.app, '?lang=en');
    expect(second.statusCode).toBe(200);
    const body = weatherSchema.parse(second.json());
    expect(body.stale).toBe(false);
    expect(body.lang).toBe('en');
    expect(body.current.description).toBe('Partly cloudy');
    expect(body.fetchedAt).not.toBe(first.fetchedAt); // the aged row's time
    expect(provider.calls.forecast).toBe(1);
  });

  it('asks the provider once for many simultaneous requests', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => getWeather()));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(provider.calls.forecast).toBe(1);
  });

  it('refreshes a forecast older than 30 minutes', async () => {
    await getWeather();
    await ageCache(t.app, 31);
    const res = await getWeather();
    expect(weatherSchema.parse(res.json()).stale).toBe(false);
    expect(provider.calls.forecast).toBe(2);
    const [row] = await cacheRows(t.app);
    expect(Date.now() - new Date(row!.fetched_at).getTime()).toBeLessThan(5 * 60_000);
  });

  it('serves the last forecast marked stale when the provider is down', async () => {
    await getWeather();
    await ageCache(t.app, 45);
    const [aged] = await cacheRows(t.app);
    provider.mode.forecast = 'down';

    const res = await getWeather();
    expect(res.statusCode).toBe(200);
    const body = weatherSchema.parse(res.json());
    expect(body.stale).toBe(true);
    expect(new Date(body.fetchedAt).getTime()).toBe(Math.floor(new Date(aged!.fetched_at).getTime() / 1000) * 1000);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(provider.calls.forecast).toBe(2);

    // Right after a failure the provider is left alone for a while: still stale, no new call.
    const again = await getWeather();
    expect(weatherSchema.parse(again.json()).stale).toBe(true);
    expect(provider.calls.forecast).toBe(2);

    // Once the provider is back and the pause is over, the forecast is fresh again.
    provider.mode.forecast = 'up';
    await ageCache(t.app, 45, 2);
    const recovered = await getWeather();
    expect(weatherSchema.parse(recovered.json()).stale).toBe(false);
    expect(provider.calls.forecast).toBe(3);
  });

  it('answers 503 WEATHER_UNAVAILABLE when nothing is cached and the provider is down', async () => {
    provider.mode.forecast = 'down';
    const res = await getWeather();
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('WEATHER_UNAVAILABLE');
    expect(await cacheRows(t.app)).toHaveLength(0);
  });

  it('treats a malformed provider answer as a failure', async () => {
    provider.mode.forecast = 'garbage';
    const res = await getWeather();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('WEATHER_UNAVAILABLE');
  });

  it('does without the marine figures when the marine forecast fails', async () => {
    provider.mode.marine = 'down';
    const res = await getWeather();
    const body = weatherSchema.parse(res.json());
    expect(body.stale).toBe(false);
    expect(body.marine).toBe(false);
    expect(body.current.seaTemperature).toBeNull();
    expect(body.daily[0]!.waveHeightMax).toBeNull();
    expect(body.daily[0]!.uvIndexMax).toBe(7.8);
  });

  it('answers If-None-Match with 304 while the forecast is unchanged', async () => {
    const first = await getWeather(t.app, '?lang=fr');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getWeather(t.app, '?lang=fr', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await getWeather(t.app, '?lang=de', { 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('refuses an unknown language with 400 naming the field', async () => {
    for (const lang of ['xx', 'zz', 'ES', '']) {
      const res = await getWeather(t.app, `?lang=${lang}`);
      expect(res.statusCode).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error.code).toBe('VALIDATION_ERROR');
      expect(JSON.stringify(body.error.details)).toContain('querystring.lang');
    }
    expect(provider.calls.forecast).toBe(0);
  });

  it('never answers a 5xx to random queries', async () => {
    await getWeather();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('lang', 'lat', 'x', 'lang[]', 'days'),
          fc.oneof(fc.string(), fc.constantFrom('es', 'eu', 'pt')),
        ),
        async (query) => {
          const res = await getWeather(t.app, `?${new URLSearchParams(query)}`);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode === 200) weatherSchema.parse(res.json());
          else expect(apiErrorSchema.safeParse(res.json()).success).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
    expect(provider.calls.forecast).toBe(1);
  });

  it("names each condition in the asked language as the pages do (the locale files' weather.json)", async () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const res = await getWeather(t.app, `?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      const body = weatherSchema.parse(res.json());
      const named = conditionNames(lang);
      for (const day of [body.current, ...body.daily]) {
        expect(day.description, `${lang} ${day.condition}`).toBe(named[day.condition]);
      }
    }
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.json().paths['/api/v1/weather'].get).toBeDefined();
  });
});

describe('a provider that never answers', () => {
  let slow: TestApp;
  beforeAll(async () => {
    slow = await createTestApp({
      weatherUrl: provider.forecastUrl,
      weatherMarineUrl: undefined,
      weatherTimeoutMs: 200,
    });
  });
  afterAll(async () => {
    await slow.close();
  });

  it('is given up after the timeout: the cached forecast is served stale, or 503 with none', async () => {
    provider.mode.forecast = 'hang';
    const none = await getWeather(slow.app);
    expect(none.statusCode).toBe(503);

    provider.mode.forecast = 'up';
    const fresh = weatherSchema.parse((await getWeather(slow.app)).json());
    expect(fresh.marine).toBe(false);
    await ageCache(slow.app, 40);
    provider.mode.forecast = 'hang';
    const stale = await getWeather(slow.app);
    expect(stale.statusCode).toBe(200);
    expect(weatherSchema.parse(stale.json()).stale).toBe(true);
  });
});

describe('weather codes and times', () => {
  it("has every condition's name in weather.json in each of the nine languages", () => {
    for (const lang of SUPPORTED_LANGUAGES) {
      const named = conditionNames(lang);
      expect(Object.keys(named).sort(), lang).toEqual([...WEATHER_CONDITIONS].sort());
      for (const condition of WEATHER_CONDITIONS) expect(named[condition]?.trim(), `${lang} ${condition}`).toBeTruthy();
    }
  });

  it('maps every WMO code to one of the condition keys', () => {
    expect(conditionOf(0)).toBe('clear');
    expect(conditionOf(3)).toBe('cloudy');
    expect(conditionOf(45)).toBe('fog');
    expect(conditionOf(55)).toBe('drizzle');
    expect(conditionOf(65)).toBe('rain');
    expect(conditionOf(75)).toBe('snow');
    expect(conditionOf(81)).toBe('showers');
    expect(conditionOf(99)).toBe('thunderstorm');
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 200 }), (code) => WEATHER_CONDITIONS.includes(conditionOf(code))),
    );
  });

  it("writes instants in the town's time with its summer or winter offset", () => {
    expect(townIso(new Date('2026-07-14T13:00:00Z'))).toBe('2026-07-14T15:00:00+02:00');
    expect(townIso(new Date('2026-01-14T13:00:00Z'))).toBe('2026-01-14T14:00:00+01:00');
    expect(townDate(new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
  });
});

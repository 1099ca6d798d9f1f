import { z } from 'zod';

/**
 * Open-Meteo, as our server calls it (never the browser). We ask for Unix times so
 * that every instant is exact whatever the daylight-saving changes of the week.
 */

const values = z.array(z.number().nullable());
const times = z.array(z.number().int());

export const openMeteoForecastSchema = z.object({
  current: z.object({
    time: z.number().int(),
    temperature_2m: z.number(),
    relative_humidity_2m: z.number(),
    apparent_temperature: z.number(),
    is_day: z.number(),
    precipitation: z.number(),
    weather_code: z.number().int(),
    cloud_cover: z.number().nullish(),
    pressure_msl: z.number().nullish(),
    wind_speed_10m: z.number(),
    wind_direction_10m: z.number(),
    wind_gusts_10m: z.number().nullish(),
  }),
  hourly: z.object({
    time: times,
    temperature_2m: values,
    precipitation_probability: values.optional(),
    precipitation: values,
    weather_code: values,
    is_day: values.optional(),
    wind_speed_10m: values,
    wind_direction_10m: values,
    wind_gusts_10m: values.optional(),
  }),
  daily: z.object({
    time: times,
    weather_code: values,
    temperature_2m_max: values,
    temperature_2m_min: values,
    precipitation_sum: values,
    precipitation_probability_max: values.optional(),
    sunrise: times,
    sunset: times,
    uv_index_max: values.optional(),
    wind_speed_10m_max: values,
    wind_gusts_10m_max: values.optional(),
    wind_direction_10m_dominant: values.optional(),
  }),
});
export type OpenMeteoForecast = z.infer<typeof openMeteoForecastSchema>;

/** Marine figures are null over land or where the wave model has no cell. */
export const openMeteoMarineSchema = z.object({
  current: z
    .object({
      time: z.number().int(),
      wave_height: z.number().nullish(),
      wave_direction: z.number().nullish(),
      wave_period: z.number().nullish(),
      sea_surface_temperature: z.number().nullish(),
    })
    .optional(),
  daily: z
    .object({
      time: times,
      wave_height_max: values.optional(),
      wave_direction_dominant: values.optional(),
      wave_period_max: values.optional(),
    })
    .optional(),
});
export type OpenMeteoMarine = z.infer<typeof openMeteoMarineSchema>;

/** What the cache keeps: the provider's answers as received (after validation). */
export const storedForecastSchema = z.object({
  forecast: openMeteoForecastSchema,
  marine: openMeteoMarineSchema.nullable(),
});
export type StoredForecast = z.infer<typeof storedForecastSchema>;

/** Where a forecast is for, and the time zone its days are counted in (the town's centre and zone). */
export interface Place {
  latitude: number;
  longitude: number;
  timeZone: string;
}

export interface ProviderOptions {
  forecastUrl: string;
  marineUrl?: string;
  timeoutMs: number;
}

const FORECAST_PARAMS = {
  current: [
    'temperature_2m',
    'relative_humidity_2m',
    'apparent_temperature',
    'is_day',
    'precipitation',
    'weather_code',
    'cloud_cover',
    'pressure_msl',
    'wind_speed_10m',
    'wind_direction_10m',
    'wind_gusts_10m',
  ],
  hourly: [
    'temperature_2m',
    'precipitation_probability',
    'precipitation',
    'weather_code',
    'is_day',
    'wind_speed_10m',
    'wind_direction_10m',
    'wind_gusts_10m',
  ],
  daily: [
    'weather_code',
    'temperature_2m_max',
    'temperature_2m_min',
    'precipitation_sum',
    'precipitation_probability_max',
    'sunrise',
    'sunset',
    'uv_index_max',
    'wind_speed_10m_max',
    'wind_gusts_10m_max',
    'wind_direction_10m_dominant',
  ],
};

const MARINE_PARAMS = {
  current: ['wave_height', 'wave_direction', 'wave_period', 'sea_surface_temperature'],
  daily: ['wave_height_max', 'wave_direction_dominant', 'wave_period_max'],
};

function providerUrl(base: string, place: Place, params: Record<string, string[]>, extra: Record<string, string>) {
  const url = new URL(base);
  url.searchParams.set('latitude', String(place.latitude));
  url.searchParams.set('longitude', String(place.longitude));
  for (const [name, list] of Object.entries(params)) url.searchParams.set(name, list.join(','));
  url.searchParams.set('timezone', place.timeZone);
  url.searchParams.set('timeformat', 'unixtime');
  url.searchParams.set('forecast_days', '7');
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return url;
}

async function getJson<T>(url: URL, schema: z.ZodType<T>, timeoutMs: number): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`${url.host} answered ${res.status}`);
  }
  return schema.parse(await res.json());
}

/**
 * Both forecasts in parallel. The weather forecast must answer; the marine one may
 * fail (or not be configured) and the forecast still counts.
 */
export async function fetchForecast(place: Place, options: ProviderOptions): Promise<StoredForecast> {
  const forecast = getJson(
    // 48 hours: a cached forecast still covers the next 24 when it is served later.
    providerUrl(options.forecastUrl, place, FORECAST_PARAMS, { forecast_hours: '48' }),
    openMeteoForecastSchema,
    options.timeoutMs,
  );
  const marine = options.marineUrl
    ? getJson(providerUrl(options.marineUrl, place, MARINE_PARAMS, {}), openMeteoMarineSchema, options.timeoutMs).catch(
        () => null,
      )
    : Promise.resolve(null);
  const [forecastAnswer, marineAnswer] = await Promise.all([forecast, marine]);
  return { forecast: forecastAnswer, marine: marineAnswer };
}

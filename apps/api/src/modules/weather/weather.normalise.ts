import type { Language } from '@town/shared';
import { townTimeZone } from '@town/shared/time-zone';
import { conditionOf, WEATHER_UNITS, type DailyWeather, type HourlyWeather, type Weather } from '@town/shared/weather';
import { t } from '../../lib/i18n.ts';
import type { StoredForecast } from './weather.provider.ts';

/** One formatter per time zone: building one is costly, and a town keeps its zone for months. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const p of formatter.formatToParts(date)) parts[p.type] = p.value;
  return parts;
}

/** Intl formatting costs microseconds per call and a forecast has ~100 instants that repeat for 30 minutes. */
const isoCache = new Map<string, string>();

/** An instant as the town's wall-clock time with its offset: '2026-07-14T15:00:00+02:00' (the town's zone by default). */
export function townIso(date: Date, timeZone: string = townTimeZone()): string {
  const key = `${timeZone} ${date.getTime()}`;
  let iso = isoCache.get(key);
  if (iso === undefined) {
    const p = partsOf(date, timeZone);
    // longOffset reads 'GMT+02:00', or plain 'GMT' at offset zero.
    const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName!.replace('GMT', '');
    iso = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
    if (isoCache.size >= 10_000) isoCache.clear();
    isoCache.set(key, iso);
  }
  return iso;
}

/** The town's calendar day of an instant: 'YYYY-MM-DD'. */
export function townDate(date: Date, timeZone: string = townTimeZone()): string {
  return townIso(date, timeZone).slice(0, 10);
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);
const at = (list: readonly (number | null)[] | undefined, i: number) => list?.[i] ?? null;

export interface NormaliseOptions {
  lang: Language;
  now: Date;
  location: Weather['location'];
  fetchedAt: Date;
  stale: boolean;
}

export const OPEN_METEO_ATTRIBUTION = { name: 'Open-Meteo', url: 'https://open-meteo.com/' };

/**
 * The provider's answer in our own shape (packages/shared/src/weather.ts): the 24 hours
 * from the current one and seven days from today, as far as the forecast reaches.
 * Rows the provider left incomplete are skipped rather than invented.
 */
export function normaliseForecast(stored: StoredForecast, options: NormaliseOptions): Weather {
  const { forecast, marine } = stored;
  // Times in the zone of the place the forecast is for (the town's, from its profile).
  const zone = options.location.timezone;
  const iso = (date: Date) => townIso(date, zone);
  const day = (date: Date) => townDate(date, zone);
  // The pages' own names of the conditions (weather.json), for clients without translations.
  const describe = (code: number) => t(options.lang, `weather:conditions.${conditionOf(code)}`);
  const hourStart = Math.floor(options.now.getTime() / 3_600_000) * 3_600;
  const today = day(options.now);

  const c = forecast.current;
  const current: Weather['current'] = {
    time: iso(fromUnix(c.time)),
    temperature: c.temperature_2m,
    apparentTemperature: c.apparent_temperature,
    humidity: c.relative_humidity_2m,
    precipitation: c.precipitation,
    weatherCode: c.weather_code,
    condition: conditionOf(c.weather_code),
    description: describe(c.weather_code),
    isDay: c.is_day === 1,
    cloudCover: c.cloud_cover ?? null,
    pressure: c.pressure_msl ?? null,
    windSpeed: c.wind_speed_10m,
    windDirection: c.wind_direction_10m,
    windGusts: c.wind_gusts_10m ?? null,
    seaTemperature: marine?.current?.sea_surface_temperature ?? null,
    waveHeight: marine?.current?.wave_height ?? null,
    waveDirection: marine?.current?.wave_direction ?? null,
    wavePeriod: marine?.current?.wave_period ?? null,
  };

  const h = forecast.hourly;
  const hourly: HourlyWeather[] = [];
  h.time.forEach((time, i) => {
    if (time < hourStart || hourly.length >= 24) return;
    const temperature = at(h.temperature_2m, i);
    const precipitation = at(h.precipitation, i);
    const code = at(h.weather_code, i);
    const windSpeed = at(h.wind_speed_10m, i);
    const windDirection = at(h.wind_direction_10m, i);
    if (
      temperature === null ||
      precipitation === null ||
      code === null ||
      windSpeed === null ||
      windDirection === null
    ) {
      return;
    }
    const isDay = at(h.is_day, i);
    hourly.push({
      time: iso(fromUnix(time)),
      temperature,
      precipitationProbability: at(h.precipitation_probability, i),
      precipitation,
      weatherCode: code,
      condition: conditionOf(code),
      isDay: isDay === null ? true : isDay === 1,
      windSpeed,
      windDirection,
      windGusts: at(h.wind_gusts_10m, i),
    });
  });

  const d = forecast.daily;
  const marineDays = new Map<string, number>();
  marine?.daily?.time.forEach((time, i) => marineDays.set(day(fromUnix(time)), i));
  const daily: DailyWeather[] = [];
  d.time.forEach((time, i) => {
    const date = day(fromUnix(time));
    if (date < today || daily.length >= 7) return;
    const code = at(d.weather_code, i);
    const max = at(d.temperature_2m_max, i);
    const min = at(d.temperature_2m_min, i);
    const precipitationSum = at(d.precipitation_sum, i);
    const windSpeedMax = at(d.wind_speed_10m_max, i);
    const sunrise = d.sunrise[i];
    const sunset = d.sunset[i];
    if (
      code === null ||
      max === null ||
      min === null ||
      precipitationSum === null ||
      windSpeedMax === null ||
      sunrise === undefined ||
      sunset === undefined
    ) {
      return;
    }
    const m = marineDays.get(date);
    const sea = marine?.daily;
    daily.push({
      date,
      weatherCode: code,
      condition: conditionOf(code),
      description: describe(code),
      temperatureMax: max,
      temperatureMin: min,
      precipitationSum,
      precipitationProbabilityMax: at(d.precipitation_probability_max, i),
      sunrise: iso(fromUnix(sunrise)),
      sunset: iso(fromUnix(sunset)),
      uvIndexMax: at(d.uv_index_max, i),
      windSpeedMax,
      windGustsMax: at(d.wind_gusts_10m_max, i),
      windDirectionDominant: at(d.wind_direction_10m_dominant, i),
      waveHeightMax: m === undefined ? null : at(sea?.wave_height_max, m),
      waveDirectionDominant: m === undefined ? null : at(sea?.wave_direction_dominant, m),
      wavePeriodMax: m === undefined ? null : at(sea?.wave_period_max, m),
    });
  });

  return {
    location: options.location,
    lang: options.lang,
    current,
    hourly,
    daily,
    units: { ...WEATHER_UNITS },
    marine:
      current.waveHeight !== null || current.seaTemperature !== null || daily.some((day) => day.waveHeightMax !== null),
    fetchedAt: iso(options.fetchedAt),
    stale: options.stale,
    attribution: OPEN_METEO_ATTRIBUTION,
  };
}

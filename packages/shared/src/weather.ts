import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './languages.ts';

/**
 * The few conditions the web draws an icon for; their names are in the locale files
 * (`weather.json`, `conditions`), which the API's `description` reads too. WMO codes (what
 * Open-Meteo reports) are many more; `conditionOf` folds them into these.
 */
export const WEATHER_CONDITIONS = [
  'clear',
  'partly-cloudy',
  'cloudy',
  'fog',
  'drizzle',
  'rain',
  'snow',
  'showers',
  'thunderstorm',
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

const WMO_CONDITIONS: Record<number, WeatherCondition> = {
  0: 'clear',
  1: 'clear',
  2: 'partly-cloudy',
  3: 'cloudy',
  45: 'fog',
  48: 'fog',
  51: 'drizzle',
  53: 'drizzle',
  55: 'drizzle',
  56: 'drizzle',
  57: 'drizzle',
  61: 'rain',
  63: 'rain',
  65: 'rain',
  66: 'rain',
  67: 'rain',
  71: 'snow',
  73: 'snow',
  75: 'snow',
  77: 'snow',
  85: 'snow',
  86: 'snow',
  80: 'showers',
  81: 'showers',
  82: 'showers',
  95: 'thunderstorm',
  96: 'thunderstorm',
  99: 'thunderstorm',
};

/** WMO weather interpretation code (WW, 0–99) → condition. Codes the WMO table does not use read as cloudy. */
export function conditionOf(wmoCode: number): WeatherCondition {
  return WMO_CONDITIONS[wmoCode] ?? 'cloudy';
}

export const weatherQuerySchema = z.object({
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type WeatherQuery = z.infer<typeof weatherQuerySchema>;

/** A full timestamp with the town's offset, e.g. 2026-07-14T15:00:00+02:00. */
const instant = z.iso.datetime({ offset: true });
const nullableNumber = z.number().nullable();

export const currentWeatherSchema = z.object({
  time: instant,
  temperature: z.number(),
  apparentTemperature: z.number(),
  humidity: z.number(),
  precipitation: z.number(),
  weatherCode: z.number().int(),
  condition: z.enum(WEATHER_CONDITIONS),
  description: z.string(),
  isDay: z.boolean(),
  cloudCover: nullableNumber,
  pressure: nullableNumber,
  windSpeed: z.number(),
  windDirection: z.number(),
  windGusts: nullableNumber,
  /** Sea figures come from the marine forecast; null when it did not answer. */
  seaTemperature: nullableNumber,
  waveHeight: nullableNumber,
  waveDirection: nullableNumber,
  wavePeriod: nullableNumber,
});

export const hourlyWeatherSchema = z.object({
  time: instant,
  temperature: z.number(),
  precipitationProbability: nullableNumber,
  precipitation: z.number(),
  weatherCode: z.number().int(),
  condition: z.enum(WEATHER_CONDITIONS),
  isDay: z.boolean(),
  windSpeed: z.number(),
  windDirection: z.number(),
  windGusts: nullableNumber,
});

export const dailyWeatherSchema = z.object({
  /** The town's calendar day. */
  date: z.iso.date(),
  weatherCode: z.number().int(),
  condition: z.enum(WEATHER_CONDITIONS),
  description: z.string(),
  temperatureMax: z.number(),
  temperatureMin: z.number(),
  precipitationSum: z.number(),
  precipitationProbabilityMax: nullableNumber,
  sunrise: instant,
  sunset: instant,
  uvIndexMax: nullableNumber,
  windSpeedMax: z.number(),
  windGustsMax: nullableNumber,
  windDirectionDominant: nullableNumber,
  waveHeightMax: nullableNumber,
  waveDirectionDominant: nullableNumber,
  wavePeriodMax: nullableNumber,
});

export const WEATHER_UNITS = {
  temperature: '°C',
  humidity: '%',
  precipitation: 'mm',
  precipitationProbability: '%',
  cloudCover: '%',
  pressure: 'hPa',
  windSpeed: 'km/h',
  windDirection: '°',
  uvIndex: '',
  waveHeight: 'm',
  wavePeriod: 's',
} as const;

export const weatherSchema = z.object({
  location: z.object({
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timezone: z.string(),
  }),
  lang: z.enum(SUPPORTED_LANGUAGES),
  current: currentWeatherSchema,
  /** The next 24 hours, starting with the current one. */
  hourly: z.array(hourlyWeatherSchema).max(24),
  /** Seven days, starting today. */
  daily: z.array(dailyWeatherSchema).max(7),
  units: z.object({
    temperature: z.string(),
    humidity: z.string(),
    precipitation: z.string(),
    precipitationProbability: z.string(),
    cloudCover: z.string(),
    pressure: z.string(),
    windSpeed: z.string(),
    windDirection: z.string(),
    uvIndex: z.string(),
    waveHeight: z.string(),
    wavePeriod: z.string(),
  }),
  /** Whether sea figures (waves, sea temperature) are part of this forecast. */
  marine: z.boolean(),
  fetchedAt: instant,
  /** True when the provider did not answer and this is the last forecast we had. */
  stale: z.boolean(),
  attribution: z.object({ name: z.string(), url: z.url() }),
});
export type Weather = z.infer<typeof weatherSchema>;
export type CurrentWeather = z.infer<typeof currentWeatherSchema>;
export type HourlyWeather = z.infer<typeof hourlyWeatherSchema>;
export type DailyWeather = z.infer<typeof dailyWeatherSchema>;

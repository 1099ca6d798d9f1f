import { townDate, townIso } from './weather.normalise.ts';

/**
 * Open-Meteo answers as the provider gives them (timeformat=unixtime, in the time zone asked for),
 * for the stand-ins of the API and browser tests. Deterministic: a warm week that
 * clouds over mid-week, with a stormy fifth day, starting from `now`.
 */

const DAYS = [
  { code: 2, max: 27.4, min: 19.2, rain: 0, chance: 5, uv: 7.8, wind: 14.2, gusts: 27.4, dir: 135, waves: 0.8 },
  { code: 1, max: 26.8, min: 18.9, rain: 0, chance: 10, uv: 7.1, wind: 16.8, gusts: 31.2, dir: 120, waves: 0.9 },
  { code: 3, max: 24.9, min: 18.1, rain: 0.2, chance: 25, uv: 5.4, wind: 18.4, gusts: 33.5, dir: 95, waves: 1.1 },
  { code: 80, max: 22.3, min: 17.4, rain: 4.8, chance: 70, uv: 4.2, wind: 24.1, gusts: 45.8, dir: 250, waves: 1.6 },
  { code: 95, max: 21.7, min: 16.8, rain: 12.6, chance: 85, uv: 3.6, wind: 31.7, gusts: 62.3, dir: 275, waves: 2.3 },
  { code: 61, max: 23.5, min: 17.9, rain: 3.1, chance: 60, uv: 5.9, wind: 20.3, gusts: 38.9, dir: 260, waves: 1.4 },
  { code: 0, max: 26.1, min: 18.6, rain: 0, chance: 5, uv: 7.5, wind: 13.5, gusts: 25.6, dir: 140, waves: 0.7 },
] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const localHour = (unix: number, zone: string) => Number(townIso(new Date(unix * 1000), zone).slice(11, 13));

/** Unix seconds of the town's midnight starting the day of `now`. */
function townMidnight(now: Date, zone: string): number {
  const offset = townIso(now, zone).slice(19);
  return Date.parse(`${townDate(now, zone)}T00:00:00${offset}`) / 1000;
}

function hourValues(unix: number, midnight: number, zone: string) {
  const day = DAYS[Math.min(DAYS.length - 1, Math.max(0, Math.floor((unix - midnight) / 86_400)))]!;
  const hour = localHour(unix, zone);
  // Coolest at 6:00, warmest at 15:00.
  const warmth = (1 - Math.cos((((hour - 6 + 24) % 24) / 18) * Math.PI)) / 2;
  const isDay = hour >= 8 && hour < 21;
  return {
    temperature: round1(day.min + (day.max - day.min) * Math.min(1, warmth)),
    code: day.code,
    isDay: isDay ? 1 : 0,
    chance: day.chance,
    rain: day.rain > 0 && hour >= 12 && hour < 18 ? round1(day.rain / 6) : 0,
    wind: round1(day.wind * (isDay ? 0.8 : 0.5)),
    gusts: round1(day.gusts * (isDay ? 0.8 : 0.5)),
    dir: day.dir,
  };
}

function forecastAnswer(now: Date, latitude: number, longitude: number, zone: string) {
  const midnight = townMidnight(now, zone);
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600;
  const hours = Array.from({ length: 48 }, (_, i) => hourStart + i * 3_600);
  const hourly = hours.map((t) => hourValues(t, midnight, zone));
  const days = DAYS.map((_, i) => midnight + i * 86_400);
  const current = hourValues(hourStart, midnight, zone);
  return {
    latitude,
    longitude,
    generationtime_ms: 0.21,
    utc_offset_seconds: Number(townIso(now, zone).slice(19, 22)) * 3_600,
    timezone: zone,
    timezone_abbreviation: 'GMT+2',
    elevation: 12,
    current_units: {
      time: 'unixtime',
      interval: 'seconds',
      temperature_2m: '°C',
      relative_humidity_2m: '%',
      apparent_temperature: '°C',
      is_day: '',
      precipitation: 'mm',
      weather_code: 'wmo code',
      cloud_cover: '%',
      pressure_msl: 'hPa',
      wind_speed_10m: 'km/h',
      wind_direction_10m: '°',
      wind_gusts_10m: 'km/h',
    },
    current: {
      time: Math.floor(now.getTime() / 900_000) * 900,
      interval: 900,
      temperature_2m: current.temperature,
      relative_humidity_2m: 64,
      apparent_temperature: round1(current.temperature + 1.3),
      is_day: current.isDay,
      precipitation: current.rain,
      weather_code: current.code,
      cloud_cover: 38,
      pressure_msl: 1016.4,
      wind_speed_10m: current.wind,
      wind_direction_10m: current.dir,
      wind_gusts_10m: current.gusts,
    },
    hourly_units: {
      time: 'unixtime',
      temperature_2m: '°C',
      precipitation_probability: '%',
      precipitation: 'mm',
      weather_code: 'wmo code',
      is_day: '',
      wind_speed_10m: 'km/h',
      wind_direction_10m: '°',
      wind_gusts_10m: 'km/h',
    },
    hourly: {
      time: hours,
      temperature_2m: hourly.map((h) => h.temperature),
      precipitation_probability: hourly.map((h) => h.chance),
      precipitation: hourly.map((h) => h.rain),
      weather_code: hourly.map((h) => h.code),
      is_day: hourly.map((h) => h.isDay),
      wind_speed_10m: hourly.map((h) => h.wind),
      wind_direction_10m: hourly.map((h) => h.dir),
      wind_gusts_10m: hourly.map((h) => h.gusts),
    },
    daily_units: {
      time: 'unixtime',
      weather_code: 'wmo code',
      temperature_2m_max: '°C',
      temperature_2m_min: '°C',
      precipitation_sum: 'mm',
      precipitation_probability_max: '%',
      sunrise: 'unixtime',
      sunset: 'unixtime',
      uv_index_max: '',
      wind_speed_10m_max: 'km/h',
      wind_gusts_10m_max: 'km/h',
      wind_direction_10m_dominant: '°',
    },
    daily: {
      time: days,
      weather_code: DAYS.map((d) => d.code),
      temperature_2m_max: DAYS.map((d) => d.max),
      temperature_2m_min: DAYS.map((d) => d.min),
      precipitation_sum: DAYS.map((d) => d.rain),
      precipitation_probability_max: DAYS.map((d) => d.chance),
      // 7:12 and 21:31 local time.
      sunrise: days.map((t) => t + 7 * 3_600 + 12 * 60),
      sunset: days.map((t) => t + 21 * 3_600 + 31 * 60),
      uv_index_max: DAYS.map((d) => d.uv),
      wind_speed_10m_max: DAYS.map((d) => d.wind),
      wind_gusts_10m_max: DAYS.map((d) => d.gusts),
      wind_direction_10m_dominant: DAYS.map((d) => d.dir),
    },
  };
}

function marineAnswer(now: Date, latitude: number, longitude: number, zone: string) {
  const midnight = townMidnight(now, zone);
  const days = DAYS.map((_, i) => midnight + i * 86_400);
  return {
    latitude,
    longitude,
    generationtime_ms: 0.14,
    utc_offset_seconds: Number(townIso(now, zone).slice(19, 22)) * 3_600,
    timezone: zone,
    timezone_abbreviation: 'GMT+2',
    elevation: 0,
    current_units: {
      time: 'unixtime',
      interval: 'seconds',
      wave_height: 'm',
      wave_direction: '°',
      wave_period: 's',
      sea_surface_temperature: '°C',
    },
    current: {
      time: Math.floor(now.getTime() / 900_000) * 900,
      interval: 900,
      wave_height: 0.6,
      wave_direction: 140,
      wave_period: 5.2,
      sea_surface_temperature: 24.3,
    },
    daily_units: { time: 'unixtime', wave_height_max: 'm', wave_direction_dominant: '°', wave_period_max: 's' },
    daily: {
      time: days,
      wave_height_max: DAYS.map((d) => d.waves),
      wave_direction_dominant: DAYS.map((d) => d.dir),
      wave_period_max: DAYS.map((d) => round1(4 + d.waves * 2)),
    },
  };
}

/** The provider's answer to `url` at `now`: the marine forecast when the path names it, else the weather forecast. */
export function openMeteoAnswer(url: URL, now: Date = new Date()): unknown {
  const latitude = Number(url.searchParams.get('latitude') ?? 0);
  const longitude = Number(url.searchParams.get('longitude') ?? 0);
  const zone = url.searchParams.get('timezone') ?? 'Europe/Madrid';
  return url.pathname.includes('marine')
    ? marineAnswer(now, latitude, longitude, zone)
    : forecastAnswer(now, latitude, longitude, zone);
}

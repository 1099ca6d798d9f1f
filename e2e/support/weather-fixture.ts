import { openMeteoAnswer } from '../../apps/api/src/modules/weather/weather.fixture.ts';
import type { WeatherFixture } from './third-parties.ts';

/**
 * The weather stand-in's answer: an Open-Meteo forecast (timeformat=unixtime,
 * Europe/Madrid) for the coordinates asked, starting at the current hour, so the
 * weather page always has its next 24 hours and 7 days. Deterministic: a warm,
 * partly cloudy today, showers on day 4 and a thunderstorm on day 5.
 */
export const weatherFixture: WeatherFixture = (url) => openMeteoAnswer(url, new Date());

/*
 * The weather module's public interface: what app.ts and other modules may use. Its
 * repository and table (weather_cache, in db/schema/town.ts) stay inside the module.
 */
export { weatherRoutes } from './weather.routes.ts';
export { createWeatherService, type WeatherService } from './weather.service.ts';

import type { FastifyBaseLogger } from 'fastify';
import type { TownProfile } from '@town/shared/town';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  fetchForecast,
  storedForecastSchema,
  type Place,
  type ProviderOptions,
  type StoredForecast,
} from './weather.provider.ts';
import { lockForecastRefresh, markRefreshFailed, readCachedForecast, saveForecast } from './weather.repository.ts';

/** A forecast is fresh for 30 minutes; after that the provider is asked again. */
export const FORECAST_FRESH_MS = 30 * 60_000;
/** After a failed refresh, the cached forecast is served as stale for a minute before the provider is tried again. */
export const RETRY_AFTER_FAILURE_MS = 60_000;

export interface ForecastResult {
  forecast: StoredForecast;
  fetchedAt: Date;
  stale: boolean;
  /** Where it is for: the town's name, centre and time zone when it was asked for. */
  location: { name: string; latitude: number; longitude: number; timezone: string };
}

/** Nothing cached and the provider does not answer. */
export class WeatherUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The weather provider did not answer and no forecast is cached', { cause });
    this.name = 'WeatherUnavailableError';
  }
}

interface Deps {
  db: Database;
  /** The town's profile: the forecast is for its centre, in its time zone (docs/town.md). */
  town: { current(): Promise<Pick<TownProfile, 'name' | 'centre' | 'timeZone'>> };
  config: Pick<AppConfig, 'weatherUrl' | 'weatherMarineUrl' | 'weatherTimeoutMs'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** The cache's key of a place: "latitude,longitude" and, the days being counted in it, the time zone. */
const keyOf = (place: Place) => `${place.latitude},${place.longitude} ${place.timeZone}`;

/**
 * The town's forecast from the shared cache, refreshed from the provider when it is
 * older than 30 minutes. When the provider fails, the last forecast is served marked
 * stale; with none cached, WeatherUnavailableError. The place is the town's centre as its
 * profile says now: a new centre is a new place, asked for at once.
 */
export function createWeatherService({ db, town, config, log, now = () => new Date() }: Deps) {
  const provider: ProviderOptions = {
    forecastUrl: config.weatherUrl,
    marineUrl: config.weatherMarineUrl,
    timeoutMs: config.weatherTimeoutMs,
  };
  /** Concurrent requests of this process share one refresh per place. */
  const refreshing = new Map<string, Promise<Omit<ForecastResult, 'location'>>>();

  function usable(row: { payload: unknown; fetchedAt: Date; failedAt: Date | null } | undefined) {
    if (!row) return undefined;
    // A payload written by an older version that no longer parses counts as nothing cached.
    const parsed = storedForecastSchema.safeParse(row.payload);
    return parsed.success ? { forecast: parsed.data, fetchedAt: row.fetchedAt, failedAt: row.failedAt } : undefined;
  }

  function decide(cached: ReturnType<typeof usable>, at: Date): Omit<ForecastResult, 'location'> | undefined {
    if (!cached) return undefined;
    if (at.getTime() - cached.fetchedAt.getTime() < FORECAST_FRESH_MS) {
      return { forecast: cached.forecast, fetchedAt: cached.fetchedAt, stale: false };
    }
    if (cached.failedAt && at.getTime() - cached.failedAt.getTime() < RETRY_AFTER_FAILURE_MS) {
      return { forecast: cached.forecast, fetchedAt: cached.fetchedAt, stale: true };
    }
    return undefined;
  }

  async function refresh(place: Place, key: string): Promise<Omit<ForecastResult, 'location'>> {
    return db.transaction(async (tx) => {
      await lockForecastRefresh(tx, key);
      // Another process may have refreshed while this one waited for the lock.
      const cached = usable(await readCachedForecast(tx, key));
      const decided = decide(cached, now());
      if (decided) return decided;
      try {
        const forecast = await fetchForecast(place, provider);
        const fetchedAt = now();
        await saveForecast(tx, key, forecast, fetchedAt);
        return { forecast, fetchedAt, stale: false };
      } catch (error) {
        log.warn({ err: error }, 'weather provider failed');
        if (!cached) throw new WeatherUnavailableError(error);
        await markRefreshFailed(tx, key, now());
        return { forecast: cached.forecast, fetchedAt: cached.fetchedAt, stale: true };
      }
    });
  }

  return {
    async getForecast(): Promise<ForecastResult> {
      const profile = await town.current();
      const place: Place = { latitude: profile.centre.lat, longitude: profile.centre.lng, timeZone: profile.timeZone };
      const location = {
        name: profile.name,
        latitude: place.latitude,
        longitude: place.longitude,
        timezone: place.timeZone,
      };
      const key = keyOf(place);
      const decided = decide(usable(await readCachedForecast(db, key)), now());
      if (decided) return { ...decided, location };
      let pending = refreshing.get(key);
      if (!pending) {
        pending = refresh(place, key).finally(() => refreshing.delete(key));
        refreshing.set(key, pending);
      }
      return { ...(await pending), location };
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;

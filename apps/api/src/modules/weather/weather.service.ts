import type { FastifyBaseLogger } from 'fastify';
import { TOWN } from '@town/shared/town';
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
}

/** Nothing cached and the provider does not answer. */
export class WeatherUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The weather provider did not answer and no forecast is cached', { cause });
    this.name = 'WeatherUnavailableError';
  }
}

/** Where the forecast is for: the town's centre. */
export const TOWN_PLACE: Place = { latitude: TOWN.centre.lat, longitude: TOWN.centre.lng };

interface Deps {
  db: Database;
  config: Pick<AppConfig, 'weatherUrl' | 'weatherMarineUrl' | 'weatherTimeoutMs'>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The town's forecast from the shared cache, refreshed from the provider when it is
 * older than 30 minutes. When the provider fails, the last forecast is served marked
 * stale; with none cached, WeatherUnavailableError.
 */
export function createWeatherService({ db, config, log, now = () => new Date() }: Deps) {
  const place = TOWN_PLACE;
  const provider: ProviderOptions = {
    forecastUrl: config.weatherUrl,
    marineUrl: config.weatherMarineUrl,
    timeoutMs: config.weatherTimeoutMs,
  };
  const key = `${place.latitude},${place.longitude}`;
  /** Concurrent requests of this process share one refresh. */
  let refreshing: Promise<ForecastResult> | undefined;

  function usable(row: { payload: unknown; fetchedAt: Date; failedAt: Date | null } | undefined) {
    if (!row) return undefined;
    // A payload written by an older version that no longer parses counts as nothing cached.
    const parsed = storedForecastSchema.safeParse(row.payload);
    return parsed.success ? { forecast: parsed.data, fetchedAt: row.fetchedAt, failedAt: row.failedAt } : undefined;
  }

  function decide(cached: ReturnType<typeof usable>, at: Date): ForecastResult | undefined {
    if (!cached) return undefined;
    if (at.getTime() - cached.fetchedAt.getTime() < FORECAST_FRESH_MS) {
      return { forecast: cached.forecast, fetchedAt: cached.fetchedAt, stale: false };
    }
    if (cached.failedAt && at.getTime() - cached.failedAt.getTime() < RETRY_AFTER_FAILURE_MS) {
      return { forecast: cached.forecast, fetchedAt: cached.fetchedAt, stale: true };
    }
    return undefined;
  }

  async function refresh(): Promise<ForecastResult> {
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
      const decided = decide(usable(await readCachedForecast(db, key)), now());
      if (decided) return decided;
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      return refreshing;
    },
  };
}

export type WeatherService = ReturnType<typeof createWeatherService>;

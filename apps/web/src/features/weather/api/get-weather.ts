import { queryOptions, useQuery } from '@tanstack/react-query';
import { isSupportedLanguage, type Language } from '@town/shared/languages';
import { weatherSchema, type Weather } from '@town/shared/weather';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { weatherKeys } from './query-keys.ts';

/** The server keeps the forecast 30 minutes; the page asks again after five. */
const WEATHER_STALE_TIME_MS = 5 * 60_000;

export function getWeather(lang: Language, signal?: AbortSignal): Promise<Weather> {
  return apiFetch('/api/v1/weather', { query: { lang }, schema: weatherSchema, signal });
}

/** `xx` (the pseudo-locale) is not a language the API knows: it asks in English. */
export function weatherQueryOptions(lang: string) {
  const apiLang: Language = isSupportedLanguage(lang) ? lang : 'en';
  return queryOptions({
    queryKey: weatherKeys.forecast(apiLang),
    queryFn: ({ signal }) => getWeather(apiLang, signal),
    staleTime: WEATHER_STALE_TIME_MS,
    // A 503 means the provider is down and nothing is cached: asking again at once will not help.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
    // The loader has just asked; the page offers its own retry button.
    retryOnMount: false,
  });
}

export const useWeather = (lang: string) => useQuery(weatherQueryOptions(lang));

import type { TownProfile } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { getQueryClient } from '../../../lib/query-client.ts';
import { useCachedData } from '../../../lib/use-cached-data.ts';
import { townKeys } from './query-keys.ts';

/** The profile changes when an admin saves it; an open page asks again after this long. */
const TOWN_STALE_TIME_MS = 5 * 60_000;

/**
 * GET /api/v1/town: the town's profile (name, contact, map, colour, languages…). The server
 * answers it through the shared schema; parsing it again here would put zod on every page
 * (docs/benchmarks.md#the-javascript-budget-150-kb-on-the-landing-page).
 */
export function getTown(signal?: AbortSignal): Promise<TownProfile> {
  return apiFetch<TownProfile>('/api/v1/town', { signal });
}

/**
 * Its query, as a plain object (no `queryOptions`, no observer): every page reads it. Pages
 * read it from the cache without observing it (`useTownProfile`), so it is never collected.
 */
export const townQueryOptions = () => ({
  queryKey: townKeys.profile(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => getTown(signal),
  staleTime: TOWN_STALE_TIME_MS,
  gcTime: Infinity,
});

/** The profile for a loader: from the cache when there, else fetched (once, however many loaders ask). */
export function ensureTown(): Promise<TownProfile> {
  return getQueryClient().ensureQueryData(townQueryOptions());
}

/**
 * The profile as the cache holds it, following its changes (an admin's save, a refetch), or
 * undefined before the root route's loader has it. The app provides it to every page
 * (lib/town.ts); pages read it with `useTown()`.
 */
export function useTownProfile(): TownProfile | undefined {
  return useCachedData<TownProfile>(townKeys.profile());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { townProfileSchema, type TownProfile } from '@town/shared/town';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/town: the town's profile, as every page shows it (a neutral placeholder until it is set up). */
export function fetchTownProfile(signal?: AbortSignal): Promise<TownProfile> {
  return apiFetch('/api/v1/town', { signal, schema: townProfileSchema });
}

export const townProfileQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.town(),
    queryFn: ({ signal }) => fetchTownProfile(signal),
    // The form starts from what is stored now, not from a copy another tab may have changed.
    staleTime: 0,
  });

export const useTownProfile = () => useQuery(townProfileQueryOptions());

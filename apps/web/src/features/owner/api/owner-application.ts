import { queryOptions, useQuery } from '@tanstack/react-query';
import { myOwnerApplicationSchema } from '@town/shared/owner-applications';
import { apiFetch } from '../../../lib/api-client.ts';
import { ownerKeys } from './query-keys.ts';

/** GET /api/v1/owner/application: the signed-in person's latest application to be an owner, or null. */
export function fetchOwnerApplication(signal?: AbortSignal) {
  return apiFetch('/api/v1/owner/application', { signal, schema: myOwnerApplicationSchema });
}

export function ownerApplicationQueryOptions() {
  return queryOptions({
    queryKey: ownerKeys.application(),
    queryFn: ({ signal }) => fetchOwnerApplication(signal),
    // The town hall decides at any moment.
    staleTime: 0,
  });
}

export const useOwnerApplication = () => useQuery(ownerApplicationQueryOptions());

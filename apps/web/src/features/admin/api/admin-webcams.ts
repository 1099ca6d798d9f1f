import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminWebcamsSchema, type AdminWebcam } from '@town/shared/webcams';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/webcams: the town's cameras in the order visitors see them, each with its own still address. */
export async function fetchAdminWebcams(signal?: AbortSignal): Promise<AdminWebcam[]> {
  const answer = await apiFetch('/api/v1/admin/webcams', { signal, schema: adminWebcamsSchema });
  return answer.items;
}

export const adminWebcamsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.webcams(),
    queryFn: ({ signal }) => fetchAdminWebcams(signal),
    // The form starts from what is stored now, not from a copy another admin may have changed.
    staleTime: 0,
  });

export const useAdminWebcams = () => useQuery(adminWebcamsQueryOptions());

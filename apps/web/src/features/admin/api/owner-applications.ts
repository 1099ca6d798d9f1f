import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminOwnerApplicationsSchema, type AdminOwnerApplication } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/owner_applications: every application to become an owner, with its applicant. */
export async function fetchOwnerApplications(signal?: AbortSignal): Promise<AdminOwnerApplication[]> {
  const answer = await apiFetch('/api/v1/admin/owner_applications', { signal, schema: adminOwnerApplicationsSchema });
  return answer.items;
}

export function ownerApplicationsQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.applications(),
    queryFn: ({ signal }) => fetchOwnerApplications(signal),
    staleTime: 0,
  });
}

export const useOwnerApplications = () => useQuery(ownerApplicationsQueryOptions());

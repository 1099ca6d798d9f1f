import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUsersSchema, type AdminUser } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/users?q=: people whose e-mail or name matches (case and accents aside), at most 50. */
export async function fetchAdminUsers(q: string, signal?: AbortSignal): Promise<AdminUser[]> {
  const answer = await apiFetch('/api/v1/admin/users', { query: { q }, signal, schema: adminUsersSchema });
  return answer.items;
}

export function adminUsersQueryOptions(q: string) {
  return queryOptions({
    queryKey: adminKeys.usersMatching(q),
    queryFn: ({ signal }) => fetchAdminUsers(q, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const useAdminUsers = (q: string, enabled = true) => useQuery({ ...adminUsersQueryOptions(q), enabled });

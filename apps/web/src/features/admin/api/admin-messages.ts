import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminMessagesSchema, type AdminMessage } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/messages?handled=: the contact form's messages, handled or still to handle. */
export async function fetchAdminMessages(handled: boolean, signal?: AbortSignal): Promise<AdminMessage[]> {
  const answer = await apiFetch('/api/v1/admin/messages', {
    query: { handled },
    signal,
    schema: adminMessagesSchema,
  });
  return answer.items;
}

export function adminMessagesQueryOptions(handled: boolean) {
  return queryOptions({
    queryKey: adminKeys.messagesHandled(handled),
    queryFn: ({ signal }) => fetchAdminMessages(handled, signal),
    staleTime: 0,
  });
}

export const useAdminMessages = (handled: boolean) => useQuery(adminMessagesQueryOptions(handled));

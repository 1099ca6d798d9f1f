import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_SIZE, auditPageSchema, type AuditEntry } from '@town/shared/admin';
import { apiFetch } from '../../../lib/api-client.ts';
import { adminKeys } from './query-keys.ts';

/** GET /api/v1/admin/audit?before=&limit=: the newest entries, or those before an instant. */
export async function fetchAuditLog(before: string | undefined, signal?: AbortSignal): Promise<AuditEntry[]> {
  const answer = await apiFetch('/api/v1/admin/audit', {
    query: { before, limit: AUDIT_PAGE_SIZE },
    signal,
    schema: auditPageSchema,
  });
  return answer.items;
}

export function auditLogQueryOptions() {
  return infiniteQueryOptions({
    queryKey: adminKeys.audit(),
    queryFn: ({ pageParam, signal }) => fetchAuditLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A full page may have older entries behind it; the next page starts before its last one.
    getNextPageParam: (last) => (last.length === AUDIT_PAGE_SIZE ? last.at(-1)!.createdAt : undefined),
    staleTime: 0,
  });
}

export const useAuditLog = () => useInfiniteQuery(auditLogQueryOptions());

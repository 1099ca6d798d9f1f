import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * What the query cache holds under `key`, following its changes, or undefined. For data a
 * loader has fetched that every page shows (the town's profile, its pages in the footer):
 * read from the cache rather than with `useQuery`, whose observer code (~3 KB compressed)
 * the landing page would load for this alone (docs/benchmarks.md#page-weight). Such queries
 * have no observer, so they are kept (`gcTime: Infinity`); should one be dropped all the same,
 * the page goes on showing what it last read until a loader fetches it again.
 */
export function useCachedData<T>(key: QueryKey): T | undefined {
  const client = useQueryClient();
  const last = useRef<{ hash: string; data: T } | undefined>(undefined);
  const hash = JSON.stringify(key);
  const subscribe = useCallback((onChange: () => void) => client.getQueryCache().subscribe(onChange), [client]);
  const read = () => {
    const data = client.getQueryData<T>(key);
    if (data !== undefined) return data;
    return last.current?.hash === hash ? last.current.data : undefined;
  };
  const data = useSyncExternalStore(subscribe, read, read);
  if (data !== undefined) last.current = { hash, data };
  return data;
}

import { useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** True once the page has hydrated in the browser; false on the server and while hydrating. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * What only makes sense in a browser (the consent layer, notifications): not in the
 * server's HTML, rendered right after hydration (docs/decisions/013-server-rendering.md).
 */
export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

/**
 * What belongs to one page request while the server renders it: its own query cache
 * and its own i18next instance, so that no visitor's data or language leaks into
 * another's page (docs/decisions/013-server-rendering.md). The server entry provides
 * the lookup (an AsyncLocalStorage); in the browser there is none, and the page's
 * single instances are used.
 */
export interface RequestScope {
  queryClient: QueryClient;
  i18n: I18n;
}

let lookup: (() => RequestScope | undefined) | undefined;

export function provideRequestScope(find: () => RequestScope | undefined): void {
  lookup = find;
}

export function requestScope(): RequestScope | undefined {
  return lookup?.();
}

/** True while rendering on the server: there is no window, storage or document there. */
export const isServer = typeof window === 'undefined';

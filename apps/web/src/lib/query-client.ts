import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { isServer, requestScope } from './request-scope.ts';
import { STALE_TIMES } from '../config/cache.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIMES.default,
        retry: isServer
          ? false
          : (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The query cache of this page: in the browser one for the app's life; on the server one
 * per request (lib/request-scope.ts). Loaders call `getQueryClient().ensureQueryData`
 * with each feature's queryOptions.
 */
export function getQueryClient(): QueryClient {
  const scope = requestScope();
  if (scope) return scope.queryClient;
  if (isServer) throw new Error('No request scope: a query outside a server render');
  browserClient ??= createQueryClient();
  return browserClient;
}

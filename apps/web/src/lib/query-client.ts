import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { STALE_TIMES } from '../config/cache.ts';

/** One client for the app; loaders call `queryClient.ensureQueryData` with each feature's queryOptions. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_TIMES.default,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
      refetchOnWindowFocus: false,
    },
  },
});

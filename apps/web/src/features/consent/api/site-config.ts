import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@town/shared/site-config';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /api/v1/site-config: this deployment's analytics, read at run time. The server
 * serializes it through the shared schema; parsing it again here would put zod (~25 KB)
 * on every first visit, where the banner loads.
 */
export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch<SiteConfig>('/api/v1/site-config', { signal });
}

/**
 * The query without `queryOptions()`, for the consent layer's check before c15t loads:
 * that helper's module would bring react-query's observers into the first download.
 */
export const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSiteConfig(signal),
  staleTime: Infinity,
};

export function siteConfigQueryOptions() {
  return queryOptions(siteConfigQuery);
}

/** The site configuration once known; undefined while loading or when it could not be read. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQueryOptions()).data;
}

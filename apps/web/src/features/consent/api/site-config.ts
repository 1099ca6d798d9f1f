import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteConfigSchema, type SiteConfig } from '@town/shared/site-config';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/v1/site-config: this deployment's analytics, read at run time. */
export function fetchSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return apiFetch('/api/v1/site-config', { schema: siteConfigSchema, signal });
}

export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site-config'] as const,
    queryFn: ({ signal }) => fetchSiteConfig(signal),
    staleTime: Infinity,
  });
}

/** The site configuration once known; undefined while loading or when it could not be read. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQueryOptions()).data;
}

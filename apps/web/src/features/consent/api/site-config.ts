import type { AnalyticsConfig, SiteConfig } from '@town/shared/site-config';
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
 * Its query, as a plain object: the consent layer asks it before c15t loads, in the first
 * download, which must not bring react-query's observers (`queryOptions`, `useQuery`) with
 * it. The hook is in `use-site-config.ts`, in c15t's chunk.
 */
export const siteConfigQuery = {
  queryKey: ['site-config'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchSiteConfig(signal),
  staleTime: Infinity,
};

/** Whether this deployment configures analytics at all: a script URL and an id, as the loaders need. */
export function analyticsConfigured(config: AnalyticsConfig | undefined): boolean {
  return Boolean(config?.scriptUrl) && (config?.gaId !== undefined || config?.gtmId !== undefined);
}

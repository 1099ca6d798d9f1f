import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@town/shared/site-config';
import { siteConfigQuery } from './site-config.ts';

export function siteConfigQueryOptions() {
  return queryOptions(siteConfigQuery);
}

/** The site configuration once known; undefined while loading or when it could not be read. */
export function useSiteConfig(): SiteConfig | undefined {
  return useQuery(siteConfigQueryOptions()).data;
}

import { useEffect, useState } from 'react';
import type { SiteConfig } from '@town/shared/site-config';
import { getQueryClient } from '../../../lib/query-client.ts';
import { siteConfigQuery } from './site-config.ts';

/**
 * The site configuration once known; undefined while loading or when it could not be read.
 * Read once through the query cache rather than with `useQuery`, whose observer code (~3 KB
 * compressed) the landing page would load for this alone (docs/benchmarks.md#page-weight);
 * the configuration never changes while a page is open.
 */
export function useSiteConfig(): SiteConfig | undefined {
  const [config, setConfig] = useState(() => getQueryClient().getQueryData<SiteConfig>(siteConfigQuery.queryKey));
  useEffect(() => {
    if (config) return;
    let current = true;
    getQueryClient()
      .fetchQuery(siteConfigQuery)
      .then((answer) => current && setConfig(answer))
      // Unreadable: no analytics, the consent layer goes on.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [config]);
  return config;
}

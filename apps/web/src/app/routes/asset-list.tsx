import { useMatches, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AssetListKey } from '@town/shared/asset-types';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { PageHeading } from '../../components/page-heading.tsx';
import { assetListQueryOptions } from '../../features/catalogue/api/asset-list.ts';
import { AssetListPage } from '../../features/catalogue/components/asset-list-page.tsx';
import {
  assetList,
  assetListFromPath,
  canonicalListSearch,
  parseListFilters,
} from '../../features/catalogue/utils/list-filters.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { Island } from '../../components/island.tsx';
import { NearMeIsland } from '../layouts/near-me-island.tsx';

/**
 * The page of the URL's filters. A failure is left to the page, which says so and offers to
 * try again, rather than replacing it with the error page.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const list = assetListFromPath(url.pathname);
  const filters = parseListFilters(list, url.searchParams);
  await getQueryClient()
    .ensureQueryData(assetListQueryOptions(list, filters, params.lang ?? DEFAULT_LANGUAGE))
    .catch(() => undefined);
  return null;
}

/** The nine lists (propertyListRent … servicesList) share this module; `handle.list` says which. */
export function Component() {
  const key = (useMatches().at(-1)?.handle as { list?: AssetListKey } | undefined)?.list ?? 'rent';
  const list = assetList(key);
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageHeading page={`list.${list.key}`} canonicalSearch={canonicalListSearch(list, searchParams)} />
      <AssetListPage
        key={list.key}
        list={list}
        nearMe={(props) => <Island name="nearMe" component={NearMeIsland} props={props} />}
      />
    </>
  );
}

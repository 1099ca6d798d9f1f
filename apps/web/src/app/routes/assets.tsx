import { Outlet, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { ASSET_LISTS } from '@town/shared/asset-types';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { assetListQueryOptions } from '../../features/catalogue/api/asset-list.ts';
import { defaultListFilters } from '../../features/catalogue/utils/list-filters.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { isServer } from '../../lib/request-scope.ts';

/**
 * /{lang}/assets loads the first page of the nine lists in parallel (docs/product.md#lists), each with
 * its own staggered staleTime. A list that fails does not stop the others: its section
 * says so and offers to try again.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const lang = params.lang ?? DEFAULT_LANGUAGE;
  // The server renders one page: only the overview shows the nine lists, and the page
  // carries what it renders (docs/decisions/013-server-rendering.md). The browser warms
  // them all for the pages that follow.
  if (isServer && !/\/assets\/?$/.test(new URL(request.url).pathname)) return null;
  await Promise.all(
    ASSET_LISTS.map((list) =>
      getQueryClient()
        .ensureQueryData(assetListQueryOptions(list, defaultListFilters(list), lang))
        .catch(() => undefined),
    ),
  );
  return null;
}

/** The lists depend on the language only; moving between child pages needs no reload. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

/** The parent of the overview, the nine lists and the asset pages. */
export function Component() {
  return <Outlet />;
}

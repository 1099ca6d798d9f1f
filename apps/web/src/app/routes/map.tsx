import type { LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { PageHeading } from '../../components/page-heading.tsx';
import { mapMarkersQueryOptions } from '../../features/map/api/map-markers.ts';
import { MapPage } from '../../features/map/components/map-page.tsx';
import { getQueryClient } from '../../lib/query-client.ts';

/** /{lang}/map loads the markers (docs/product.md#map); if they fail, the page says so and offers to try again. */
export async function loader({ params }: LoaderFunctionArgs) {
  await getQueryClient()
    .ensureQueryData(mapMarkersQueryOptions(params.lang ?? DEFAULT_LANGUAGE))
    .catch(() => undefined);
  return null;
}

export function Component() {
  return (
    <>
      <PageHeading page="map" />
      <MapPage />
    </>
  );
}

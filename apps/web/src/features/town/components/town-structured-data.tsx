import { ASSET_LISTS } from '@town/shared/asset-types';
import { localizedPath } from '@town/shared/public-pages';
import { JsonLd } from '../../../components/json-ld.tsx';
import { useAbsoluteUrl } from '../../../lib/site.ts';
import { useTown } from '../../../lib/town.ts';
import { townStructuredData } from '../utils/structured-data.ts';

/**
 * The landing page's structured data: the town and the site with its search, which opens the
 * first list (holiday rentals) filtered by the words asked for, as the list's own search does.
 */
export function TownStructuredData({ lang }: { lang: string }) {
  const town = useTown();
  const absolute = useAbsoluteUrl();
  // Written whole rather than through URLSearchParams, which would escape the template's braces.
  const searchPath = `${localizedPath(lang, `assets/${ASSET_LISTS[0]!.route}`)}?q={search_term_string}`;
  // One block each, as search engines read them best: the town, then the site.
  return townStructuredData(town, { lang, absolute, searchPath }).map((block) => (
    <JsonLd key={String(block['@type'])} data={block} />
  ));
}

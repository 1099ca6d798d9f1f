import { ASSET_LISTS } from '@town/shared/asset-types';
import { PageHeading } from '../../components/page-heading.tsx';
import { ListPreview } from '../../features/catalogue/components/list-preview.tsx';

/** /{lang}/assets: the first cards of each list, each with a link to all of it. */
export function Component() {
  return (
    <>
      <PageHeading page="assets" />
      {ASSET_LISTS.map((list) => (
        <ListPreview key={list.key} list={list} />
      ))}
    </>
  );
}

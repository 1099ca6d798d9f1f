import type { AssetSummary } from '@town/shared/catalogue';
import { CardGrid } from '../../../components/card-grid.tsx';
import type { AssetListDefinition } from '../utils/list-filters.ts';
import { AssetCard } from './asset-card.tsx';

/** Cards in a responsive grid: one column at 320 px, as many as fit on wider screens. */
export function AssetGrid({
  assets,
  list,
  linkSearch,
  distanceFrom,
}: {
  assets: readonly AssetSummary[];
  list: AssetListDefinition;
  /** What each card's link carries (a stay and its guests). */
  linkSearch?: string;
  /** What the items' `distance` is measured from, when the list asked for it. */
  distanceFrom?: 'you' | 'centre';
}) {
  return (
    <CardGrid minCardWidth={220}>
      {assets.map((asset, index) => (
        <li key={asset.id}>
          <AssetCard
            asset={asset}
            list={list}
            priority={index === 0}
            linkSearch={linkSearch}
            distanceFrom={distanceFrom}
          />
        </li>
      ))}
    </CardGrid>
  );
}

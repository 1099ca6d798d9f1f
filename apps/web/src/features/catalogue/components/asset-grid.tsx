import Box from '@mui/material/Box';
import type { AssetSummary } from '@town/shared/catalogue';
import type { AssetListDefinition } from '../utils/list-filters.ts';
import { AssetCard } from './asset-card.tsx';

/** Cards in a responsive grid: one column at 320 px, as many as fit on wider screens. */
export function AssetGrid({ assets, list }: { assets: readonly AssetSummary[]; list: AssetListDefinition }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
      }}
    >
      {assets.map((asset) => (
        <li key={asset.id}>
          <AssetCard asset={asset} list={list} />
        </li>
      ))}
    </Box>
  );
}

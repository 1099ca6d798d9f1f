import { createContext, useContext, type ReactNode } from 'react';
import type { Asset, AssetSummary } from '@town/shared/catalogue';

/**
 * What other features add to the catalogue's cards and pages (a heart to save the place, a share
 * button…). The catalogue does not know them: the app's layout provides them here, so features
 * stay apart (docs/architecture.md#web).
 */
export interface AssetActions {
  /** Shown over a card's picture, above the card's link. */
  card?: (asset: AssetSummary) => ReactNode;
  /** Shown beside an asset page's heading. */
  page?: (asset: Asset) => ReactNode;
}

const AssetActionsContext = createContext<AssetActions>({});

export const AssetActionsProvider = AssetActionsContext.Provider;

export function useAssetActions(): AssetActions {
  return useContext(AssetActionsContext);
}

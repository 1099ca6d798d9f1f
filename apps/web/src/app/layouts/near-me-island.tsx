import { AssetActionsProvider, type AssetActions } from '../../features/catalogue/components/asset-actions.tsx';
import { NearMe, type NearMeProps } from '../../features/catalogue/components/near-me.tsx';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';

/** The hearts on the cards of the nearby list, as the app's layout puts them on every card. */
const NEARBY_ACTIONS: AssetActions = {
  card: (asset) => <FavouriteButton asset={{ id: asset.id, name: asset.name }} />,
};

/**
 * "Near me" on a list page, as an island: hydrated by itself, outside the app's layout and its
 * slot for the cards (features/catalogue/components/asset-actions.tsx), so it fills the slot itself.
 */
export function NearMeIsland(props: NearMeProps) {
  return (
    <AssetActionsProvider value={NEARBY_ACTIONS}>
      <NearMe {...props} />
    </AssetActionsProvider>
  );
}

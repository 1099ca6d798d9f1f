import { lazy, Suspense } from 'react';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';

const ShareButton = lazy(() =>
  import('../../features/sharing/components/share-button.tsx').then((m) => ({ default: m.ShareButton })),
);

/** Beside an asset page's heading: save the place, share its canonical address. */
export function SaveAndShare({ asset, url }: { asset: { id: string; name: string }; url: string }) {
  return (
    <>
      <FavouriteButton asset={asset} />
      <Suspense fallback={null}>
        <ShareButton title={asset.name} url={url} />
      </Suspense>
    </>
  );
}

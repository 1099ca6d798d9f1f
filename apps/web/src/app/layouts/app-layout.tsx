import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import type { Asset } from '@town/shared/catalogue';
import { canonicalAssetPagePath, localizedPath } from '@town/shared/public-pages';
import { FullScreenSpinner } from '../../components/loading.tsx';
import { LangLink, useLang } from '../../components/lang-link.tsx';
import { AssetActionsProvider, type AssetActions } from '../../features/catalogue/components/asset-actions.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { useAbsoluteUrl } from '../../lib/site.ts';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';
import { SaveAndShare } from './save-and-share.tsx';
import { Island } from '../../components/island.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LanguageOfferBar } from '../../features/accounts/components/language-offer.tsx';

/*
 * Favourites and sharing load with the first card or asset page that shows them, and the
 * merge only for a signed-in visitor: the landing page carries none of them
 * (docs/benchmarks.md#the-javascript-budget-150-kb-on-the-landing-page). The server renders
 * them whole; the browser hydrates each once its chunk arrives.
 */
const FavouritesMerge = lazy(() =>
  import('../../features/favourites/components/favourites-merge.tsx').then((m) => ({ default: m.FavouritesMerge })),
);

/** The heart, hydrated at once for a visitor with saved places (whom the server's HTML cannot show). */
function FavouriteIsland({ asset }: { asset: { id: string; name: string } }) {
  return (
    <Island
      name="favourite"
      component={FavouriteButton}
      props={{ asset: { id: asset.id, name: asset.name } }}
      when="personal"
    />
  );
}

/** Beside an asset page's heading: save it, share its canonical address. */
function AssetPageActions({ asset }: { asset: Asset }) {
  const lang = useLang();
  const absolute = useAbsoluteUrl();
  return (
    <Island
      name="saveAndShare"
      component={SaveAndShare}
      props={{
        asset: { id: asset.id, name: asset.name },
        url: absolute(localizedPath(lang, canonicalAssetPagePath(asset))),
      }}
      when="personal"
    />
  );
}

/** What other features add to the catalogue's cards and pages (features/catalogue/components/asset-actions.tsx). */
const ASSET_ACTIONS: AssetActions = {
  card: (asset) => <FavouriteIsland asset={asset} />,
  page: (asset) => <AssetPageActions asset={asset} />,
};

/** The layout every page shares: header, one area for the matched route, footer. */
export function AppLayout() {
  const signedIn = useSessionStore((s) => s.token !== null);
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Island name="header" component={Header} props={{}} when="personal" />
      <Island name="offlineNotice" component={OfflineNotice} props={{}} when="offline" />
      <LanguageOfferBar />
      {signedIn && (
        <Suspense fallback={null}>
          <FavouritesMerge />
        </Suspense>
      )}
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        aria-busy={loading}
        sx={{ flex: 1, py: 3, transition: 'opacity 150ms', opacity: loading ? 0.55 : 1, outline: 'none' }}
      >
        <AssetActionsProvider value={ASSET_ACTIONS}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </AssetActionsProvider>
      </Container>
      <Footer>
        <LangLink to="saved" color="inherit" underline="hover">
          {t('account.saved')}
        </LangLink>
        <Island name="cookieSettings" component={CookieSettingsButton} props={{}} needs={['consent']} />
      </Footer>
    </Box>
  );
}

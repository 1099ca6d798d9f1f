import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import type { Asset } from '@town/shared/catalogue';
import { canonicalAssetPagePath, localizedPath } from '@town/shared/public-pages';
import { FullScreenSpinner } from '../../components/full-screen-spinner.tsx';
import { LangLink, useLang } from '../../components/lang-link.tsx';
import { AssetActionsProvider, type AssetActions } from '../../features/catalogue/components/asset-actions.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
import { FavouriteButton } from '../../features/favourites/components/favourite-button.tsx';
import { FavouritesMerge } from '../../features/favourites/components/favourites-merge.tsx';
import { ShareButton } from '../../features/sharing/components/share-button.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { useAbsoluteUrl } from '../../lib/site.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** Beside an asset page's heading: save it, share its canonical address. */
function AssetPageActions({ asset }: { asset: Asset }) {
  const lang = useLang();
  const absolute = useAbsoluteUrl();
  return (
    <>
      <FavouriteButton asset={asset} />
      <ShareButton title={asset.name} url={absolute(localizedPath(lang, canonicalAssetPagePath(asset)))} />
    </>
  );
}

/** What other features add to the catalogue's cards and pages (features/catalogue/components/asset-actions.tsx). */
const ASSET_ACTIONS: AssetActions = {
  card: (asset) => <FavouriteButton asset={asset} />,
  page: (asset) => <AssetPageActions asset={asset} />,
};

/** The layout every page shares: header, one area for the matched route, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 3000,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        }}
      >
        {t('nav.skipToContent')}
      </Link>
      <Header />
      <OfflineNotice />
      <FavouritesMerge />
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
        <CookieSettingsButton />
      </Footer>
    </Box>
  );
}

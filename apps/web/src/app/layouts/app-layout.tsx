import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { FullScreenSpinner } from '../../components/full-screen-spinner.tsx';
import { CookieSettingsButton } from '../../features/consent/components/cookie-settings-button.tsx';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

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
      <Container
        component="main"
        id="main"
        tabIndex={-1}
        aria-busy={loading}
        sx={{ flex: 1, py: 3, transition: 'opacity 150ms', opacity: loading ? 0.55 : 1, outline: 'none' }}
      >
        <Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer>
        <CookieSettingsButton />
      </Footer>
    </Box>
  );
}

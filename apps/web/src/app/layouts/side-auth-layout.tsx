import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router';
import { FullScreenSpinner } from '../../components/loading.tsx';
import { useLocalePath } from '../../components/lang-link.tsx';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useTown } from '../../lib/town.ts';
import { TownLogo } from '../../features/town/components/town-logo.tsx';

/** The side-auth layout of the account pages: the brand on one side, the form on the other. */
export function SideAuthLayout() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const town = useTown();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          // Through the CSS variables: the same markup serves both schemes (docs/product.md#theme).
          background: (theme) => {
            const { primary } = (theme.vars ?? theme).palette;
            return `linear-gradient(160deg, ${primary.dark}, ${primary.main})`;
          },
        }}
      >
        <TownLogo logo={town.logo} height={180} />
      </Box>
      <Box component="main" id="main" sx={{ display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Box
            component={RouterLink}
            to={localePath('')}
            sx={{ color: 'text.primary', fontWeight: 700, textDecoration: 'none' }}
            aria-label={t('nav.home', { name: town.name })}
          >
            {town.name}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSelector />
          <ThemeToggle />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 480, width: '100%', mx: 'auto', my: 'auto' }}>
          <Suspense fallback={<FullScreenSpinner />}>
            <Outlet />
          </Suspense>
        </Paper>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PRODUCT_NAME } from '@town/shared/constants';
import { useLocalePath } from '../../components/lang-link.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { NAV_GROUPS } from '../layouts/navigation.ts';

/** The landing page: what the town offers, one step from each list and page. */
export function Component() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  return (
    <>
      <PageMeta page="landing" />
      <Box
        sx={{
          borderRadius: 3,
          p: { xs: 3, sm: 5 },
          mb: 4,
          color: 'primary.contrastText',
          background: (theme) =>
            `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.5rem' } }}>
          {t('landing.title', { name: PRODUCT_NAME })}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 640, fontSize: '1.1rem' }}>{t('landing.subtitle')}</Typography>
      </Box>
      {NAV_GROUPS.map((group) => (
        <Box component="section" key={group.key} aria-labelledby={`landing-${group.key}`} sx={{ mb: 4 }}>
          <Typography variant="h2" id={`landing-${group.key}`} sx={{ mb: 2 }}>
            {t(`nav.${group.key}`)}
          </Typography>
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
            {group.items.map((item) => (
              <li key={item.key}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardActionArea component={RouterLink} to={localePath(item.to)} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography variant="h3" component="h3">
                        {t(`nav.${item.key}`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {t(`landing.blurb.${item.key}`)}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  );
}

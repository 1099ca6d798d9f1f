import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { INFO_PAGES } from '../info-pages.ts';
import { InfoFooter } from './info-footer.tsx';

/** /{lang}/info: every info page with a line about what it says. */
export function InfoIndex() {
  const { t } = useTranslation('legal');
  const localePath = useLocalePath();
  return (
    <>
      <Typography sx={{ mb: 3, maxWidth: 760, fontSize: '1.1rem' }}>{t('intro')}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mb: 4,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
        }}
      >
        {INFO_PAGES.map((page) => (
          <li key={page}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={localePath(`info/${page}`)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                    {t(`pages.${page}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`pages.${page}.summary`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
      <InfoFooter />
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router';
import { DEFAULT_LANGUAGE, isRouteLanguage } from '@town/shared/languages';

function ErrorContent() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { lang } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const home = `/${isRouteLanguage(lang) ? lang : DEFAULT_LANGUAGE}/`;
  return (
    <Box
      component="main"
      id="main"
      sx={{ minHeight: '60dvh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}
    >
      <Box>
        <title>{notFound ? t('error.notFoundTitle') : t('error.title')}</title>
        <meta name="robots" content="noindex" />
        <Typography variant="h1" component="h1" gutterBottom>
          {notFound ? t('error.notFoundTitle') : t('error.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{notFound ? t('error.notFoundText') : t('error.text')}</Typography>
        <Button variant="contained" component={RouterLink} to={home}>
          {t('error.home')}
        </Button>
      </Box>
    </Box>
  );
}

/** The error page for route errors, 404s included (docs/product.md#errors-and-loading), translated. */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <ErrorContent />
    </Suspense>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { usePublishedPage } from '../api/published-page.ts';
import { formatWhen } from '../utils/format.ts';
import { pageBodyStyles } from './markdown-field.tsx';

/**
 * The page as visitors read it in a language (GET /api/v1/pages/{slug}): the server's
 * rendering, placeholders filled in; asked again after each save. A language without text
 * shows the town's default language's, and says so.
 */
export function PublishedView({ slug, textLang, lang }: { slug: string; textLang: string; lang: string }) {
  const { t } = useTranslation(['adminPages', 'admin']);
  const published = usePublishedPage(slug, textLang);
  if (published.isPending) return <Loading label={t('loading')} compact />;
  if (published.isError) {
    if (published.error instanceof ApiError && published.error.status === 404)
      return <Typography>{t('published.none')}</Typography>;
    return <LoadError message={t('errors.load')} onRetry={() => void published.refetch()} />;
  }
  const page = published.data;
  return (
    <Box data-testid="published-page" sx={{ display: 'grid', gap: 1.5 }}>
      {page.lang !== textLang ? (
        <Alert severity="info" role="note">
          {t('published.fallback', {
            language: t(`admin:languages.${textLang}`),
            shown: t(`admin:languages.${page.lang}`),
          })}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {t('published.updated', { date: formatWhen(page.updatedAt, lang) })}
      </Typography>
      <Box
        lang={page.lang}
        // A long page scrolls inside its box, which the keyboard can reach to scroll it.
        tabIndex={0}
        role="group"
        aria-label={page.title}
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 2,
          maxHeight: '75vh',
          overflowY: 'auto',
          '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <Typography component="p" variant="h3" sx={{ mb: 1 }}>
          {page.title}
        </Typography>
        {/* The API's HTML, sanitised by it (no script, no handler, no style; safe links only). */}
        <Box sx={pageBodyStyles} dangerouslySetInnerHTML={{ __html: page.body }} />
      </Box>
    </Box>
  );
}

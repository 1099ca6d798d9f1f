import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { pagesLanguage } from '../api/get-pages.ts';
import { usePage } from '../api/get-page.ts';
import { summaryOf } from '../info-pages.ts';
import { InfoFooter } from './info-footer.tsx';

/** The page's HTML in the site's type and colours, in both schemes (CSS variables). */
const bodyStyles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return {
    lineHeight: 1.7,
    overflowWrap: 'anywhere',
    '& h1, & h2': { ...theme.typography.h2, mt: 4, mb: 1.5 },
    '& h3, & h4, & h5, & h6': { ...theme.typography.h3, mt: 3, mb: 1 },
    '& p, & ul, & ol, & blockquote, & table': { mt: 0, mb: 2 },
    '& li + li': { mt: 0.5 },
    '& a': { color: palette.primary.main, textDecoration: 'underline' },
    '& a:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '& blockquote': { pl: 2, ml: 0, borderLeft: 4, borderColor: 'divider', color: palette.text.secondary },
    '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', maxWidth: '100%' },
    '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left', verticalAlign: 'top' },
    '& img': { maxWidth: '100%', height: 'auto' },
    '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
  };
};

/**
 * One of the town's pages: its title, when it last changed and its text, which the API has
 * turned from the admins' Markdown into sanitised HTML. A page without text in the page's
 * language comes in the town's default one: it says so, and its text carries that language.
 */
export function InfoPage({ slug, lang }: { slug: string; lang: string }) {
  const { t } = useTranslation('info');
  const page = usePage(slug, lang);
  if (!page) return null;
  const fallback = page.lang !== pagesLanguage(lang);
  const date = formatTownDate(page.updatedAt, lang, { dateStyle: 'long' }, 'PPP');
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <PageMeta page="info" title={page.title} description={summaryOf(page.body)} type="article" />
      <LangLink to="info" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('backToIndex')}
      </LangLink>
      {fallback && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('fallback', { language: t(`languageIn.${page.lang}`) })}
        </Alert>
      )}
      <Box lang={page.lang !== lang ? page.lang : undefined}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {page.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {t('updated', { date })}
        </Typography>
        {/* Sanitised by the API (no script, no event handlers, only safe links). */}
        <Box className="town-page-body" sx={bodyStyles} dangerouslySetInnerHTML={{ __html: page.body }} />
      </Box>
      <InfoFooter />
    </Box>
  );
}

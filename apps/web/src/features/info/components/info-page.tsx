import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LangLink } from '../../../components/lang-link.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { infoNamespace, toSections, type InfoPage as InfoPageName } from '../info-pages.ts';
import { ruleValues } from '../rule-values.ts';
import { InfoFooter } from './info-footer.tsx';

/** "2026-11-21" in the page's language; anything else as written. */
function formatDay(value: string, lang: string): string {
  const day = /\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  if (!day) return value;
  return formatTownDate(day, lang, { dateStyle: 'long' }, 'PPP');
}

/** Anchors come from the section ids; the pseudo-locale rewrites those, so fall back to the position. */
const anchorOf = (id: string, index: number) => `info-${/^[\w-]+$/.test(id) ? id : index}`;

/** One info page, rendered from its own namespace: title, summary, contents, sections. */
export function InfoPage({ page, lang }: { page: InfoPageName; lang: string }) {
  const ns = infoNamespace(page);
  const { t } = useTranslation([ns, 'legal']);
  // The product's rules as the code enforces them, for every text of the page.
  const rules = ruleValues(t);
  const title = t('title', { ns, ...rules });
  const summary = t('summary', { ns, ...rules });
  const sections = toSections(t('sections', { ns, returnObjects: true, ...rules }));
  return (
    <Box component="article" sx={{ maxWidth: 760 }}>
      <PageMeta page="info" title={title} description={summary} type="article" />
      <LangLink to="info" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {t('backToIndex', { ns: 'legal' })}
      </LangLink>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.15rem', mb: 1 }}>{summary}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('updated', { ns: 'legal', date: formatDay(t('updated', { ns }), lang) })}
      </Typography>
      {sections.length > 1 ? (
        <Box
          component="nav"
          aria-labelledby="info-contents"
          sx={{ mb: 4, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}
        >
          <Typography id="info-contents" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('contents', { ns: 'legal' })}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {sections.map((section, i) => (
              <li key={anchorOf(section.id, i)}>
                <Link href={`#${anchorOf(section.id, i)}`}>{section.heading}</Link>
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
      {sections.map((section, i) => (
        <Box component="section" key={anchorOf(section.id, i)} aria-labelledby={anchorOf(section.id, i)} sx={{ mb: 3 }}>
          <Typography variant="h2" id={anchorOf(section.id, i)} sx={{ mb: 1.5, scrollMarginTop: 16 }} tabIndex={-1}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph, j) => (
            <Typography key={j} sx={{ mb: 1.5, lineHeight: 1.7 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      ))}
      <InfoFooter />
    </Box>
  );
}

import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import RestoreIcon from '@mui/icons-material/Restore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import type { AdminPage } from '../api/admin-page.ts';
import { usePageRevisions, type PageRevision } from '../api/page-revisions.ts';
import { useSavePage } from '../api/save-page.ts';
import { formatWhen } from '../utils/format.ts';
import { compareTexts, type DiffLine } from '../utils/page-diff.ts';
import { AdminCard } from './admin-card.tsx';

/**
 * A page's revisions, newest first: who saved each (or the template it started from), its
 * comparison with the current text line by line, and "restore", which saves its texts again
 * (a new revision: nothing is lost).
 */
export function PageRevisions({
  page,
  lang,
  onRestored,
}: {
  page: AdminPage;
  lang: string;
  onRestored: (page: AdminPage) => void;
}) {
  const { t } = useTranslation('adminPages');
  const revisions = usePageRevisions(page.slug);
  const save = useSavePage();
  const [comparing, setComparing] = useState<string | null>(null);
  const [restoring, setRestoring] = useState<PageRevision | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (revisions.isPending) return <Loading label={t('loading')} compact />;
  if (revisions.isError) return <LoadError message={t('errors.load')} onRetry={() => void revisions.refetch()} />;
  const when = (revision: PageRevision) => formatWhen(revision.createdAt, lang);
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {revisions.data.map((revision, index) => {
          const headingId = `revision-${revision.id}`;
          const open = comparing === revision.id;
          const panelId = `${headingId}-comparison`;
          return (
            <li key={revision.id}>
              <AdminCard
                headingId={headingId}
                testId="page-revision"
                headingLevel="h3"
                title={when(revision)}
                titleSpacing={0.5}
                badge={
                  index === 0 ? (
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('revisions.current')}
                    </Typography>
                  ) : null
                }
              >
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {revision.author ? t('revisions.by', { name: revision.author.name }) : t('revisions.template')}
                </Typography>
                {index > 0 ? (
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                    <Button
                      variant="outlined"
                      startIcon={<CompareArrowsIcon aria-hidden />}
                      aria-expanded={open}
                      aria-controls={open ? panelId : undefined}
                      aria-describedby={headingId}
                      onClick={() => setComparing(open ? null : revision.id)}
                    >
                      {open ? t('revisions.hideComparison') : t('revisions.compare')}
                    </Button>
                    <Button
                      startIcon={<RestoreIcon aria-hidden />}
                      aria-describedby={headingId}
                      onClick={() => {
                        setProblem(null);
                        setRestoring(revision);
                      }}
                    >
                      {t('revisions.restore')}
                    </Button>
                  </Box>
                ) : null}
                {open ? <Comparison id={panelId} revision={revision} page={page} /> : null}
              </AdminCard>
            </li>
          );
        })}
      </Box>
      {restoring ? (
        <ConfirmDialog
          open
          tone="normal"
          title={t('revisions.restoreTitle', { date: when(restoring) })}
          text={t('revisions.restoreText')}
          confirm={t('revisions.restore')}
          cancel={t('revisions.cancel')}
          pending={save.isPending}
          error={problem}
          onClose={() => setRestoring(null)}
          onConfirm={() =>
            save.mutate(
              { slug: page.slug, texts: restoring.texts },
              {
                onSuccess: (restored) => {
                  toast.success(t('revisions.restored', { date: when(restoring) }));
                  setRestoring(null);
                  setComparing(null);
                  onRestored(restored);
                },
                onError: (error) =>
                  setProblem(
                    failureMessage(error, {
                      byStatus: { 403: t('errors.forbidden') },
                      offline: t('errors.network'),
                      failed: t('errors.failed'),
                    }),
                  ),
              },
            )
          }
        />
      ) : null}
    </>
  );
}

const MARKS = { revision: '−', current: '+', both: ' ' } as const;

/** An earlier version beside the current text, language by language: what each has that the other has not. */
function Comparison({ id, revision, page }: { id: string; revision: PageRevision; page: AdminPage }) {
  const { t } = useTranslation(['adminPages', 'admin']);
  const languages = compareTexts(revision.texts, page.texts).filter((language) => language.changed);
  return (
    <Box id={id} data-testid="revision-comparison" sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Typography variant="body2">{t('revisions.legend')}</Typography>
      {languages.length === 0 ? <Typography>{t('revisions.same')}</Typography> : null}
      {languages.map((language) => (
        <Box key={language.lang} sx={{ minWidth: 0 }}>
          <Typography component="h4" variant="subtitle2" sx={{ mb: 1 }}>
            {t('revisions.language', { language: t(`admin:languages.${language.lang}`) })}
          </Typography>
          {language.title ? (
            <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }} lang={language.lang}>
              {t('revisions.titleChanged', { revision: language.title.revision, current: language.title.current })}
            </Typography>
          ) : null}
          <Box
            component="ul"
            lang={language.lang}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
              fontSize: '0.85rem',
              overflowX: 'auto',
            }}
          >
            {language.body.map((line, index) => (
              <DiffRow key={index} line={line} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function DiffRow({ line }: { line: DiffLine }) {
  const { t } = useTranslation('adminPages');
  if (line.kind === 'skipped') {
    return (
      <Box component="li" sx={{ color: 'text.secondary', fontStyle: 'italic', py: 0.25 }}>
        {t('revisions.skipped', { count: line.count })}
      </Box>
    );
  }
  return (
    <Box
      component="li"
      data-kind={line.kind}
      sx={(theme) => ({
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        px: 0.5,
        ...(line.kind === 'revision' && {
          bgcolor: '#fdecea',
          color: '#5f2120',
          ...theme.applyStyles('dark', { bgcolor: '#3b1d1b', color: '#f5c6c2' }),
        }),
        ...(line.kind === 'current' && {
          bgcolor: '#e6f4ea',
          color: '#1e4620',
          ...theme.applyStyles('dark', { bgcolor: '#1a3320', color: '#c3e6c9' }),
        }),
      })}
    >
      <span aria-hidden="true">{MARKS[line.kind]} </span>
      {line.kind !== 'both' ? (
        <Box component="span" sx={visuallyHidden}>
          {t(line.kind === 'revision' ? 'revisions.onlyRevision' : 'revisions.onlyCurrent')}{' '}
        </Box>
      ) : null}
      {line.text || '\u00a0'}
    </Box>
  );
}

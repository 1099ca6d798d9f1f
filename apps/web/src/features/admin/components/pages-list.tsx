import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import GavelIcon from '@mui/icons-material/Gavel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import type { AdminPage } from '../api/admin-page.ts';
import { useAdminPages } from '../api/admin-pages.ts';
import { useDeletePage } from '../api/delete-page.ts';
import { formatWhen } from '../utils/format.ts';
import { AdminCard } from './admin-card.tsx';

/** A page's title in the admin's language, else in the first language it has, else its slug. */
export function pageTitle(page: Pick<AdminPage, 'slug' | 'texts'>, lang: string): string {
  const own = page.texts[lang as Language]?.title;
  if (own) return own;
  const first = SUPPORTED_LANGUAGES.find((l) => page.texts[l]?.title);
  return first ? page.texts[first]!.title : page.slug;
}

/**
 * /{lang}/admin/pages: the town's pages (about the town, advertising, the legal ones, and any
 * the town added), in the footer's order. The ones the law requires are marked and cannot be
 * deleted; the others can, after a confirmation.
 */
export function PagesList({ lang }: { lang: string }) {
  const { t } = useTranslation('adminPages');
  const localePath = useLocalePath();
  const pages = useAdminPages();
  const remove = useDeletePage();
  const [deleting, setDeleting] = useState<AdminPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
        <Typography sx={{ flex: '1 1 20rem' }}>{t('list.intro')}</Typography>
        <Button
          component={RouterLink}
          to={localePath('admin/pages/new')}
          variant="contained"
          startIcon={<AddIcon aria-hidden />}
        >
          {t('list.new')}
        </Button>
      </Box>
      {pages.isPending ? (
        <Loading label={t('loading')} />
      ) : pages.isError ? (
        <LoadError message={t('errors.load')} onRetry={() => void pages.refetch()} />
      ) : pages.data.length === 0 ? (
        <Typography role="status">{t('list.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {pages.data.map((page) => {
            const headingId = `page-${page.slug}`;
            const title = pageTitle(page, lang);
            const written = SUPPORTED_LANGUAGES.filter((l) => page.texts[l]);
            return (
              <li key={page.slug}>
                <AdminCard
                  headingId={headingId}
                  testId="admin-page"
                  title={title}
                  titleSpacing={0.5}
                  badge={
                    page.required ? (
                      <Chip
                        size="small"
                        icon={<GavelIcon aria-hidden />}
                        label={t('list.required')}
                        variant="outlined"
                      />
                    ) : null
                  }
                >
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {t('list.address', { path: `/${lang}/info/${page.slug}` })}
                  </Typography>
                  <Typography variant="body2">
                    {t('list.languages', { languages: written.map((l) => l.toUpperCase()).join(', ') })}
                  </Typography>
                  <Typography variant="body2" sx={{ mb: 1.5 }}>
                    {t('list.updated', { date: formatWhen(page.updatedAt, lang) })}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
                    <Button
                      component={RouterLink}
                      to={localePath(`admin/pages/${page.slug}`)}
                      variant="outlined"
                      startIcon={<EditIcon aria-hidden />}
                      aria-describedby={headingId}
                    >
                      {t('list.edit')}
                    </Button>
                    {page.required ? (
                      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                        {t('list.cannotDelete')}
                      </Typography>
                    ) : (
                      <Button
                        color="error"
                        startIcon={<DeleteIcon aria-hidden />}
                        onClick={() => {
                          setProblem(null);
                          setDeleting(page);
                        }}
                        aria-describedby={headingId}
                      >
                        {t('list.delete')}
                      </Button>
                    )}
                  </Box>
                </AdminCard>
              </li>
            );
          })}
        </Box>
      )}
      {deleting ? (
        <ConfirmDialog
          open
          title={t('delete.title', { title: pageTitle(deleting, lang) })}
          text={t('delete.text')}
          confirm={t('delete.confirm')}
          cancel={t('delete.cancel')}
          pending={remove.isPending}
          error={problem}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.slug, {
              onSuccess: () => {
                toast.success(t('delete.done', { title: pageTitle(deleting, lang) }));
                setDeleting(null);
              },
              onError: (error) =>
                setProblem(
                  failureMessage(error, {
                    byStatus: { 409: t('delete.required'), 404: t('errors.notFound'), 403: t('errors.forbidden') },
                    offline: t('errors.network'),
                    failed: t('errors.failed'),
                  }),
                ),
            })
          }
        />
      ) : null}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ReviewItem } from '@town/shared/listings';
import { LoadError } from '../../../components/load-error.tsx';
import { useReviewQueue } from '../api/review-queue.ts';
import { formatWhen } from '../utils/format.ts';
import { Loading } from '../../../components/loading.tsx';
import { AdminCard } from './admin-card.tsx';

/** /{lang}/admin: new listings and changes waiting for review, oldest first, as the API orders them. */
export function ReviewQueue({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  const queue = useReviewQueue();
  if (queue.isPending) return <Loading label={t('loading')} />;
  if (queue.isError) return <LoadError message={t('errors.load')} onRetry={() => void queue.refetch()} />;
  if (queue.data.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('queue.empty')}</Typography>
      </Paper>
    );
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('queue.count', { count: queue.data.length })}</Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {queue.data.map((item) => (
          <li key={item.id}>
            <QueueCard item={item} lang={lang} />
          </li>
        ))}
      </Box>
    </>
  );
}

function QueueCard({ item, lang }: { item: ReviewItem; lang: string }) {
  const { t } = useTranslation(['admin', 'listofval']);
  const headingId = `review-${item.id}`;
  return (
    <AdminCard
      headingId={headingId}
      testId="review-item"
      title={item.name}
      badge={<Chip size="small" label={t(`queue.kind.${item.kind}`)} variant="outlined" />}
    >
      <Typography variant="body2">
        {t(`listofval:assetType.${item.type}`)} · {t('queue.submitted', { date: formatWhen(item.submittedAt, lang) })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1.5 }}>
        {item.ownerName || item.ownerEmail
          ? t('queue.owner', { name: item.ownerName ?? '', email: item.ownerEmail ?? '' })
          : t('listings.noOwner')}
      </Typography>
      <Button
        variant="contained"
        component={RouterLink}
        to={`/${lang}/admin/review/${item.id}`}
        aria-describedby={headingId}
      >
        {t('queue.open')}
      </Button>
    </AdminCard>
  );
}

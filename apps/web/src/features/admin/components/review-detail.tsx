import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import type { ReviewItem } from '@town/shared/listings';
import { LoadError } from '../../../components/load-error.tsx';
import { useListingRevisions } from '../api/listing-revisions.ts';
import { usePublishListing } from '../api/publish-listing.ts';
import { useRejectListing } from '../api/reject-listing.ts';
import { useReviewQueue } from '../api/review-queue.ts';
import { actionFailure } from '../utils/errors.ts';
import { formatWhen } from '../utils/format.ts';
import { compareRevisions, contentOf } from '../utils/revisions.ts';
import { AdminHeading } from './admin-heading.tsx';
import { ListingDiff } from './listing-diff.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * /{lang}/admin/review/{id}: the latest submission beside what is published, and the two
 * decisions. Either one sends the admin back to the queue, which no longer has the listing.
 */
export function ReviewDetail({ id, lang }: { id: string; lang: string }) {
  const { t } = useTranslation('admin');
  const revisions = useListingRevisions(id);
  const queue = useReviewQueue();
  const item = queue.data?.find((entry) => entry.id === id);

  if (revisions.isPending || queue.isPending) {
    return (
      <>
        <AdminHeading page="review" />
        <Loading label={t('loading')} />
      </>
    );
  }
  if (revisions.isError) {
    return (
      <>
        <AdminHeading page="review" />
        <LoadError message={actionFailure(t, revisions.error)} onRetry={() => void revisions.refetch()} />
        <BackLink lang={lang} />
      </>
    );
  }
  const { proposed, proposedContent, published, publishedRevision } = compareRevisions(revisions.data);
  if (!proposed) {
    return (
      <>
        <AdminHeading page="review" />
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('review.nothingSubmitted')}
        </Alert>
        <BackLink lang={lang} />
      </>
    );
  }
  const content = proposedContent ?? contentOf(proposed);
  const name = item?.name ?? content.texts?.es?.name ?? '';
  return (
    <>
      <AdminHeading page="reviewDetail" values={{ name }} />
      <BackLink lang={lang} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, my: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Chip size="small" variant="outlined" label={t(`queue.kind.${published ? 'change' : 'new'}`)} />
        </Box>
        <ReviewFacts item={item} />
        <Typography variant="body2">
          {publishedRevision
            ? t('review.comparing', { proposed: proposed.number, published: publishedRevision.number })
            : t('review.revision', { number: proposed.number })}
          {' · '}
          {t('queue.submitted', { date: formatWhen(proposed.createdAt, lang) })}
        </Typography>
        <Decisions id={id} name={name} lang={lang} />
      </Paper>
      <ListingDiff
        published={published}
        proposed={content}
        thumbnails={{ ...publishedRevision?.thumbnails, ...proposed.thumbnails }}
        lang={lang}
      />
    </>
  );
}

/** The listing's type and owner, as the queue knows them. */
function ReviewFacts({ item }: { item: ReviewItem | undefined }) {
  const { t } = useTranslation(['admin', 'listofval']);
  if (!item) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {t(`listofval:assetType.${item.type}`)} ·{' '}
      {item.ownerName || item.ownerEmail
        ? t('queue.owner', { name: item.ownerName ?? '', email: item.ownerEmail ?? '' })
        : t('listings.noOwner')}
    </Typography>
  );
}

function BackLink({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  return (
    <Button component={RouterLink} to={`/${lang}/admin`} startIcon={<ArrowBackIcon aria-hidden />}>
      {t('review.back')}
    </Button>
  );
}

/** Publish at once, or reject with a reason the owner is mailed. */
function Decisions({ id, name, lang }: { id: string; name: string; lang: string }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const publish = usePublishListing();
  const reject = useRejectListing();
  const [rejecting, setRejecting] = useState(false);
  const backToQueue = () => void navigate(`/${lang}/admin`);
  const onPublish = () =>
    publish.mutate(id, {
      onSuccess: () => {
        toast.success(t('review.published', { name }));
        backToQueue();
      },
    });
  const onReject = (reason: string) =>
    reject.mutate(
      { id, reason },
      {
        onSuccess: () => {
          toast.success(t('review.rejected', { name }));
          setRejecting(false);
          backToQueue();
        },
      },
    );
  return (
    <>
      {publish.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {actionFailure(t, publish.error)}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button variant="contained" color="success" onClick={onPublish} disabled={publish.isPending}>
          {t('review.publish')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          onClick={() => {
            reject.reset();
            setRejecting(true);
          }}
          disabled={publish.isPending}
        >
          {t('review.reject')}
        </Button>
      </Box>
      {rejecting && (
        <ReasonDialog
          title={t('review.rejectTitle', { name })}
          text={t('review.rejectText')}
          confirmLabel={t('review.reject')}
          pending={reject.isPending}
          error={reject.isError ? actionFailure(t, reject.error) : null}
          onClose={() => setRejecting(false)}
          onSubmit={onReject}
        />
      )}
    </>
  );
}

import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EventNoteIcon from '@mui/icons-material/EventNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UndoIcon from '@mui/icons-material/Undo';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isOnListWith } from '@town/shared/asset-types';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { ListingDetail } from '@town/shared/listings';
import { canonicalAssetPagePath } from '@town/shared/public-pages';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { useDeleteListing } from '../api/delete-listing.ts';
import { useUnpublishListing } from '../api/unpublish-listing.ts';
import { useWithdrawListing } from '../api/withdraw-listing.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LanguageChips } from './language-chips.tsx';
import { PendingChangeChip, StatusChip } from './listing-status.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

/** Which explanation a listing's state gets (docs/listings.md#life). */
export function stateKey({ status, pendingChange }: Pick<ListingDetail, 'status' | 'pendingChange'>): string {
  if (status === 'published' && pendingChange) return `published_${pendingChange}`;
  return status;
}

/** A listing's last change, as the town's clock shows it, in the page's language. */
export const lastChange = (updatedAt: string, lang: string) =>
  formatTownDate(
    updatedAt,
    lang,
    { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
    'd MMMM yyyy, HH:mm',
  );

/**
 * Where the listing stands and what happens next: its state in words, the town hall's
 * reason when it said no, the languages it is complete in, and the steps the state allows
 * (withdraw a submission, unpublish, delete a draft, see the public page).
 */
export function ListingStatusPanel({ detail, lang }: { detail: ListingDetail; lang: string }) {
  const { t } = useTranslation('owner');
  const { t: tHost } = useTranslation('host');
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const withdraw = useWithdrawListing(detail.id);
  const unpublish = useUnpublishListing(detail.id);
  const remove = useDeleteListing(detail.id);
  const [confirming, setConfirming] = useState<'unpublish' | 'delete' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { status, pendingChange } = detail;
  const inReview = status === 'review' || pendingChange === 'review';

  const failed = (error: unknown) => {
    setConfirming(null);
    const failed = t('actions.errors.failed');
    setProblem(
      failureMessage(error, {
        byCode: {
          [ERROR_CODES.listingNotDeletable]: t('actions.errors.notDeletable'),
          [ERROR_CODES.listingState]: t('actions.errors.state'),
        },
        offline: failed,
        failed,
      }),
    );
  };

  return (
    <SectionFrame title={t('state.heading')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }} data-testid="listing-status">
        <StatusChip status={status} />
        <PendingChangeChip pendingChange={pendingChange} />
      </Box>
      <Typography sx={{ mb: 1.5 }}>{t(`state.explain.${stateKey(detail)}`)}</Typography>
      {detail.rejectionReason && (status === 'rejected' || pendingChange === 'rejected') ? (
        <Alert severity="warning" role="note" sx={{ mb: 1.5 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('state.reason')}
          </Typography>{' '}
          <span data-testid="rejection-reason">{detail.rejectionReason}</span>
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {t('state.live')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {t('state.completeIn')}
      </Typography>
      <LanguageChips complete={detail.languages} label={t('state.completeIn')} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {t('state.lastChange', { date: lastChange(detail.updatedAt, lang) })}
      </Typography>
      <FormAlert message={problem} sx={{ mt: 2 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        {status === 'published' ? (
          <Button
            component={RouterLink}
            to={localePath(canonicalAssetPagePath({ id: detail.id, ...detail.content }))}
            startIcon={<OpenInNewIcon />}
          >
            {t('actions.viewPublic')}
          </Button>
        ) : null}
        {isOnListWith(detail.content, 'bookable') ? (
          // A holiday rental's calendar and bookings (docs/rules.md#rentals), texts in the host pages' namespace.
          <>
            <Button
              component={RouterLink}
              to={localePath(`owner/${detail.id}/calendar`)}
              startIcon={<CalendarMonthIcon />}
            >
              {tHost('links.calendar')}
            </Button>
            <Button
              component={RouterLink}
              to={`${localePath('owner/bookings')}?assetId=${detail.id}`}
              startIcon={<EventNoteIcon />}
            >
              {tHost('links.rentalBookings')}
            </Button>
          </>
        ) : null}
        {inReview ? (
          <Button
            startIcon={<UndoIcon />}
            loading={withdraw.isPending}
            onClick={() => {
              setProblem(null);
              withdraw.mutate(undefined, { onSuccess: () => toast.success(t('actions.withdrawn')), onError: failed });
            }}
          >
            {t('actions.withdraw')}
          </Button>
        ) : null}
        {status === 'published' ? (
          <Button startIcon={<VisibilityOffIcon />} onClick={() => setConfirming('unpublish')}>
            {t('actions.unpublish')}
          </Button>
        ) : null}
        {status === 'draft' || status === 'rejected' ? (
          <Button startIcon={<DeleteOutlineIcon />} color="error" onClick={() => setConfirming('delete')}>
            {t('actions.delete')}
          </Button>
        ) : null}
      </Box>
      <ConfirmDialog
        open={confirming === 'unpublish'}
        title={t('actions.unpublishTitle')}
        text={t('actions.unpublishText')}
        confirm={t('actions.unpublish')}
        cancel={t('actions.cancel')}
        pending={unpublish.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          unpublish.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              toast.success(t('actions.unpublished'));
            },
            onError: failed,
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('actions.deleteTitle')}
        text={t('actions.deleteText')}
        confirm={t('actions.delete')}
        cancel={t('actions.cancel')}
        pending={remove.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast.success(t('actions.deleted'));
              void navigate(localePath('owner'), { replace: true });
            },
            onError: failed,
          })
        }
      />
    </SectionFrame>
  );
}

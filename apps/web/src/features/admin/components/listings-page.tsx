import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import type { AdminListing } from '@town/shared/listings';
import { toConfigType } from '@town/shared/asset-types';
import { LISTING_STATUSES } from '@town/shared/listings';
import { assetPagePath } from '@town/shared/public-pages';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useAdminListings } from '../api/admin-listings.ts';
import { useRepublishListing } from '../api/republish-listing.ts';
import { useUnpublishListing } from '../api/unpublish-listing.ts';
import { actionFailure } from '../utils/errors.ts';
import { formatWhen } from '../utils/format.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { AdminCard } from './admin-card.tsx';
import { StatusChip } from './status-chip.tsx';
import { TransferDialog } from './transfer-dialog.tsx';

/**
 * /{lang}/admin/listings: every listing, found by name and status, a page at a time. The
 * search lives in the address (?q=&status=&page=), so going back returns to the same page.
 */
export function ListingsPage({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const listings = useAdminListings({ q, status, page });
  const [unpublishing, setUnpublishing] = useState<AdminListing | null>(null);
  const [transferring, setTransferring] = useState<AdminListing | null>(null);

  const search = (next: { q?: string; status?: string; page?: number }) => {
    const merged = { q, status, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.status) query.set('status', merged.status);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };

  return (
    <>
      <FilterBar
        label={t('listings.searchLabel')}
        onSearch={(typed) => search({ q: typed })}
        sx={{ alignItems: 'flex-start', mb: 3 }}
      >
        <TextField key={q} name="q" label={t('listings.search')} defaultValue={q} sx={{ flex: '1 1 14rem' }} />
        <TextField
          select
          label={t('listings.status')}
          value={status}
          onChange={(e) => search({ status: e.target.value })}
          sx={{ flex: '0 1 14rem', minWidth: 180 }}
        >
          <MenuItem value="">{t('listings.anyStatus')}</MenuItem>
          {LISTING_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button type="submit" variant="outlined" startIcon={<SearchIcon aria-hidden />} sx={{ minHeight: 56 }}>
          {t('actions.search')}
        </Button>
      </FilterBar>
      {listings.isPending ? (
        <Loading label={t('loading')} />
      ) : listings.isError ? (
        <LoadError message={t('errors.load')} onRetry={() => void listings.refetch()} />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {listings.data.total === 0 ? t('listings.empty') : t('listings.results', { count: listings.data.total })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {listings.data.items.map((listing) => (
              <li key={listing.id}>
                <ListingCard
                  listing={listing}
                  lang={lang}
                  onUnpublish={() => setUnpublishing(listing)}
                  onTransfer={() => setTransferring(listing)}
                />
              </li>
            ))}
          </Box>
          {listings.data.total > listings.data.pageSize && (
            <Pagination
              sx={{ mt: 3, '& ul': { flexWrap: 'wrap' } }}
              page={listings.data.page}
              count={Math.ceil(listings.data.total / listings.data.pageSize)}
              onChange={(_, next) => search({ page: next })}
              aria-label={t('pagination.label')}
              getItemAriaLabel={(type, number, selected) => {
                if (type === 'page') return t(selected ? 'pagination.current' : 'pagination.page', { page: number });
                // An ellipsis is not a control: nothing to name.
                return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`pagination.${type}`);
              }}
            />
          )}
        </>
      )}
      {unpublishing && <UnpublishDialog listing={unpublishing} onClose={() => setUnpublishing(null)} />}
      {transferring && <TransferDialog listing={transferring} onClose={() => setTransferring(null)} />}
    </>
  );
}

function ListingCard({
  listing,
  lang,
  onUnpublish,
  onTransfer,
}: {
  listing: AdminListing;
  lang: string;
  onUnpublish(): void;
  onTransfer(): void;
}) {
  const { t } = useTranslation(['admin', 'listofval']);
  const republish = useRepublishListing();
  const headingId = `listing-${listing.id}`;
  const onRepublish = () =>
    republish.mutate(listing.id, {
      onSuccess: () => toast.success(t('listings.republished', { name: listing.name })),
      onError: (error) => toast.error(actionFailure(t, error)),
    });
  return (
    <AdminCard
      headingId={headingId}
      testId="admin-listing"
      title={listing.name}
      badge={<StatusChip status={listing.status} />}
    >
      <Typography variant="body2">
        {t(`listofval:assetType.${listing.type}`)}
        {listing.pendingChange && ` · ${t(`pendingChange.${listing.pendingChange}`)}`}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {listing.ownerEmail ? t('listings.owner', { email: listing.ownerEmail }) : t('listings.noOwner')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('listings.updated', { date: formatWhen(listing.updatedAt, lang) })}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {listing.status === 'published' && (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/${lang}/${assetPagePath(listing.id, toConfigType(listing.type))}`}
            aria-describedby={headingId}
          >
            {t('listings.view')}
          </Button>
        )}
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={`/${lang}/owner/${listing.id}`}
          aria-describedby={headingId}
        >
          {t('listings.edit')}
        </Button>
        {listing.status === 'published' && (
          <Button size="small" variant="outlined" color="error" onClick={onUnpublish} aria-describedby={headingId}>
            {t('listings.unpublish')}
          </Button>
        )}
        {listing.status === 'unpublished' && (
          <Button
            size="small"
            variant="outlined"
            onClick={onRepublish}
            disabled={republish.isPending}
            aria-describedby={headingId}
          >
            {t('listings.republish')}
          </Button>
        )}
        <Button size="small" variant="outlined" onClick={onTransfer} aria-describedby={headingId}>
          {t('listings.transfer')}
        </Button>
      </Box>
    </AdminCard>
  );
}

function UnpublishDialog({ listing, onClose }: { listing: AdminListing; onClose(): void }) {
  const { t } = useTranslation('admin');
  const unpublish = useUnpublishListing();
  return (
    <ConfirmDialog
      open
      title={t('listings.unpublishTitle', { name: listing.name })}
      text={t('listings.unpublishText')}
      confirm={t('listings.unpublish')}
      cancel={t('actions.cancel')}
      pending={unpublish.isPending}
      error={unpublish.isError ? actionFailure(t, unpublish.error) : null}
      onClose={onClose}
      onConfirm={() =>
        unpublish.mutate(listing.id, {
          onSuccess: () => {
            toast.success(t('listings.unpublished', { name: listing.name }));
            onClose();
          },
        })
      }
    />
  );
}

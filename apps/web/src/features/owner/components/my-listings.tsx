import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import EventNoteIcon from '@mui/icons-material/EventNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { toConfigType, typesWithList } from '@town/shared/asset-types';
import type { OwnerListing } from '@town/shared/listings';
import { assetPagePath } from '@town/shared/public-pages';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useOwnerListings } from '../api/owner-listings.ts';
import { NEW_LISTING_KINDS } from '../utils/editor-values.ts';
import { LanguageChips } from './language-chips.tsx';
import { lastChange, stateKey } from './listing-status-panel.tsx';
import { PendingChangeChip, StatusChip } from './listing-status.tsx';
import { Loading } from '../../../components/loading.tsx';

/**
 * An owner's listings, every state, the latest change first: each with its state, the
 * languages it is complete in, its last change and what can be done with it; and the way
 * to start a new one.
 */
export function MyListings({ lang }: { lang: string }) {
  const { t } = useTranslation('owner');
  // The link to the host's bookings is labelled in the host pages' namespace.
  const { t: tHost } = useTranslation('host');
  const localePath = useLocalePath();
  const listings = useOwnerListings();
  const [choosing, setChoosing] = useState(false);

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setChoosing(true)}>
      {t('list.new')}
    </Button>
  );

  let body;
  if (listings.isPending) {
    body = <Loading label={t('list.loading')} />;
  } else if (listings.isError) {
    body = <LoadError message={t('list.loadError')} onRetry={() => void listings.refetch()} />;
  } else if (listings.data.items.length === 0) {
    body = (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('list.empty')}</Typography>
      </Paper>
    );
  } else {
    body = (
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        {listings.data.items.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} lang={lang} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('list.intro')}
      </Typography>
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {newButton}
        {listings.data?.items.some((listing) => typesWithList('bookable').includes(listing.type)) ? (
          <Button component={RouterLink} to={localePath('owner/bookings')} startIcon={<EventNoteIcon />}>
            {tHost('links.bookings')}
          </Button>
        ) : null}
      </Box>
      {body}
      <NewListingDialog open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}

function ListingCard({ listing, lang }: { listing: OwnerListing; lang: string }) {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  const localePath = useLocalePath();
  const headingId = `listing-${listing.id}`;
  const name = listing.name || t('list.untitled');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="owner-listing"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {listing.image ? (
        <Box
          component="img"
          src={listing.image}
          alt=""
          sx={{
            width: { xs: '100%', sm: 160 },
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            borderRadius: 1,
            flexShrink: 0,
          }}
        />
      ) : null}
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 1 }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {tList(`assetType.${listing.type}`)}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <StatusChip status={listing.status} />
          <PendingChangeChip pendingChange={listing.pendingChange} />
        </Box>
        <Typography variant="body2">{t(`state.short.${stateKey(listing)}`)}</Typography>
        {listing.rejectionReason && (listing.status === 'rejected' || listing.pendingChange === 'rejected') ? (
          <Alert severity="warning" role="note" sx={{ py: 0 }}>
            <strong>{t('state.reason')}</strong> {listing.rejectionReason}
          </Alert>
        ) : null}
        <LanguageChips complete={listing.languages} label={t('list.languages', { name })} />
        <Typography variant="body2" color="text.secondary">
          {t('state.lastChange', { date: lastChange(listing.updatedAt, lang) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={localePath(`owner/${listing.id}`)}
            variant="outlined"
            size="small"
            startIcon={<EditIcon />}
            aria-label={t('list.editNamed', { name })}
          >
            {t('list.edit')}
          </Button>
          {listing.status === 'published' ? (
            <Button
              component={RouterLink}
              to={localePath(assetPagePath(listing.id, toConfigType(listing.type)))}
              size="small"
              startIcon={<OpenInNewIcon />}
              aria-label={t('list.viewNamed', { name })}
            >
              {t('actions.viewPublic')}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}

/** "What are you listing?": the nine kinds, each a link to a new listing's editor. */
export function NewListingChoices({ label, onChoose }: { label: string; onChoose?: () => void }) {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  return (
    <List aria-label={label}>
      {NEW_LISTING_KINDS.map((kind) => (
        <li key={kind}>
          <ListItemButton component={RouterLink} to={`${localePath('owner/new')}?type=${kind}`} onClick={onChoose}>
            <ListItemText
              primary={t(`newListing.kinds.${kind}.title`)}
              secondary={t(`newListing.kinds.${kind}.text`)}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

function NewListingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('owner');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('newListing.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 2 } }}>
        <NewListingChoices label={t('newListing.title')} onChoose={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EditIcon from '@mui/icons-material/Edit';
import EventNoteIcon from '@mui/icons-material/EventNote';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BOOKABLE_LIST, hasListFlags } from '@town/shared/asset-types';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import type { OwnerListing } from '@town/shared/listings';
import { canonicalAssetPagePath } from '@town/shared/public-pages';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { formatTownDate } from '../../../lib/town-dates.ts';
import { PendingChangeChip, StatusChip } from './listing-status.tsx';

interface Props {
  items: OwnerListing[];
  lang: string;
  /** A table where there is room for one; else a compact row each. */
  wide: boolean;
  /** What the list is called for screen readers. */
  label: string;
}

/** A listing's last change, day only, in the page's language ("4 May 2026", "04.05.2026"). */
const changedOn = (updatedAt: string, lang: string) => formatTownDate(updatedAt, lang, { dateStyle: 'medium' }, 'PP');

/** One page of "My listings" (docs/listings.md#the-owners-workspace): a table on wide screens, compact rows on phones. */
export function ListingRows({ items, lang, wide, label }: Props) {
  const { t } = useTranslation('owner');
  if (wide) {
    return (
      <Table size="small" aria-label={label} sx={{ '& td, & th': { verticalAlign: 'middle' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.columns.name')}</TableCell>
            <TableCell>{t('list.type')}</TableCell>
            <TableCell>{t('list.status')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('list.columns.changed')}</TableCell>
            <TableCell>{t('list.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((listing) => (
            <TableRow key={listing.id} data-testid="owner-listing">
              <TableCell component="th" scope="row" sx={{ minWidth: '16rem' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Thumbnail listing={listing} />
                  <NameLink listing={listing} />
                </Box>
              </TableCell>
              <TableCell>
                <KindText listing={listing} />
              </TableCell>
              <TableCell>
                <State listing={listing} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <time dateTime={listing.updatedAt}>{changedOn(listing.updatedAt, lang)}</time>
              </TableCell>
              <TableCell>
                <Actions listing={listing} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {items.map((listing) => (
        <Box
          component="li"
          key={listing.id}
          data-testid="owner-listing"
          sx={{
            display: 'grid',
            gridTemplateColumns: '4rem minmax(0, 1fr)',
            columnGap: 1.5,
            rowGap: 0.25,
            py: 0.75,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Thumbnail listing={listing} />
          <Box sx={{ minWidth: 0 }}>
            <NameLink listing={listing} clamp />
            <Typography variant="body2" color="text.secondary">
              <KindText listing={listing} /> ·{' '}
              <time dateTime={listing.updatedAt}>{changedOn(listing.updatedAt, lang)}</time>
            </Typography>
          </Box>
          <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
            <State listing={listing} />
            <Box sx={{ ml: 'auto' }}>
              <Actions listing={listing} />
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

const displayName = (listing: OwnerListing, untitled: string) => listing.name || untitled;

/** The cover, small; a listing without one keeps its place. */
function Thumbnail({ listing }: { listing: OwnerListing }) {
  const size = { width: '4rem', height: '3rem', borderRadius: 1, flexShrink: 0 };
  if (!listing.image) return <Box sx={{ ...size, bgcolor: 'action.hover' }} />;
  // The name beside it says what it is.
  return (
    <Box
      component="img"
      src={listing.image}
      alt=""
      loading="lazy"
      decoding="async"
      sx={{ ...size, objectFit: 'cover', display: 'block' }}
    />
  );
}

/** The name, a link to the listing's editor. */
function NameLink({ listing, clamp = false }: { listing: OwnerListing; clamp?: boolean }) {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  return (
    <Link
      component={RouterLink}
      to={localePath(`owner/${listing.id}`)}
      sx={{
        fontWeight: 600,
        lineHeight: 1.3,
        overflowWrap: 'anywhere',
        // Two lines at most on a phone: every row the same height, the whole name in the editor.
        ...(clamp && { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
      }}
    >
      {displayName(listing, t('list.untitled'))}
    </Link>
  );
}

/** What it is: a home by the lists it is on ("Holiday rental, Sale"), anything else by its type. */
function KindText({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation(['owner', 'listofval']);
  if (hasListFlags(listing.type) && listing.kinds.length) {
    return <>{listing.kinds.map((kind) => t(`owner:details.list.${kind}`)).join(', ')}</>;
  }
  return <>{t(`listofval:assetType.${listing.type}`)}</>;
}

/** Its state by chips, and what is missing or was refused, in a word. */
function State({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation('owner');
  const refused = listing.rejectionReason && (listing.status === 'rejected' || listing.pendingChange === 'rejected');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <StatusChip status={listing.status} />
      <PendingChangeChip pendingChange={listing.pendingChange} />
      {listing.languages.length < SUPPORTED_LANGUAGES.length ? (
        <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('list.languagesCount', { complete: listing.languages.length, total: SUPPORTED_LANGUAGES.length })}
        </Typography>
      ) : null}
      {refused ? (
        <Typography
          variant="caption"
          sx={{
            flexBasis: '100%',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          <strong>{t('state.reason')}</strong> {listing.rejectionReason}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * Where the row leads: its editor, a holiday rental's calendar and bookings (docs/rules.md#rentals),
 * a published listing's public page. Icons, named with the listing for screen readers and
 * said in a tooltip: a row stays one line high in the table and three on a phone.
 */
function Actions({ listing }: { listing: OwnerListing }) {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  const name = displayName(listing, t('list.untitled'));
  const links: { key: string; to: string; icon: ReactElement; text: string; label: string }[] = [
    {
      key: 'edit',
      to: localePath(`owner/${listing.id}`),
      icon: <EditIcon fontSize="small" />,
      text: t('list.edit'),
      label: t('list.editNamed', { name }),
    },
  ];
  if (listing.kinds.includes(BOOKABLE_LIST.key)) {
    links.push(
      {
        key: 'calendar',
        to: localePath(`owner/${listing.id}/calendar`),
        icon: <CalendarMonthIcon fontSize="small" />,
        text: t('list.calendar'),
        label: t('list.calendarNamed', { name }),
      },
      {
        key: 'bookings',
        to: `${localePath('owner/bookings')}?assetId=${listing.id}`,
        icon: <EventNoteIcon fontSize="small" />,
        text: t('list.bookings'),
        label: t('list.bookingsNamed', { name }),
      },
    );
  }
  if (listing.status === 'published') {
    links.push({
      key: 'public',
      to: localePath(
        canonicalAssetPagePath({
          id: listing.id,
          type: listing.type,
          rent: listing.kinds.includes('rent'),
          long: listing.kinds.includes('long'),
          sale: listing.kinds.includes('sale'),
        }),
      ),
      icon: <OpenInNewIcon fontSize="small" />,
      text: t('list.view'),
      label: t('list.viewNamed', { name }),
    });
  }
  return (
    <Box sx={{ display: 'flex' }}>
      {links.map((link) => (
        <Tooltip key={link.key} title={link.text} describeChild>
          <IconButton component={RouterLink} to={link.to} size="small" aria-label={link.label} data-action={link.key}>
            {link.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}

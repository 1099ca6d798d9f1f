import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Chip from '@mui/material/Chip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingStatus, OwnerListing } from '@town/shared/listings';

const ICONS: Record<ListingStatus, ReactElement> = {
  draft: <EditNoteIcon aria-hidden />,
  review: <HourglassTopIcon aria-hidden />,
  published: <CheckCircleOutlineIcon aria-hidden />,
  rejected: <HighlightOffIcon aria-hidden />,
  unpublished: <VisibilityOffIcon aria-hidden />,
};

type Tone = 'info' | 'success' | 'error' | null;

const TONES: Record<ListingStatus, Tone> = {
  draft: null,
  review: 'info',
  published: 'success',
  rejected: 'error',
  unpublished: null,
};

/** The tone shows in the border and icon only: the words keep the text colour, readable in both schemes. */
const toned = (tone: Tone) =>
  tone ? { borderColor: `${tone}.main`, '& .MuiChip-icon': { color: `${tone}.main` } } : {};

/** A listing's state in words and with an icon of its own (the colour only repeats them). */
export function StatusChip({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('owner');
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={ICONS[status]}
      label={t(`status.${status}`)}
      data-status={status}
      sx={toned(TONES[status])}
    />
  );
}

/** A published listing's change that waits: unsent, with the town hall, or turned down. */
export function PendingChangeChip({ pendingChange }: { pendingChange: OwnerListing['pendingChange'] }) {
  const { t } = useTranslation('owner');
  if (!pendingChange) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={pendingChange === 'review' ? <HourglassTopIcon aria-hidden /> : <EditNoteIcon aria-hidden />}
      label={t(`pendingChange.${pendingChange}`)}
      sx={toned(pendingChange === 'rejected' ? 'error' : pendingChange === 'review' ? 'info' : null)}
    />
  );
}

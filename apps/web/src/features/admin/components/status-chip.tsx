import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '@town/shared/listings';

const COLOURS: Record<ListingStatus, 'default' | 'success' | 'warning' | 'info' | 'error'> = {
  draft: 'default',
  review: 'info',
  published: 'success',
  rejected: 'error',
  unpublished: 'default',
};

/** A listing's status in words (the colour only repeats them). */
export function StatusChip({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      color={COLOURS[status]}
      variant={status === 'published' || status === 'review' ? 'filled' : 'outlined'}
    />
  );
}

import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { ListingStatus } from '@town/shared/listings';

/** A listing's status in words; only a published one is filled, so it stands out without colour. */
export function StatusChip({ status }: { status: ListingStatus }) {
  const { t } = useTranslation('admin');
  return <Chip size="small" label={t(`status.${status}`)} variant={status === 'published' ? 'filled' : 'outlined'} />;
}

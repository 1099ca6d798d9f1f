import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A page part waiting for its data, said to screen readers too. */
export function Loading() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }} role="status">
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

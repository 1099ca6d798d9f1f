import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** A hotel's official stars, drawn, and said as "3 stars" to a screen reader. */
export function StarRating({ stars }: { stars: number }) {
  const { t } = useTranslation('catalogue');
  return (
    <Box
      component="span"
      role="img"
      aria-label={t('facts.stars', { count: stars })}
      sx={(theme) => ({ color: '#7a4f00', letterSpacing: 1, ...theme.applyStyles('dark', { color: '#ffd27a' }) })}
    >
      {'★'.repeat(stars)}
    </Box>
  );
}

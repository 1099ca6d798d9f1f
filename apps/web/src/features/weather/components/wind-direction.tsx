import NavigationIcon from '@mui/icons-material/Navigation';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { compassPoint } from '../hooks/use-weather-format.ts';

/**
 * Where the wind comes from, in words, with an arrow pointing where it blows to
 * (the arrow is decorative: the words say it all).
 */
export function WindDirection({ degrees, speed }: { degrees: number; speed: string }) {
  const { t } = useTranslation('weather');
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <NavigationIcon aria-hidden fontSize="small" sx={{ transform: `rotate(${degrees + 180}deg)` }} />
      {t('windValue', { speed, direction: t(`windFrom.${compassPoint(degrees)}`) })}
    </Box>
  );
}

import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../lib/theme-store.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const mode = useThemeStore((s) => s.mode);
  const toggle = useThemeStore((s) => s.toggle);
  const label = mode === 'light' ? t('theme.toDark') : t('theme.toLight');
  return (
    <IconButton color="inherit" onClick={toggle} aria-label={label} title={label} data-testid="theme-toggle">
      {mode === 'light' ? <DarkModeIcon /> : <LightModeIcon />}
    </IconButton>
  );
}

import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { useThemeStore, type ThemeMode } from '../lib/theme-store.ts';
import { useHydrated } from './client-only.tsx';

/**
 * Both states are in the markup and body's data-theme shows one (docs/product.md#theme):
 * the server's HTML is the same for every visitor, and the hidden state (display: none)
 * is left out of the button's accessible name too.
 */
const showCurrentAction = (theme: Theme) => ({
  '& .theme-toggle-to-dark': { display: 'inline-flex' },
  '& .theme-toggle-to-light': { display: 'none' },
  ...theme.applyStyles('dark', {
    '& .theme-toggle-to-dark': { display: 'none' },
    '& .theme-toggle-to-light': { display: 'inline-flex' },
  }),
});

/**
 * The header's light/dark switch; its name says what it does ("Switch to dark theme").
 * `onChange` hears the theme chosen (the header stores it with a signed-in visitor's account).
 */
export function ThemeToggle({ onChange }: { onChange?: (mode: ThemeMode) => void }) {
  const { t } = useTranslation();
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const toggle = () => {
    const next = mode === 'light' ? 'dark' : 'light';
    setMode(next);
    onChange?.(next);
  };
  // The tooltip cannot follow the CSS: it waits for hydration, when the store's mode is known.
  const hydrated = useHydrated();
  const title = hydrated ? (mode === 'light' ? t('theme.toDark') : t('theme.toLight')) : undefined;
  return (
    <IconButton color="inherit" onClick={toggle} title={title} data-testid="theme-toggle" sx={showCurrentAction}>
      <span className="theme-toggle-to-dark">
        <DarkModeIcon />
        <Box component="span" sx={visuallyHidden}>
          {t('theme.toDark')}
        </Box>
      </span>
      <span className="theme-toggle-to-light">
        <LightModeIcon />
        <Box component="span" sx={visuallyHidden}>
          {t('theme.toLight')}
        </Box>
      </span>
    </IconButton>
  );
}

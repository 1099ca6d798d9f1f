import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES } from '@town/shared/languages';
import { useLang } from './lang-link.tsx';
import { LazyMenu as Menu } from './lazy-overlays.tsx';

/** Each language by its own name; picking one keeps the page and swaps the prefix. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.iso639_1 === lang);

  const choose = (code: string) => {
    setAnchor(null);
    const rest = location.pathname.split('/').slice(2).join('/');
    void navigate(`/${code}/${rest}${location.search}${location.hash}`);
  };

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
        {current?.label ?? lang.toUpperCase()}
        <Box component="span" sx={visuallyHidden}>
          {' '}
          {t('language.choose', { current: current?.endonym ?? lang })}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LANGUAGES.filter((l) => l.active).map((l) => (
          <MenuItem
            key={l.iso639_1}
            lang={l.iso639_1}
            selected={l.iso639_1 === lang}
            onClick={() => choose(l.iso639_1)}
          >
            {l.endonym}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

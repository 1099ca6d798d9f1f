import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
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
        aria-label={t('language.choose', { current: current?.endonym ?? lang })}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        {current?.label ?? lang.toUpperCase()}
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

import TranslateIcon from '@mui/icons-material/Translate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { visuallyHidden } from '@mui/utils';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { LANGUAGES } from '@town/shared/languages';
import { rememberLanguageChoice } from '../lib/language.ts';
import { pathInLanguage } from '../lib/page-urls.ts';
import { useTown } from '../lib/town.ts';
import { useHydrated } from './client-only.tsx';
import { useLang } from './lang-link.tsx';
import { LazyMenu as Menu, LazyMenuItem as MenuItem } from './lazy-overlays.tsx';

/** The languages the menu lists: those the town offers, in the product's order (never the pseudo-locale). */
function useOfferedLanguages() {
  const { languages } = useTown();
  return LANGUAGES.filter((l) => l.active && (languages as readonly string[]).includes(l.iso639_1));
}

/** This page in another language: the prefix swapped, the query and fragment kept. */
export function useLanguageHref(): (code: string) => string {
  const { pathname, search, hash } = useLocation();
  return (code) => `${pathInLanguage(pathname, code)}${search}${hash}`;
}

/**
 * Each language the town offers by its own name; picking one keeps the page and swaps the prefix
 * (docs/product.md#languages). Every choice is a real link (href, hreflang, lang), so it
 * works without JavaScript: until the page hydrates it is a native disclosure of links,
 * then the menu (keyboard, client navigation). Either way the choice is remembered.
 */
export function LanguageSelector() {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const hrefOf = useLanguageHref();
  const offered = useOfferedLanguages();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LANGUAGES.find((l) => l.iso639_1 === lang);

  const label = (
    <>
      {/* The visible code starts the accessible name (WCAG 2.5.3, label in name). */}
      {current?.label ?? lang.toUpperCase()}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {t('language.choose', { current: current?.endonym ?? lang })}
      </Box>
    </>
  );

  if (!hydrated) {
    return (
      <Box
        component="details"
        sx={{
          position: 'relative',
          '& > summary': {
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            px: 1,
            py: 0.75,
            borderRadius: 1,
            cursor: 'pointer',
            listStyle: 'none',
            font: 'inherit',
            fontWeight: 500,
            '&::-webkit-details-marker': { display: 'none' },
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
          },
        }}
      >
        <summary>
          <TranslateIcon fontSize="small" aria-hidden />
          <span>{label}</span>
        </summary>
        <Paper
          component="ul"
          elevation={8}
          sx={{
            position: 'absolute',
            right: 0,
            top: '100%',
            zIndex: 'modal',
            m: 0,
            mt: 0.5,
            py: 1,
            px: 0,
            listStyle: 'none',
            minWidth: 160,
            maxWidth: 'calc(100vw - 16px)',
          }}
        >
          {offered.map((l) => (
            <li key={l.iso639_1}>
              <Box
                component="a"
                href={hrefOf(l.iso639_1)}
                hrefLang={l.iso639_1}
                lang={l.iso639_1}
                aria-current={l.iso639_1 === lang ? 'true' : undefined}
                onClick={() => rememberLanguageChoice(l.iso639_1)}
                sx={{
                  display: 'block',
                  px: 2,
                  py: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: l.iso639_1 === lang ? 700 : 400,
                  '&:hover, &:focus-visible': { bgcolor: 'action.hover', textDecoration: 'underline' },
                }}
              >
                {l.endonym}
              </Box>
            </li>
          ))}
        </Paper>
      </Box>
    );
  }

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {offered.map((l) => (
          <MenuItem
            key={l.iso639_1}
            component={RouterLink}
            to={hrefOf(l.iso639_1)}
            hrefLang={l.iso639_1}
            lang={l.iso639_1}
            selected={l.iso639_1 === lang}
            aria-current={l.iso639_1 === lang ? 'true' : undefined}
            onClick={() => {
              rememberLanguageChoice(l.iso639_1);
              setAnchor(null);
            }}
          >
            {l.endonym}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

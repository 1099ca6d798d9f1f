import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../components/lang-link.tsx';
import { useTown } from '../../lib/town.ts';
import { TownLogo } from '../../features/town/components/town-logo.tsx';
import { LanguageSelector } from '../../components/language-selector.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { PlaceSearch } from '../../features/search/components/place-search.tsx';
import { AccountMenu } from './account-menu.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { useUpdateProfile } from '../../features/accounts/api/update-profile.ts';
import { NAV_GROUPS, type NavGroup } from './navigation.ts';
import {
  LazyDrawer as Drawer,
  LazyListItemButton as ListItemButton,
  LazyListItemText as ListItemText,
  LazyListSubheader as ListSubheader,
  LazyMenu as Menu,
  LazyMenuItem as MenuItem,
} from '../../components/lazy-overlays.tsx';

/**
 * From this width (px) the search box sits in the toolbar; below, a button opens it in a bar
 * under the toolbar. Below it the box would squeeze the town's name (between 640 and 800 px,
 * with a long "Sign in" or account name). From `lg` the three menus join the toolbar, and the
 * box fits beside them, with the town's whole name, only from SEARCH_BOX_BESIDE_MENUS_FROM:
 * in between, the button again.
 */
const SEARCH_BOX_FROM = 800;
const SEARCH_BOX_BESIDE_MENUS_FROM = 1440;

/** Where the toolbar shows the search box rather than its button. */
const boxShown = (theme: Theme) => ({
  [theme.breakpoints.up(SEARCH_BOX_FROM)]: { display: 'block' },
  [theme.breakpoints.between('lg', SEARCH_BOX_BESIDE_MENUS_FROM)]: { display: 'none' },
});
const buttonShown = (theme: Theme) => ({
  [theme.breakpoints.up(SEARCH_BOX_FROM)]: { display: 'none' },
  [theme.breakpoints.between('lg', SEARCH_BOX_BESIDE_MENUS_FROM)]: { display: 'inline-flex' },
});

function GroupMenu({ group }: { group: NavGroup }) {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `nav-${group.key}`;
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t(`nav.${group.key}`)}
      </Button>
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {group.items.map((item) => (
          <MenuItem key={item.key} component={RouterLink} to={localePath(item.to)} onClick={() => setAnchor(null)}>
            {t(`nav.${item.key}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function Header() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const town = useTown();
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'));
  const signedIn = useSessionStore((s) => s.user !== null);
  // A signed-in visitor's theme goes with the account (docs/product.md#theme).
  const saveProfile = useUpdateProfile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Narrow screens: the search box opens in a bar under the toolbar (docs/product.md#search-box).
  const [searchOpen, setSearchOpen] = useState(false);
  const searchBarId = useId();
  const searchButton = useRef<HTMLButtonElement>(null);
  const closeSearch = (returnFocus: boolean) => {
    setSearchOpen(false);
    if (returnFocus) searchButton.current?.focus();
  };

  return (
    <AppBar
      position="sticky"
      component="header"
      // The town's colour in the light scheme, deepened in the dark one: white text and logo on both.
      sx={{
        bgcolor: 'band.main',
        color: 'band.contrastText',
        // Doubled: the buttons' own ring (lib/mui-theme.ts) comes later in the styles.
        '&& .Mui-focusVisible, && a:focus-visible': { outlineColor: 'band.contrastText' },
      }}
    >
      <Toolbar
        sx={{
          gap: { xs: 0, sm: 0.5 },
          px: { xs: 1, sm: 2 },
          // At 320 px the toolbar holds six buttons beside the logo: tighter buttons (icon
          // buttons of 34 px, still over the 24 px a target needs) keep them within the width.
          '& > .MuiIconButton-root:not(.MuiIconButton-edgeStart)': { p: { xs: '5px', sm: 1 } },
          '& > .MuiButton-root': { px: { xs: 0.5, sm: 1 }, minWidth: { xs: 0, sm: 64 } },
        }}
      >
        {!wide && (
          <IconButton color="inherit" edge="start" aria-label={t('nav.openMenu')} onClick={() => setDrawerOpen(true)}>
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={localePath('')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: { xs: 0.5, sm: 1 },
            minWidth: 0,
          }}
          aria-label={t('nav.home', { name: town.name })}
        >
          <TownLogo logo={town.logo} height={32} maxWidth={{ xs: 48, sm: 160 }} />
          <Typography
            component="span"
            variant="h6"
            noWrap
            sx={{ display: { xs: 'none', sm: 'block' }, fontWeight: 700 }}
          >
            {town.name}
          </Typography>
        </Box>
        {wide && (
          <Box component="nav" aria-label={t('nav.main')} sx={{ display: 'flex', gap: 0.5 }}>
            {NAV_GROUPS.map((group) => (
              <GroupMenu key={group.key} group={group} />
            ))}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {/* CSS, not a media query in script, picks the box or the button: the server cannot know the width. */}
        <Box
          sx={(theme) => ({
            display: 'none',
            ...boxShown(theme),
            flex: '0 1 20rem',
            minWidth: '11rem',
            mx: 1,
          })}
        >
          <PlaceSearch />
        </Box>
        <IconButton
          ref={searchButton}
          color="inherit"
          aria-label={searchOpen ? t('search.close') : t('search.open')}
          aria-expanded={searchOpen}
          aria-controls={searchOpen ? searchBarId : undefined}
          onClick={() => setSearchOpen((open) => !open)}
          sx={buttonShown}
        >
          {searchOpen ? <CloseIcon /> : <SearchIcon />}
        </IconButton>
        <LanguageSelector />
        <ThemeToggle onChange={(mode) => (signedIn ? saveProfile.mutate({ theme: mode }) : undefined)} />
        <AccountMenu />
      </Toolbar>
      {searchOpen && (
        <Box
          id={searchBarId}
          sx={(theme) => ({
            px: { xs: 1, sm: 2 },
            pb: 1.5,
            pt: 0.5,
            ...buttonShown(theme),
            [theme.breakpoints.between('lg', SEARCH_BOX_BESIDE_MENUS_FROM)]: { display: 'block' },
          })}
        >
          <PlaceSearch autoFocus onEscape={() => closeSearch(true)} onChosen={() => closeSearch(false)} />
        </Box>
      )}
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
        <Box component="nav" aria-label={t('nav.main')} sx={{ width: 280 }}>
          <List dense>
            <ListItemButton component={RouterLink} to={localePath('saved')} onClick={() => setDrawerOpen(false)}>
              <ListItemText primary={t('account.saved')} />
            </ListItemButton>
          </List>
          {NAV_GROUPS.map((group) => (
            <List key={group.key} subheader={<ListSubheader>{t(`nav.${group.key}`)}</ListSubheader>} dense>
              {group.items.map((item) => (
                <ListItemButton
                  key={item.key}
                  component={RouterLink}
                  to={localePath(item.to)}
                  onClick={() => setDrawerOpen(false)}
                >
                  <ListItemText primary={t(`nav.${item.key}`)} />
                </ListItemButton>
              ))}
            </List>
          ))}
        </Box>
      </Drawer>
    </AppBar>
  );
}

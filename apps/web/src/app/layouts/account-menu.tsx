import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalePath } from '../../components/lang-link.tsx';
import { useSessionStore } from '../../lib/session-store.ts';
import { LazyMenu as Menu, LazyMenuItem as MenuItem } from '../../components/lazy-overlays.tsx';

/**
 * The most the toolbar gives the account's name (px): from 640 px, where the town's name keeps
 * its room beside it (narrower, the icon alone); beside the menus, a town hall's long name whole.
 */
const NAME_ROOM = { md: 160, lg: 240 } as const;

/**
 * The header's account button, after a heart that leads to the saved places: "Sign in" for a
 * visitor; the user's name and their pages (Saved among them) once signed in.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const localePath = useLocalePath();
  const location = useLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const headerId = useId();

  // On a phone the toolbar has no room for it: Saved is in the menu's drawer there.
  const saved = (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={localePath('saved')}
      aria-label={t('account.saved')}
      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
    >
      <FavoriteBorderIcon />
    </IconButton>
  );

  if (!user) {
    const back = encodeURIComponent(location.pathname + location.search);
    return (
      <>
        {saved}
        <Button
          color="inherit"
          component={RouterLink}
          to={`${localePath('auth/signin')}?redirect=${back}`}
          sx={{
            whiteSpace: 'nowrap',
            flexShrink: 0,
            // Signed in, the server's "Sign in" would show until the header's island shows the
            // account: hidden meanwhile, its room kept (lib/personal-storage.ts).
            'html[data-session] town-island:not([data-hydrated]) &': { visibility: 'hidden' },
          }}
        >
          {t('account.signIn')}
        </Button>
      </>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      {saved}
      <Button
        color="inherit"
        aria-label={t('account.menu', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="account-menu"
        // A long name (a town hall's) may be cut here: pointed at, it shows whole.
        title={user.name}
        sx={{ minWidth: 0, gap: 0.75 }}
      >
        <AccountCircleIcon aria-hidden />
        {/* The name shows where there is room; the button's label always has it, and the menu's header. */}
        <Box
          component="span"
          sx={{
            display: { xs: 'none', md: 'inline' },
            maxWidth: NAME_ROOM,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {user.name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': headerId } }}
      >
        {/* Who is signed in, whole whatever its length: not an item, so the keys pass it by. */}
        <Box
          component="li"
          role="none"
          data-testid="account-menu-header"
          sx={{ px: 2, pt: 1, pb: 1.25, mb: 0.5, borderBottom: 1, borderColor: 'divider', maxWidth: 320 }}
        >
          <Box id={headerId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {user.name}
          </Box>
          <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', overflowWrap: 'anywhere' }}>{user.email}</Box>
        </Box>
        <MenuItem component={RouterLink} to={localePath('profile')} onClick={close}>
          {t('account.profile')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localePath('saved')} onClick={close}>
          {t('account.saved')}
        </MenuItem>
        <MenuItem component={RouterLink} to={localePath('myBookings')} onClick={close}>
          {t('account.myBookings')}
        </MenuItem>
        {user.role === 'owner' || user.role === 'admin' ? (
          <MenuItem component={RouterLink} to={localePath('owner')} onClick={close}>
            {t('account.myListings')}
          </MenuItem>
        ) : null}
        {user.role === 'owner' || user.role === 'admin' ? (
          <MenuItem component={RouterLink} to={localePath('owner/bookings')} onClick={close}>
            {t('account.hostBookings')}
          </MenuItem>
        ) : null}
        {user.role === 'admin' ? (
          <MenuItem component={RouterLink} to={localePath('admin')} onClick={close}>
            {t('account.administration')}
          </MenuItem>
        ) : null}
        <MenuItem component={RouterLink} to={localePath('auth/signout')} onClick={close}>
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}

import type { DrawerProps } from '@mui/material/Drawer';
import type ListItemButtonType from '@mui/material/ListItemButton';
import type ListItemTextType from '@mui/material/ListItemText';
import type ListSubheaderType from '@mui/material/ListSubheader';
import type { MenuProps } from '@mui/material/Menu';
import type MenuItemType from '@mui/material/MenuItem';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';

// Menus and drawers need MUI's Modal, Popover and transitions: ~15 KB compressed that no page
// needs for its first paint. They load the first time one opens, with the items they hold
// (another ~5 KB: MUI's menu and list items), in one go.
const loadMenuItem = () => import('@mui/material/MenuItem');
const loadListItems = () =>
  Promise.all([
    import('@mui/material/ListItemButton'),
    import('@mui/material/ListItemText'),
    import('@mui/material/ListSubheader'),
  ]);
const Menu = lazy(() => Promise.all([import('@mui/material/Menu'), loadMenuItem()]).then(([menu]) => menu));
const Drawer = lazy(() => Promise.all([import('@mui/material/Drawer'), loadListItems()]).then(([drawer]) => drawer));

/**
 * MUI's items for a LazyMenu or LazyDrawer, with their own types (`component`, `to`…).
 * They only ever render inside one, whose Suspense holds the overlay until they are there
 * too, so it opens with its items (and focuses the first, as MUI's menus do).
 */
export const LazyMenuItem = lazy(loadMenuItem) as unknown as typeof MenuItemType;
export const LazyListItemButton = lazy(
  () => import('@mui/material/ListItemButton'),
) as unknown as typeof ListItemButtonType;
export const LazyListItemText = lazy(() => import('@mui/material/ListItemText')) as unknown as typeof ListItemTextType;
export const LazyListSubheader = lazy(
  () => import('@mui/material/ListSubheader'),
) as unknown as typeof ListSubheaderType;

/** MUI's Menu, loaded when first opened. */
export function LazyMenu(props: MenuProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  );
}

/** MUI's Drawer, loaded when first opened and kept afterwards (so it can animate closed). */
export function LazyDrawer(props: DrawerProps) {
  const [opened, setOpened] = useState(false);
  if (props.open && !opened) setOpened(true);
  if (!props.open && !opened) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;
let interacted = false;

function subscribeToFirstInteraction(onChange: () => void): () => void {
  if (interacted) return () => {};
  const done = () => {
    interacted = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
    onChange();
  };
  for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  return () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
  };
}

/**
 * Renders its children from the visitor's first pointer, touch or key on: for what only
 * answers to an action (notifications), so its code stays out of a page's first download.
 * Nothing on the server nor while hydrating, so both sides match.
 */
export function AfterInteraction({ children }: { children: ReactNode }) {
  const ready = useSyncExternalStore(
    subscribeToFirstInteraction,
    () => interacted,
    () => false,
  );
  return ready ? children : null;
}

import type { DrawerProps } from '@mui/material/Drawer';
import type { MenuProps } from '@mui/material/Menu';
import { lazy, Suspense, useState } from 'react';

// Menus and drawers need MUI's Modal, Popover and transitions: ~15 KB compressed that no page
// needs for its first paint. They load the first time one opens.
const Menu = lazy(() => import('@mui/material/Menu'));
const Drawer = lazy(() => import('@mui/material/Drawer'));

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

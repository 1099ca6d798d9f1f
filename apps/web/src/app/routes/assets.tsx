import { Outlet } from 'react-router';

/** /{lang}/assets: the parent of the nine lists (SPEC.md §2). */
export function Component() {
  return <Outlet />;
}

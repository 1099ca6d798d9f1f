import { Outlet } from 'react-router';

/** Wraps every route (SPEC.md §2); the consent issue puts the banner and dialog here. */
export function ConsentLayout() {
  return <Outlet />;
}

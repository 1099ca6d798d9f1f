import type { ReactNode } from 'react';
import { createPath, Route, Router, Routes, type Navigator, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * Every navigation from an island loads the next page whole (docs/decisions/021-islands.md):
 * the server renders it, from its cache, and the next page hydrates its own islands.
 */
const documentNavigator: Navigator = {
  createHref: href,
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
  go: (delta) => window.history.go(delta),
};

/**
 * React Router's context for an island: the page's address, and its route's pattern (from the
 * server) so that `useParams` reads what it reads in the whole app.
 */
export function DocumentRouter({ pattern, children }: { pattern: string; children: ReactNode }) {
  return (
    <Router location={window.location.pathname + window.location.search + window.location.hash} navigator={documentNavigator}>
      <Routes>
        <Route path={pattern} element={children} />
      </Routes>
    </Router>
  );
}

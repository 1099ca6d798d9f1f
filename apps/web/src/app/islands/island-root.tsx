import { useEffect, type ReactNode } from 'react';
import { createPath, Route, Router, Routes, type Navigator, type To } from 'react-router';
import { IslandsContext } from '../../components/island.tsx';

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
 * What wraps an island, on the server and in the browser alike: React Router's context (the
 * page's address, and its route's pattern so that `useParams` reads what it reads in the whole
 * app), and the islands context saying an island inside it is part of it.
 */
export function IslandRoot({
  location,
  pattern,
  children,
}: {
  location: string;
  pattern: string;
  children: ReactNode;
}) {
  return (
    <IslandsContext.Provider value>
      <Router location={location} navigator={documentNavigator}>
        <Routes>
          <Route path={pattern} element={children} />
        </Routes>
      </Router>
    </IslandsContext.Provider>
  );
}

/** Tells the loader when React has taken the island over (its effects run after hydration); the server renders it too, for the same tree. */
export function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

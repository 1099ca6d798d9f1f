import { createContext, useContext, useEffect, useRef, type ComponentType, type ReactNode } from 'react';

/** The server's render of a public page sets islands aside, each to be rendered as a root of its own. */
export interface IslandCollector {
  /** Returns the island's number on the page, which its ids are prefixed with. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
  collect(island: { component: ComponentType<any>; props: object }): number;
}

/**
 * Islands (docs/decisions/021-islands.md): a public page is the server's HTML, and only the
 * parts a visitor acts on are hydrated, each by itself, when it is needed. On the server's
 * render of a public page, a collector: each island is rendered apart, as the root the browser
 * will hydrate (so `useId` gives both the same ids). Inside an island (its render on the server,
 * its hydration in the browser), true: an island within it is part of it. In the app rendered
 * whole in the browser (private pages, and the pages reached from them), false: an island is
 * just its component.
 */
export const IslandsContext = createContext<IslandCollector | boolean>(false);

/** The prefix of the ids `useId` gives inside island number `n`, on the server and in the browser. */
export const islandIdPrefix = (n: number) => `i${n}-`;

/**
 * When an island is hydrated:
 * - `interaction`: at the visitor's first touch, click, key or focus inside it (replayed once
 *   it is hydrated);
 * - `visible`: when it scrolls into view (a map, a picture gallery);
 * - `personal`: at once for a visitor the server's HTML cannot show (signed in, with saved
 *   places, with a menu text size: lib/personal-storage.ts), on interaction for anyone else;
 * - `consent`: at once when the consent layer has work (no decision stored, or some owed to
 *   our API: features/consent/utils/stored-consent.ts), on interaction otherwise;
 * - `offline`: when the browser is, or goes, offline (a page the service worker kept);
 * - `load`: at once (what the page is for and cannot show without script).
 */
export type HydrateWhen = 'interaction' | 'visible' | 'personal' | 'consent' | 'offline' | 'load';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'town-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

interface IslandProps<P extends object> {
  /** Its name in the registry (app/islands/registry.ts), which the browser loads it by. */
  name: string;
  component: ComponentType<P>;
  /** Written into the page as JSON: only plain data, and only what the component needs. */
  props: P;
  when?: HydrateWhen;
  /** Islands hydrated before this one, which it works with. */
  needs?: string[];
}

/**
 * A part of a public page that the browser hydrates by itself (islands/loader.ts). Its
 * element, `<town-island>`, takes no room in the layout (`display: contents`).
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'interaction',
  needs,
}: IslandProps<P>) {
  const islands = useContext(IslandsContext);
  if (!islands) return <Component {...props} />;
  const attributes = {
    'data-island': name,
    'data-when': when,
    'data-needs': needs?.join(' '),
    'data-props': JSON.stringify(props),
  };
  if (islands === true) {
    return (
      <town-island {...attributes}>
        <Component {...props} />
      </town-island>
    );
  }
  // Filled in by the server once the page is rendered (entry-server.tsx).
  const n = islands.collect({ component: Component, props });
  return <town-island {...attributes} data-n={n} />;
}

/**
 * What a script island runs in the browser: it takes the server's HTML of the island (its
 * element) and the props, adds what the page does there, and returns what undoes it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
export type MountIsland<P = any> = (element: HTMLElement, props: P) => () => void;

interface ScriptIslandProps<P extends object> {
  /** Its name in the registry of script islands (app/islands/script-islands.ts). */
  name: string;
  /** Loads what it runs: in the whole app it is run here; on a public page the loader runs it. */
  mount: () => Promise<MountIsland<P>>;
  /** Written into the page as JSON: only plain data, and only what the script needs. */
  props: P;
  /** The island's HTML, rendered by React (on the server, or in the whole app). */
  children: ReactNode;
}

/**
 * A part of a public page that needs script but not React (the town's map, docs/decisions/021-islands.md):
 * React renders its HTML, and a plain script of its own brings it to life, at once when the
 * page loads, without loading React, its styling or the page's texts.
 */
export function ScriptIsland<P extends object>({ name, mount, props, children }: ScriptIslandProps<P>) {
  const islands = useContext(IslandsContext);
  const element = useRef<HTMLElement>(null);
  const json = JSON.stringify(props);
  // In the whole app (and inside a React island) nothing else runs the script: it runs here.
  useEffect(() => {
    if (islands && islands !== true) return;
    let unmount: (() => void) | undefined;
    let cancelled = false;
    void mount().then((run) => {
      if (!cancelled && element.current) unmount = run(element.current, JSON.parse(json) as P);
    });
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [islands, mount, json]);
  return (
    <town-island ref={element} data-island={name} data-script="" data-when="load" data-props={json}>
      {children}
    </town-island>
  );
}

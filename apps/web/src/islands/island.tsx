import { createContext, useContext, type ComponentType } from 'react';
import type { IslandName } from './registry.ts';

/**
 * Islands (docs/decisions/021-islands.md): a public page is the server's HTML, and only the
 * parts a visitor acts on are hydrated, each by itself, when it is needed. True where the
 * page is rendered that way (the server's render of a public page, and inside a hydrated
 * island); false in the app rendered whole in the browser (private pages, and the pages
 * reached from them), where an island is just its component.
 */
export const IslandsContext = createContext(false);

/**
 * When an island is hydrated:
 * - `interaction`: at the visitor's first touch, click, key or focus inside it (replayed once
 *   it is hydrated);
 * - `visible`: when it scrolls into view (a map, a picture gallery);
 * - `personal`: at once for a visitor the server's HTML cannot show (signed in, or with saved
 *   places), on interaction for anyone else;
 * - `consent`: at once when the consent layer has work (no decision stored, or some owed to
 *   our API: features/consent/utils/stored-consent.ts), on interaction otherwise;
 * - `load`: at once (what the page is for and cannot show without script).
 */
export type HydrateWhen = 'interaction' | 'visible' | 'personal' | 'consent' | 'load';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'town-island': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

interface IslandProps<P extends object> {
  /** Its name in the registry (registry.ts), which the browser loads it by. */
  name: IslandName;
  component: ComponentType<P>;
  /** Written into the page as JSON: only plain data, and only what the component needs. */
  props: P;
  when?: HydrateWhen;
  /** Islands hydrated before this one, which it works with. */
  needs?: IslandName[];
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
  return (
    <town-island data-island={name} data-when={when} data-needs={needs?.join(' ')} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </town-island>
  );
}

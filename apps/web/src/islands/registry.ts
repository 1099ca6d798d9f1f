import type { ComponentType } from 'react';

/**
 * Every island, by name (docs/decisions/021-islands.md): the browser loads an island's
 * component from here when it hydrates it, each in a chunk of its own. `registry.test.ts`
 * holds each name to the component the pages render under it.
 */
export const ISLANDS = {
  header: () => import('../app/layouts/header.tsx').then((m) => m.Header),
  consent: () => import('../app/layouts/consent-layout.tsx').then((m) => m.ConsentIsland),
  cookieSettings: () =>
    import('../features/consent/components/cookie-settings-button.tsx').then((m) => m.CookieSettingsButton),
  saveAndShare: () => import('../app/layouts/save-and-share.tsx').then((m) => m.SaveAndShare),
  favourite: () => import('../features/favourites/components/favourite-button.tsx').then((m) => m.FavouriteButton),
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island's props are its own
} satisfies Record<string, () => Promise<ComponentType<any>>>;

export type IslandName = keyof typeof ISLANDS;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}

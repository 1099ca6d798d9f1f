import { ASSET_LISTS, ASSET_TYPE_TRAITS } from '@town/shared/asset-types';

/** Lists of places to stay (and of who sells or rents homes); every other list is about enjoying the town. */
const isStay = (list: (typeof ASSET_LISTS)[number]) => ASSET_TYPE_TRAITS[list.type].group === 'stay';

export interface NavGroup {
  key: string;
  items: readonly { key: string; to: string }[];
}

const listItem = (list: (typeof ASSET_LISTS)[number]) => ({ key: list.key, to: `assets/${list.route}` });

/**
 * The header's sections, in order: the catalogue's lists as ASSET_LISTS orders them, then the
 * town's own pages. `key` names the label in the `translation` namespace (`nav.<key>`), and
 * the landing page's line about it (`landing.blurb.<key>`).
 */
export const NAV_GROUPS: readonly NavGroup[] = [
  { key: 'stay', items: ASSET_LISTS.filter(isStay).map(listItem) },
  { key: 'enjoy', items: ASSET_LISTS.filter((list) => !isStay(list)).map(listItem) },
  {
    key: 'town',
    items: [
      { key: 'map', to: 'map' },
      { key: 'weather', to: 'weather' },
      { key: 'webcams', to: 'webcams' },
      { key: 'info', to: 'info' },
      { key: 'contact', to: 'contact' },
    ],
  },
];

import type { PriceUnit } from './catalogue-codes.ts';

/*
 * Every asset type and what it has, in one table (docs/rules.md#asset-types): the lists, the
 * page sections, the fields an owner fills in, the filters, the configuration names of page
 * URLs and the JSON-LD type are all derived from ASSET_TYPE_TRAITS. A new type is one more row;
 * the `Record<AssetType, …>` tables elsewhere (seed, web) then fail to compile until they
 * have it too.
 */

export const PROPERTY_FLAGS = ['rent', 'long', 'sale'] as const;
export type PropertyFlag = (typeof PROPERTY_FLAGS)[number];

/** How the header, the landing page and the owner's menus group the types. */
export const ASSET_GROUPS = ['stay', 'eat', 'do', 'shop', 'services'] as const;
export type AssetGroup = (typeof ASSET_GROUPS)[number];

/** One public list of /{lang}/assets; a property is on the lists of its flags. */
interface AssetListTraits {
  /** The list's key: its texts (`nav.<key>`, `listofval:list.<key>`…) and the owner's "new listing" kind. */
  key: string;
  /** Its route segment under /{lang}/assets. */
  route: string;
  /** A property's flag for this list (properties only). */
  flag?: PropertyFlag;
  /** Its name in asset page URLs (/{lang}/assets/asset/{id}/{configType}). */
  configType: string;
  /** Booked by the night on the site, with an availability calendar and dated search (docs/rules.md#bookings). */
  bookable: boolean;
  /** Stays booked with the place itself: its page says how, first of all (docs/product.md#asset-pages). */
  bookDirect?: true;
  /**
   * Its places are weighed by their floor area, not by how many they sleep (homes for sale):
   * its cards and pages give the area and no guests, and it has no guest filter (docs/rules.md#guests).
   */
  byArea?: true;
  /** Needs the regional tourist licence and the NRUA number (holiday rentals). */
  touristLicence: boolean;
  /** schema.org type of its pages' JSON-LD, when no category gives a closer one. */
  schemaOrgType: string;
  /** Map pin colour: distinct hues, dark enough for the white dot inside to stand out. */
  markerColour: string;
}

interface AssetTypeTraits {
  /** The type's own name in asset page URLs, when no list is named. */
  configType: string;
  group: AssetGroup;
  /** Its public lists, in the order the pages show them. */
  lists: readonly [AssetListTraits, ...AssetListTraits[]];
  /** Page sections of its description, in page order (docs/rules.md#page-sections). */
  pageSections: readonly [string, ...string[]];
  /** How many guests it takes (adults and children): the guests filter and field. */
  capacity: boolean;
  /** Bedrooms, bathrooms and floor area. */
  rooms: boolean;
  /** A hotel type (category) and stars. */
  hotelCategory: boolean;
  cuisines: boolean;
  /** A menu of dishes with its own page. */
  menu: boolean;
  /** Opening hours in the editor: a business's, not a home's. */
  openingHours: boolean;
  /** The unit an owner's new price starts in (a property prices each list in the list's unit). */
  priceUnit: PriceUnit;
  /** What a card measures distance from when the visitor has not shared where they are. */
  distanceFrom: 'beach' | 'centre';
}

export const ASSET_TYPE_TRAITS = {
  property: {
    configType: 'property',
    group: 'stay',
    lists: [
      {
        key: 'rent',
        route: 'propertyListRent',
        flag: 'rent',
        configType: 'rent',
        bookable: true,
        touristLicence: true,
        schemaOrgType: 'VacationRental',
        markerColour: '#0b5c8a',
      },
      {
        key: 'long',
        route: 'propertyListLong',
        flag: 'long',
        configType: 'long',
        bookable: false,
        bookDirect: true,
        touristLicence: false,
        schemaOrgType: 'RealEstateListing',
        markerColour: '#00796b',
      },
      {
        key: 'sale',
        route: 'propertyListSale',
        flag: 'sale',
        configType: 'sale',
        bookable: false,
        byArea: true,
        touristLicence: false,
        schemaOrgType: 'RealEstateListing',
        markerColour: '#5e35b1',
      },
    ],
    pageSections: ['main', 'location', 'livingroom', 'bedrooms', 'kitchen', 'bathroom'],
    capacity: true,
    rooms: true,
    hotelCategory: false,
    cuisines: false,
    menu: false,
    // A home has no opening hours: a rental has its check-in and check-out hours instead.
    openingHours: false,
    priceUnit: 'person',
    distanceFrom: 'beach',
  },
  hotel: {
    configType: 'hotel',
    group: 'stay',
    lists: [
      {
        key: 'hotel',
        route: 'hotelList',
        configType: 'hotel',
        bookable: false,
        bookDirect: true,
        touristLicence: false,
        schemaOrgType: 'Hotel',
        markerColour: '#a4461b',
      },
    ],
    pageSections: ['main', 'location'],
    capacity: true,
    rooms: false,
    hotelCategory: true,
    cuisines: false,
    menu: false,
    openingHours: true,
    priceUnit: 'night',
    distanceFrom: 'beach',
  },
  'real-estate': {
    configType: 'realstate',
    group: 'stay',
    lists: [
      {
        key: 'real-estate',
        route: 'realStateList',
        configType: 'realstate',
        bookable: false,
        touristLicence: false,
        schemaOrgType: 'RealEstateAgent',
        markerColour: '#6d4c41',
      },
    ],
    pageSections: ['main', 'location'],
    capacity: false,
    rooms: false,
    hotelCategory: false,
    cuisines: false,
    menu: false,
    openingHours: true,
    priceUnit: 'person',
    distanceFrom: 'centre',
  },
  eat: {
    configType: 'eat',
    group: 'eat',
    lists: [
      {
        key: 'eat',
        route: 'eatList',
        configType: 'eat',
        bookable: false,
        touristLicence: false,
        schemaOrgType: 'Restaurant',
        markerColour: '#c62828',
      },
    ],
    pageSections: ['main', 'cousine', 'space', 'chef', 'team', 'location'],
    capacity: false,
    rooms: false,
    hotelCategory: false,
    cuisines: true,
    menu: true,
    openingHours: true,
    priceUnit: 'person',
    distanceFrom: 'centre',
  },
  store: {
    configType: 'store',
    group: 'shop',
    lists: [
      {
        key: 'store',
        route: 'shopList',
        configType: 'store',
        bookable: false,
        touristLicence: false,
        schemaOrgType: 'Store',
        markerColour: '#ad5700',
      },
    ],
    pageSections: ['main', 'location'],
    capacity: false,
    rooms: false,
    hotelCategory: false,
    cuisines: false,
    menu: false,
    openingHours: true,
    priceUnit: 'person',
    distanceFrom: 'centre',
  },
  activity: {
    configType: 'do',
    group: 'do',
    lists: [
      {
        key: 'activity',
        route: 'activityList',
        configType: 'do',
        bookable: false,
        touristLicence: false,
        schemaOrgType: 'TouristAttraction',
        markerColour: '#2e7d32',
      },
    ],
    pageSections: ['main', 'location'],
    capacity: false,
    rooms: false,
    hotelCategory: false,
    cuisines: false,
    menu: false,
    openingHours: true,
    priceUnit: 'person',
    distanceFrom: 'beach',
  },
  service: {
    configType: 'service',
    group: 'services',
    lists: [
      {
        key: 'service',
        route: 'servicesList',
        configType: 'service',
        bookable: false,
        touristLicence: false,
        schemaOrgType: 'LocalBusiness',
        markerColour: '#455a64',
      },
    ],
    pageSections: ['main'],
    capacity: false,
    rooms: false,
    hotelCategory: false,
    cuisines: false,
    menu: false,
    openingHours: true,
    priceUnit: 'person',
    distanceFrom: 'centre',
  },
} as const satisfies Record<string, AssetTypeTraits>;

type Traits = typeof ASSET_TYPE_TRAITS;
export type AssetType = keyof Traits;
/** The types in the table's order (the API's and the database's names). */
export const ASSET_TYPES = Object.keys(ASSET_TYPE_TRAITS) as [AssetType, ...AssetType[]];

/** One list with the type it lists. */
export type AssetListDefinition = { [T in AssetType]: Traits[T]['lists'][number] & { readonly type: T } }[AssetType];
export type AssetListKey = AssetListDefinition['key'];

/** The nine lists of /{lang}/assets, in the order the page loads them. */
export const ASSET_LISTS = ASSET_TYPES.flatMap((type) =>
  ASSET_TYPE_TRAITS[type].lists.map((list) => ({ ...list, type })),
) as unknown as readonly [AssetListDefinition, ...AssetListDefinition[]];

/** The configuration names of page URLs: the types' and the lists' own, and `booking` (no type). */
export type ConfigType = Traits[AssetType]['configType'] | AssetListDefinition['configType'] | 'booking';
export const CONFIG_TYPES = [
  ...new Set<ConfigType>([
    ...ASSET_TYPES.flatMap((type) => [
      ASSET_TYPE_TRAITS[type].configType,
      ...ASSET_TYPE_TRAITS[type].lists.map((list) => list.configType),
    ]),
    'booking',
  ]),
] as [ConfigType, ...ConfigType[]];

/** Loader type (+ property flag) → configuration type. */
export function toConfigType(type: AssetType, flag?: PropertyFlag): ConfigType {
  const list = flag ? ASSET_LISTS.find((l) => l.type === type && 'flag' in l && l.flag === flag) : undefined;
  return list?.configType ?? ASSET_TYPE_TRAITS[type].configType;
}

/** The list an asset page URL names (`rent` → the holiday rentals); a type's own name or `booking` names none. */
export function listOfConfigType(config: string | undefined): AssetListDefinition | undefined {
  return ASSET_LISTS.find((list) => list.configType === config);
}

/** Whether a list weighs its places by floor area (homes for sale), rather than by the guests they take. */
export function listsByArea(list: AssetListDefinition | undefined): boolean {
  return list !== undefined && 'byArea' in list && list.byArea === true;
}

/** Whether a list tells and filters its places by the guests they take: stays, not homes for sale. */
export function countsGuests(list: AssetListDefinition): boolean {
  return hasFeature(list.type, 'capacity') && !listsByArea(list);
}

/** Whether a list's places take their own bookings (`bookDirect`): their pages say how to book them. */
export function booksDirect(list: AssetListDefinition | undefined): boolean {
  return list !== undefined && 'bookDirect' in list && list.bookDirect === true;
}

/** Configuration type → loader type and, for properties, the flag. `booking` has no loader type. */
export function fromConfigType(config: ConfigType): { type: AssetType; flag?: PropertyFlag } | undefined {
  const list = ASSET_LISTS.find((l) => l.configType === config);
  if (list) return 'flag' in list ? { type: list.type, flag: list.flag } : { type: list.type };
  const type = ASSET_TYPES.find((t) => ASSET_TYPE_TRAITS[t].configType === config);
  return type ? { type } : undefined;
}

/** A table with a row for every type, worked out from its traits. */
export function byAssetType<V>(value: (type: AssetType) => V): Record<AssetType, V> {
  return Object.fromEntries(ASSET_TYPES.map((type) => [type, value(type)])) as Record<AssetType, V>;
}

/** Page sections per asset type (docs/rules.md#page-sections). */
export const PAGE_SECTIONS: Record<AssetType, readonly string[]> = byAssetType(
  (type) => ASSET_TYPE_TRAITS[type].pageSections,
);

/** The yes-or-no traits of a type. */
export type AssetTypeFeature = 'capacity' | 'rooms' | 'hotelCategory' | 'cuisines' | 'menu' | 'openingHours';
/** The yes-or-no traits of a list. */
export type AssetListFeature = 'bookable' | 'touristLicence';

export function hasFeature(type: AssetType, feature: AssetTypeFeature): boolean {
  return ASSET_TYPE_TRAITS[type][feature];
}

/** The types with a trait, in the table's order: ['hotel'] for hotelCategory. */
export function typesWith(feature: AssetTypeFeature): AssetType[] {
  return ASSET_TYPES.filter((type) => hasFeature(type, feature));
}

/** Whether the type's listings are on one or more of the property lists by flag (rather than on one list). */
export function hasListFlags(type: AssetType): boolean {
  return ASSET_LISTS.some((list) => list.type === type && 'flag' in list);
}

/** The types listed by flag: ['property']. */
export const FLAGGED_TYPES: readonly AssetType[] = ASSET_TYPES.filter(hasListFlags);

/** The lists an asset is on: its type's, and for a flagged type those of its flags. */
export function listsOfAsset(asset: {
  type: AssetType;
  rent?: boolean | null;
  long?: boolean | null;
  sale?: boolean | null;
}): AssetListDefinition[] {
  return ASSET_LISTS.filter((list) => list.type === asset.type && (!('flag' in list) || asset[list.flag] === true));
}

/** Whether an asset is on a list with the trait: a property on the holiday-rental list is bookable. */
export function isOnListWith(
  asset: { type: AssetType; rent?: boolean | null; long?: boolean | null; sale?: boolean | null },
  feature: AssetListFeature,
): boolean {
  return listsOfAsset(asset).some((list) => list[feature]);
}

/** The types with a list with the trait: ['property'] for bookable. */
export function typesWithList(feature: AssetListFeature): AssetType[] {
  return ASSET_TYPES.filter((type) => ASSET_LISTS.some((list) => list.type === type && list[feature]));
}

/** The query of GET /api/v1/asset that lists a list's assets: `type=property&rent=true`, `type=hotel`. */
export function listQuery(list: AssetListDefinition): string {
  return 'flag' in list ? `type=${list.type}&${list.flag}=true` : `type=${list.type}`;
}

/** The list where stays are booked on the site (the holiday rentals). */
export const BOOKABLE_LIST: AssetListDefinition = ASSET_LISTS.find((list) => list.bookable)!;

/** The lists of a group, in order: the header's and the landing page's sections. */
export function listsOfGroup(group: AssetGroup): AssetListDefinition[] {
  return ASSET_LISTS.filter((list) => ASSET_TYPE_TRAITS[list.type].group === group);
}

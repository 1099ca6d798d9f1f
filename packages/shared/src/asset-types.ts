/**
 * The product names asset types twice: once in the configuration and once in the
 * route loaders. This is the one table that converts between them (docs/rules.md#asset-types).
 */
export const ASSET_TYPES = ['property', 'hotel', 'real-estate', 'eat', 'store', 'activity', 'service'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

export const PROPERTY_FLAGS = ['rent', 'long', 'sale'] as const;
export type PropertyFlag = (typeof PROPERTY_FLAGS)[number];

export const CONFIG_TYPES = [
  'property',
  'rent',
  'long',
  'sale',
  'hotel',
  'realstate',
  'eat',
  'store',
  'do',
  'service',
  'booking',
] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** The nine lists of /{lang}/assets, in the order the page loads them. */
export const ASSET_LISTS = [
  { key: 'rent', route: 'propertyListRent', type: 'property', flag: 'rent', configType: 'rent' },
  { key: 'long', route: 'propertyListLong', type: 'property', flag: 'long', configType: 'long' },
  { key: 'sale', route: 'propertyListSale', type: 'property', flag: 'sale', configType: 'sale' },
  { key: 'hotel', route: 'hotelList', type: 'hotel', configType: 'hotel' },
  { key: 'real-estate', route: 'realStateList', type: 'real-estate', configType: 'realstate' },
  { key: 'eat', route: 'eatList', type: 'eat', configType: 'eat' },
  { key: 'store', route: 'shopList', type: 'store', configType: 'store' },
  { key: 'activity', route: 'activityList', type: 'activity', configType: 'do' },
  { key: 'service', route: 'servicesList', type: 'service', configType: 'service' },
] as const satisfies readonly {
  key: string;
  route: string;
  type: AssetType;
  flag?: PropertyFlag;
  configType: ConfigType;
}[];
export type AssetListKey = (typeof ASSET_LISTS)[number]['key'];

const LOADER_TO_CONFIG: Record<Exclude<AssetType, 'property'>, ConfigType> = {
  hotel: 'hotel',
  'real-estate': 'realstate',
  eat: 'eat',
  store: 'store',
  activity: 'do',
  service: 'service',
};

/** Loader type (+ property flag) → configuration type. */
export function toConfigType(type: AssetType, flag?: PropertyFlag): ConfigType {
  if (type === 'property') return flag ?? 'property';
  return LOADER_TO_CONFIG[type];
}

/** Configuration type → loader type and, for properties, the flag. `booking` has no loader type. */
export function fromConfigType(config: ConfigType): { type: AssetType; flag?: PropertyFlag } | undefined {
  if (config === 'rent' || config === 'long' || config === 'sale') return { type: 'property', flag: config };
  if (config === 'property') return { type: 'property' };
  if (config === 'booking') return undefined;
  const entry = Object.entries(LOADER_TO_CONFIG).find(([, c]) => c === config);
  return entry ? { type: entry[0] as AssetType } : undefined;
}

/** Page sections per asset type (docs/rules.md#page-sections). */
export const PAGE_SECTIONS: Record<AssetType, readonly string[]> = {
  property: ['main', 'location', 'livingroom', 'bedrooms', 'kitchen', 'bathroom'],
  hotel: ['main', 'location'],
  'real-estate': ['main', 'location'],
  eat: ['main', 'cousine', 'space', 'chef', 'team', 'location'],
  store: ['main', 'location'],
  activity: ['main', 'location'],
  service: ['main'],
};

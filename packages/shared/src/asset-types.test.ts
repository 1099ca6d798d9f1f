import { describe, expect, it } from 'vitest';
import {
  ASSET_GROUPS,
  ASSET_LISTS,
  ASSET_TYPE_TRAITS,
  ASSET_TYPES,
  CONFIG_TYPES,
  countsGuests,
  FLAGGED_TYPES,
  PAGE_SECTIONS,
  PROPERTY_FLAGS,
  fromConfigType,
  isOnListWith,
  listsByArea,
  listsOfGroup,
  toConfigType,
  typesWith,
} from './asset-types.ts';
import { ASSET_CATEGORIES, SECTION_KEYS } from './catalogue.ts';
import { PRICE_UNITS } from './catalogue-codes.ts';

const TYPE_TRAITS = [
  'configType',
  'group',
  'lists',
  'pageSections',
  'capacity',
  'rooms',
  'hotelCategory',
  'cuisines',
  'menu',
  'openingHours',
  'priceUnit',
  'distanceFrom',
].sort();
const LIST_TRAITS = ['key', 'route', 'configType', 'bookable', 'touristLicence', 'schemaOrgType', 'markerColour'];

describe('the asset type traits', () => {
  it.each(ASSET_TYPES)('give %s every trait', (type) => {
    const traits = ASSET_TYPE_TRAITS[type];
    expect(Object.keys(traits).sort()).toEqual(TYPE_TRAITS);
    expect(ASSET_GROUPS).toContain(traits.group);
    expect(['beach', 'centre']).toContain(traits.distanceFrom);
    expect(PRICE_UNITS).toContain(traits.priceUnit);
    expect(traits.pageSections.length).toBeGreaterThan(0);
    expect(traits.pageSections[0]).toBe('main');
    for (const section of traits.pageSections) expect(SECTION_KEYS).toContain(section);
    expect(ASSET_CATEGORIES[type].length).toBeGreaterThan(0);
    expect(traits.lists.length).toBeGreaterThan(0);
    for (const list of traits.lists) {
      for (const trait of LIST_TRAITS) expect(list, `${list.key}.${trait}`).toHaveProperty(trait);
      expect(list.schemaOrgType).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(list.markerColour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('derive lists that cover every type once per list, with unique keys, routes and URL names', () => {
    expect(new Set(ASSET_LISTS.map((list) => list.type))).toEqual(new Set(ASSET_TYPES));
    for (const field of ['key', 'route', 'configType', 'markerColour'] as const) {
      const values = ASSET_LISTS.map((list) => list[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
    expect(ASSET_LISTS.map((list) => list.key)).toEqual([
      'rent',
      'long',
      'sale',
      'hotel',
      'real-estate',
      'eat',
      'store',
      'activity',
      'service',
    ]);
  });

  it('put every list in exactly one group', () => {
    const grouped = ASSET_GROUPS.flatMap((group) => listsOfGroup(group));
    expect(grouped.map((list) => list.key).sort()).toEqual(ASSET_LISTS.map((list) => list.key).sort());
    expect(listsOfGroup('stay').map((list) => list.type)).toEqual([
      'property',
      'property',
      'property',
      'hotel',
      'real-estate',
    ]);
  });

  it('give each property flag one list, and only the flagged types flags', () => {
    for (const flag of PROPERTY_FLAGS) {
      expect(ASSET_LISTS.filter((list) => 'flag' in list && list.flag === flag)).toHaveLength(1);
    }
    expect(FLAGGED_TYPES).toEqual(['property']);
    for (const type of FLAGGED_TYPES) {
      expect(ASSET_LISTS.filter((list) => list.type === type).every((list) => 'flag' in list)).toBe(true);
    }
  });

  it('derive the configuration names and convert both ways', () => {
    expect(CONFIG_TYPES).toEqual([
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
    ]);
    for (const list of ASSET_LISTS) {
      const flag = 'flag' in list ? list.flag : undefined;
      expect(toConfigType(list.type, flag)).toBe(list.configType);
      expect(fromConfigType(list.configType)).toEqual(flag ? { type: list.type, flag } : { type: list.type });
    }
    for (const type of ASSET_TYPES) expect(fromConfigType(toConfigType(type))).toEqual({ type });
    expect(fromConfigType('booking')).toBeUndefined();
  });

  it('derive the page sections and the types with each field', () => {
    for (const type of ASSET_TYPES) expect(PAGE_SECTIONS[type]).toBe(ASSET_TYPE_TRAITS[type].pageSections);
    expect(typesWith('capacity')).toEqual(['property', 'hotel']);
    expect(typesWith('rooms')).toEqual(['property']);
    expect(typesWith('hotelCategory')).toEqual(['hotel']);
    expect(typesWith('cuisines')).toEqual(['eat']);
    expect(typesWith('menu')).toEqual(['eat']);
    expect(typesWith('openingHours')).toEqual(ASSET_TYPES.filter((type) => type !== 'property'));
  });

  it('make only a property on the holiday-rental list bookable and licensed', () => {
    expect(isOnListWith({ type: 'property', rent: true }, 'bookable')).toBe(true);
    expect(isOnListWith({ type: 'property', long: true, sale: true }, 'bookable')).toBe(false);
    expect(isOnListWith({ type: 'property', sale: true, rent: true }, 'touristLicence')).toBe(true);
    expect(isOnListWith({ type: 'hotel', rent: true }, 'bookable')).toBe(false);
    expect(isOnListWith({ type: 'hotel' }, 'touristLicence')).toBe(false);
  });

  it('weigh homes for sale by their floor area, and the stays by the guests they take', () => {
    expect(ASSET_LISTS.filter(listsByArea).map((list) => list.key)).toEqual(['sale']);
    expect(ASSET_LISTS.filter(countsGuests).map((list) => list.key)).toEqual(['rent', 'long', 'hotel']);
    // Weighed by area, a list's type has a floor area to give.
    for (const list of ASSET_LISTS.filter(listsByArea)) expect(ASSET_TYPE_TRAITS[list.type].rooms).toBe(true);
  });
});

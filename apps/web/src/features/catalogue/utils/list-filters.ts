import { ASSET_LISTS, countsGuests, hasFeature, type AssetListKey, type PropertyFlag } from '@town/shared/asset-types';
import { priceRangeProblem, type AssetSort, type CuisineType } from '@town/shared/catalogue';
import {
  DEFAULT_FILTERS,
  HOTEL_TYPES,
  MAX_LISTING_GUESTS,
  MAX_STAY_DAYS,
  MIN_PRICE_GAP,
  PAGE_LIMIT,
  type HotelType,
} from '@town/shared/constants';
import { guestLimits } from '@town/shared/bookings';
import { ASSET_SORTS, CUISINE_TYPES } from '@town/shared/catalogue-codes';
import { dayInTimeZone, daysBetween, isCalendarDay } from '@town/shared/days';
import type { Point } from '@town/shared/distance';

/*
 * A list's filters as the page keeps them in its URL (so a filtered list can be shared and
 * survives a reload), and the API query they become. Only values that differ from the
 * defaults go into the URL; anything unreadable in a URL falls back to its default.
 */

export type AssetListDefinition = (typeof ASSET_LISTS)[number];

export function assetList(key: AssetListKey): AssetListDefinition {
  return ASSET_LISTS.find((list) => list.key === key) ?? ASSET_LISTS[0];
}

/** The list a path such as /es/assets/hotelList shows (its last segment is the list's route). */
export function assetListFromPath(pathname: string): AssetListDefinition {
  const segment = pathname.split('/').filter(Boolean).at(-1);
  return ASSET_LISTS.find((list) => list.route === segment) ?? ASSET_LISTS[0];
}

/** A list's orders: the catalogue's, and by the stay's total when the list has dates. */
export type ListSort = AssetSort | 'total-asc';

export interface ListFilters {
  /** Free text; empty for none. */
  q: string;
  sort: ListSort;
  /** 1-based. */
  page: number;
  /** Property lists only: the price range in the list's unit (a night, a month, the sale price). */
  price?: readonly [number, number];
  /** Rentals and hotels only: homes for sale are weighed by their area (`countsGuests()`). */
  adults?: number;
  children?: number;
  /** Hotels only; undefined means any. */
  hotelType?: HotelType;
  /** Places to eat only; undefined means any. */
  cuisine?: CuisineType;
  /** Holiday rentals only: a stay (YYYY-MM-DD, check-out after check-in), or none. */
  checkIn?: string;
  checkOut?: string;
}

/** Which filters a list offers. */
export interface ListCapabilities {
  priceFlag?: PropertyFlag;
  guests: boolean;
  /** Holiday rentals: a stay's dates, its totals and the order by total (docs/decisions/016-dated-search.md). */
  dates: boolean;
  hotelType: boolean;
  cuisine: boolean;
}

export function listCapabilities(list: AssetListDefinition): ListCapabilities {
  const priceFlag = 'flag' in list ? list.flag : undefined;
  return {
    priceFlag,
    guests: countsGuests(list),
    dates: list.bookable,
    hotelType: hasFeature(list.type, 'hotelCategory'),
    cuisine: hasFeature(list.type, 'cuisines'),
  };
}

/** The list's guest filters: as many as a listing may take. */
export const GUEST_LIMITS = {
  adults: { min: 1, max: MAX_LISTING_GUESTS },
  children: { min: 0, max: MAX_LISTING_GUESTS },
} as const;
/** With dates the list answers "where can we book": as many as one booking may bring (guestLimits). */
export const STAY_GUEST_LIMITS = {
  adults: { min: 1, max: guestLimits(null).adults },
  children: { min: 0, max: guestLimits(null).children },
} as const;
/** The guest counts a search asks for, in the order they are shown. */
export const GUEST_KINDS = ['adults', 'children'] as const;

/** A field of one guest count: its value within its limits, and where a new one goes. */
export interface GuestCountFieldProps {
  name: (typeof GUEST_KINDS)[number];
  label: string;
  value: number;
  limits: { min: number; max: number };
  onChange: (value: number) => void;
}

/** Longest free text the API accepts. */
export const SEARCH_MAX_LENGTH = 100;
/** A page number beyond any real list; keeps the API's offset in range. */
const MAX_PAGE = 10_000;

/** The slider's range and step for a property list: the default range of docs/rules.md#filters. */
export function priceDomain(flag: PropertyFlag): { min: number; max: number; step: number; gap: number } {
  const { min, max } = DEFAULT_FILTERS[flag];
  const step = flag === 'sale' ? 10_000 : flag === 'long' ? 10 : 1;
  return { min, max, step, gap: MIN_PRICE_GAP[flag] };
}

export function defaultListFilters(list: AssetListDefinition): ListFilters {
  const can = listCapabilities(list);
  const filters: ListFilters = { q: '', sort: 'recent', page: 1 };
  if (can.priceFlag) filters.price = [DEFAULT_FILTERS[can.priceFlag].min, DEFAULT_FILTERS[can.priceFlag].max];
  if (can.guests) {
    filters.adults = DEFAULT_FILTERS.adults;
    filters.children = DEFAULT_FILTERS.children;
  }
  return filters;
}

/** A whole number written plainly ("12"), within bounds; anything else is undefined. */
function readInt(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d{1,10}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

function readOneOf<T extends string>(text: string | null, allowed: readonly T[]): T | undefined {
  return (allowed as readonly (string | null)[]).includes(text) ? (text as T) : undefined;
}

/** A price range inside the list's domain that the API takes (its minimum gap: docs/rules.md#filters). */
export function isValidPriceRange(flag: PropertyFlag, min: number, max: number): boolean {
  const domain = priceDomain(flag);
  return min >= domain.min && max <= domain.max && priceRangeProblem(flag, min, max) === null;
}

/** Reads a list's filters from its URL; whatever is missing or unreadable keeps its default. */
export function parseListFilters(list: AssetListDefinition, params: URLSearchParams): ListFilters {
  const can = listCapabilities(list);
  const filters = defaultListFilters(list);
  const q = params.get('q')?.trim().replace(/\s+/g, ' ');
  if (q) filters.q = q.slice(0, SEARCH_MAX_LENGTH);
  if (can.dates) Object.assign(filters, readStay(params.get('checkIn'), params.get('checkOut')));
  filters.sort = readOneOf(params.get('sort'), listSorts(list, filters)) ?? filters.sort;
  filters.page = readInt(params.get('page'), 1, MAX_PAGE) ?? 1;
  if (can.priceFlag && filters.price) {
    const domain = priceDomain(can.priceFlag);
    const min = readInt(params.get('priceMin'), domain.min, domain.max) ?? filters.price[0];
    const max = readInt(params.get('priceMax'), domain.min, domain.max) ?? filters.price[1];
    if (isValidPriceRange(can.priceFlag, min, max)) filters.price = [min, max];
  }
  if (can.guests) {
    filters.adults = readInt(params.get('adults'), GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max) ?? filters.adults;
    filters.children =
      readInt(params.get('children'), GUEST_LIMITS.children.min, GUEST_LIMITS.children.max) ?? filters.children;
  }
  if (can.hotelType) filters.hotelType = readOneOf(params.get('hotelType'), HOTEL_TYPES);
  if (can.cuisine) filters.cuisine = readOneOf(params.get('cuisine'), CUISINE_TYPES);
  return filters;
}

/** The orders a list offers: by total only once it has dates. */
export function listSorts(list: AssetListDefinition, filters: Pick<ListFilters, 'checkIn'>): readonly ListSort[] {
  return listCapabilities(list).dates && filters.checkIn ? [...ASSET_SORTS, 'total-asc'] : ASSET_SORTS;
}

/**
 * A stay from a URL: two days, check-out after check-in, at most MAX_STAY_DAYS nights, not
 * begun yet (a shared link from last week shows the list without dates). Else none.
 */
export function readStay(checkIn: string | null, checkOut: string | null): { checkIn?: string; checkOut?: string } {
  if (!checkIn || !checkOut || !isCalendarDay(checkIn) || !isCalendarDay(checkOut)) return {};
  const nights = daysBetween(checkIn, checkOut);
  if (nights < 1 || nights > MAX_STAY_DAYS || checkIn < dayInTimeZone(new Date())) return {};
  return { checkIn, checkOut };
}

/** The URL query of a list's filters: only what differs from the defaults, in a stable order. */
export function listFiltersToSearchParams(list: AssetListDefinition, filters: ListFilters): URLSearchParams {
  const defaults = defaultListFilters(list);
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.checkIn && filters.checkOut) {
    params.set('checkIn', filters.checkIn);
    params.set('checkOut', filters.checkOut);
  }
  if (filters.price && defaults.price) {
    if (filters.price[0] !== defaults.price[0]) params.set('priceMin', String(filters.price[0]));
    if (filters.price[1] !== defaults.price[1]) params.set('priceMax', String(filters.price[1]));
  }
  if (filters.adults !== undefined && filters.adults !== defaults.adults) params.set('adults', String(filters.adults));
  if (filters.children !== undefined && filters.children !== defaults.children) {
    params.set('children', String(filters.children));
  }
  if (filters.hotelType) params.set('hotelType', filters.hotelType);
  if (filters.cuisine) params.set('cuisine', filters.cuisine);
  // Sorting by total needs the dates; without them the list keeps its default order.
  if (filters.sort !== defaults.sort && (filters.sort !== 'total-asc' || filters.checkIn)) {
    params.set('sort', filters.sort);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * What a list's canonical address keeps of its query (docs/product.md#search-engines-and-sharing):
 * the filters and the page, which choose the places shown, read and written as the page
 * does (defaults and unreadable values dropped); never the order, which shows the same places.
 */
export function canonicalListSearch(list: AssetListDefinition, params: URLSearchParams): string {
  const filters = parseListFilters(list, params);
  // Nor a stay's dates: a dated list is an answer for one visitor's trip, not a page to index.
  const { sort } = defaultListFilters(list);
  return listFiltersToSearchParams(list, { ...filters, sort, checkIn: undefined, checkOut: undefined }).toString();
}

/** True when any filter differs from the list's defaults (the page is not counted). */
export function hasActiveFilters(list: AssetListDefinition, filters: ListFilters): boolean {
  const params = listFiltersToSearchParams(list, { ...filters, page: 1 });
  return params.size > 0;
}

export type AssetListApiQuery = Record<string, string | number>;

/**
 * GET /api/v1/asset's query for a list page (docs/api.md#catalogue). `near` is the visitor's
 * position for "near me": never in the page's URL, so it is neither kept in history nor shared.
 */
export function toAssetListQuery(
  list: AssetListDefinition,
  filters: ListFilters,
  lang: string,
  near?: Point,
): AssetListApiQuery {
  const query: AssetListApiQuery = { type: list.type };
  if ('flag' in list) query[list.flag] = 'true';
  if (filters.price) {
    query.priceMin = filters.price[0];
    query.priceMax = filters.price[1];
  }
  if (filters.adults !== undefined) query.adults = filters.adults;
  if (filters.children !== undefined) query.children = filters.children;
  if (filters.hotelType) query.hotelType = filters.hotelType;
  if (filters.cuisine) query.cuisine = filters.cuisine;
  if (filters.q) query.q = filters.q;
  if (filters.checkIn && filters.checkOut) {
    query.checkIn = filters.checkIn;
    query.checkOut = filters.checkOut;
  }
  if (near) query.near = `${near.lat.toFixed(5)},${near.lng.toFixed(5)}`;
  query.sort = filters.sort === 'total-asc' && !filters.checkIn ? 'recent' : filters.sort;
  query.lang = lang;
  query.limit = PAGE_LIMIT.default;
  query.offset = (filters.page - 1) * PAGE_LIMIT.default;
  return query;
}

/** How many pages a list of `total` items fills. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_LIMIT.default));
}

/**
 * Moves the other bound so a price range keeps the minimum gap after one bound changed
 * (MUI's "minimum distance" pattern), staying inside the domain.
 */
export function keepPriceGap(
  flag: PropertyFlag,
  range: readonly [number, number],
  changed: 'min' | 'max',
): [number, number] {
  const { min: low, max: high, gap } = priceDomain(flag);
  let [min, max] = [Math.max(low, Math.min(high, range[0])), Math.max(low, Math.min(high, range[1]))];
  if (max - min >= gap) return [min, max];
  if (changed === 'min') {
    max = Math.min(high, min + gap);
    min = max - gap;
  } else {
    min = Math.max(low, max - gap);
    max = min + gap;
  }
  return [min, max];
}

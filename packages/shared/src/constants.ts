/** Business constants (docs/rules.md): each rule has its number here and nowhere else. */
export const PRODUCT_VERSION = '0.1.6';
export const PRODUCT_NAME = 'Costa Guía';

export const DEFAULT_FILTERS = {
  adults: 1,
  children: 0,
  rent: { min: 1, max: 500 },
  long: { min: 10, max: 3000 },
  sale: { min: 10000, max: 2000000 },
} as const;

/** The lower and upper price bound keep at least this gap (docs/rules.md). */
export const MIN_PRICE_GAP = { rent: 100, long: 100, sale: 100000 } as const;

export const HOTEL_TYPES = ['hotel', 'camping', 'apartments'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

/** Default hours of a stay; each availability range may set its own. */
export const CHECK_IN_HOUR = '17:00';
export const CHECK_OUT_HOUR = '12:00';
/** An hour of the day as HH:MM (00:00 … 23:59); the database checks stored hours with it too. */
export const HOUR_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
/** Nights one stay may last at most; also the longest minimum stay a range may ask for. */
export const MAX_STAY_DAYS = 100;
/** Adults, and children, per booking at most, whatever the rental; its own capacity may be lower (guestLimits). */
export const MAX_GUESTS = 20;
/** Adults, and children, a listing may say it takes at most (a hotel's, a campsite's); the list's guest filters go as far. */
export const MAX_LISTING_GUESTS = 50;
/** Bedrooms, and bathrooms, a listing may state at most. */
export const MAX_LISTING_ROOMS = 50;
export const AVAILABILITY_HORIZON_DAYS = 365;
export const NOTES_MIN_LENGTH = 10;
export const MESSAGE_MIN_LENGTH = 10;
/**
 * The time zone before a town's profile says another (and the neutral placeholder's): what
 * runs by the town's clock asks `townTimeZone()` (./time-zone.ts, docs/town.md#time-zone).
 */
export const TOWN_TIME_ZONE = 'Europe/Madrid';

/** Pagination of API lists (docs/api.md). */
export const PAGE_LIMIT = { default: 24, max: 100 } as const;

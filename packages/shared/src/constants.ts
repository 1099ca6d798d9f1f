/** Business constants of SPEC.md §9. */
export const PRODUCT_VERSION = '0.1.6';
export const PRODUCT_NAME = 'Costa Guía';

export const DEFAULT_FILTERS = {
  adults: 1,
  children: 0,
  rent: { min: 1, max: 500 },
  long: { min: 10, max: 3000 },
  sale: { min: 10000, max: 2000000 },
} as const;

/** The lower and upper price bound keep at least this gap (SPEC.md §5). */
export const MIN_PRICE_GAP = { rent: 100, long: 100, sale: 100000 } as const;

export const HOTEL_TYPES = ['hotel', 'camping', 'apartments'] as const;
export type HotelType = (typeof HOTEL_TYPES)[number];

export const CHECK_IN_HOUR = '17:00';
export const CHECK_OUT_HOUR = '12:00';
export const MAX_STAY_DAYS = 100;
export const AVAILABILITY_HORIZON_DAYS = 365;
export const NOTES_MIN_LENGTH = 10;
export const MESSAGE_MIN_LENGTH = 10;
export const TOWN_TIME_ZONE = 'Europe/Madrid';

export const MENU_FONT_SCALE = { min: 0, max: 10, default: 5, steps: 16 } as const;

export const BREAKPOINTS = { xs: 320, s: 480, m: 640, l: 1080, xl: 1280, xxl: 1920 } as const;
export const MAP_SETTINGS = { zoom: 16, zoomXs: 15, miniMapSmallScreen: 768 } as const;

/** Logo sizes (px); the component picks one by its container's smaller side. */
export const LOGO_SIZES = [32, 64, 180, 384, 512, 600, 800, 1000, 1200, 1400, 1500] as const;

export const SOCIAL_NETWORKS = {
  whatsapp: true,
  youtube: true,
  linkedin: true,
  facebook: true,
  x: true,
  tiktok: true,
  flickr: true,
  telegram: false,
  instagram: false,
} as const;
export const APP_STORES = ['applestore', 'googleplay'] as const;

/** staleTime per list (ms), staggered as SPEC.md §9 says. */
export const STALE_TIMES = {
  rent: 3_600_000,
  long: 3_660_000,
  sale: 3_720_000,
  hotel: 3_780_000,
  'real-estate': 3_840_000,
  eat: 3_900_000,
  store: 3_960_000,
  activity: 4_020_000,
  service: 4_080_000,
  description: 3_600_000,
  availability: 1_000,
  menu: 3_600_000,
  restaurant: 3_600_000,
  mapMarkers: 3_600_000,
  default: 10_000,
} as const;

export const TOAST_OPTIONS = {
  autoClose: 10_000,
  limit: 15,
  position: 'bottom-right',
  newestOnTop: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
} as const;

export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 3_600_000;

/** Pagination of API lists (API.md). */
export const PAGE_LIMIT = { default: 24, max: 100 } as const;

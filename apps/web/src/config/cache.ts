import type { AssetListKey } from '@town/shared/asset-types';

/**
 * How long (ms) a fetched answer counts as fresh before the page asks again. The lists'
 * times are staggered by a minute each, so that they do not all expire at once.
 */
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
} as const satisfies Record<AssetListKey, number> & Record<string, number>;

/** How often an open page checks for a new version of the app (its service worker). */
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 3_600_000;

import { ASSET_LISTS, type AssetListKey } from '@town/shared/asset-types';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The lists' times: an hour, staggered by a minute each (in the lists' order) so that they do not all expire at once. */
const LIST_STALE_TIMES = Object.fromEntries(
  ASSET_LISTS.map((list, index) => [list.key, HOUR_MS + index * MINUTE_MS]),
) as Record<AssetListKey, number>;

/** How long (ms) a fetched answer counts as fresh before the page asks again. */
export const STALE_TIMES = {
  ...LIST_STALE_TIMES,
  description: 3_600_000,
  availability: 1_000,
  menu: 3_600_000,
  restaurant: 3_600_000,
  mapMarkers: 3_600_000,
  /** The lists' sizes and pictures on the landing page. */
  overview: 3_600_000,
  default: 10_000,
} as const satisfies Record<string, number>;

/** How often an open page checks for a new version of the app (its service worker). */
export const SERVICE_WORKER_UPDATE_INTERVAL_MS = 3_600_000;

/**
 * What the town's maps can show, and therefore the only map tiles our server fetches and
 * keeps (docs/rules.md#map). The web sets its maps' zooms and bounds from here; the API
 * refuses any other tile without asking the tile server.
 */
import { TOWN } from './town.ts';

/** Degrees added on every side of the town's shoreline: about 11 km north–south, 8.6 km east–west. */
const AREA_MARGIN_DEGREES = 0.1;

const shorelineLats = TOWN.shoreline.map(([lat]) => lat);
const shorelineLngs = TOWN.shoreline.map(([, lng]) => lng);

export const TOWN_MAP = {
  /** The furthest a visitor can zoom out: the whole area then about fills a wide map. */
  minZoom: 13,
  /** The closest a visitor can zoom in: the deepest zoom OpenStreetMap draws. */
  maxZoom: 19,
  /** The mini-map shows this many zoom levels further out than the map it sits on. */
  overviewZoomOut: 5,
  /** The town plus its surroundings, in degrees; no map of ours shows tiles beyond it. */
  bounds: {
    south: Math.min(...shorelineLats) - AREA_MARGIN_DEGREES,
    west: Math.min(...shorelineLngs) - AREA_MARGIN_DEGREES,
    north: Math.max(...shorelineLats) + AREA_MARGIN_DEGREES,
    east: Math.max(...shorelineLngs) + AREA_MARGIN_DEGREES,
  },
} as const;

/** The zooms any of our maps asks tiles for: from the mini-map's furthest to the map's closest. */
export const TILE_ZOOMS = { min: TOWN_MAP.minZoom - TOWN_MAP.overviewZoomOut, max: TOWN_MAP.maxZoom } as const;

/** The column of the Web Mercator tile grid that holds a longitude at a zoom. */
function tileX(lng: number, zoom: number): number {
  return Math.floor(((lng + 180) / 360) * 2 ** zoom);
}

/** The row of the Web Mercator tile grid that holds a latitude at a zoom (row 0 is the north). */
function tileY(lat: number, zoom: number): number {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** zoom);
}

/** The tile columns and rows (inclusive) that cover the town map's bounds at a zoom. */
export function townMapTileRange(zoom: number): { xMin: number; xMax: number; yMin: number; yMax: number } {
  const { south, west, north, east } = TOWN_MAP.bounds;
  return { xMin: tileX(west, zoom), xMax: tileX(east, zoom), yMin: tileY(north, zoom), yMax: tileY(south, zoom) };
}

/**
 * Whether a tile is one the town's maps can show: a zoom in TILE_ZOOMS and a square that
 * meets the bounds. A tile that only touches the bounds counts, so this allows at least
 * every tile Leaflet asks for with the same `bounds`.
 */
export function isTownMapTile(zoom: number, x: number, y: number): boolean {
  if (!Number.isInteger(zoom) || zoom < TILE_ZOOMS.min || zoom > TILE_ZOOMS.max) return false;
  const range = townMapTileRange(zoom);
  return x >= range.xMin && x <= range.xMax && y >= range.yMin && y <= range.yMax;
}

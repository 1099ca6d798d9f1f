/**
 * What the town's maps can show, and therefore the only map tiles our server fetches and
 * keeps (docs/rules.md#map). The area is the town's (`townMapBounds(profile)`, ./town.ts): the
 * web sets its maps' bounds from the profile, and the API refuses any other tile without
 * asking the tile server. The zooms are the same for every town.
 */
import type { MapBounds } from './town.ts';

export const TOWN_MAP = {
  /** The furthest a visitor can zoom out: the whole area then about fills a wide map. */
  minZoom: 13,
  /** The closest a visitor can zoom in: the deepest zoom OpenStreetMap draws. */
  maxZoom: 19,
  /** The mini-map shows this many zoom levels further out than the map it sits on. */
  overviewZoomOut: 5,
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

/** The tile columns and rows (inclusive) that cover a map's bounds (the town's: `townMapBounds`) at a zoom. */
export function townMapTileRange(
  bounds: MapBounds,
  zoom: number,
): { xMin: number; xMax: number; yMin: number; yMax: number } {
  const { south, west, north, east } = bounds;
  return { xMin: tileX(west, zoom), xMax: tileX(east, zoom), yMin: tileY(north, zoom), yMax: tileY(south, zoom) };
}

/**
 * Whether a tile is one the town's maps can show: a zoom in TILE_ZOOMS and a square that
 * meets the bounds (the town's: `townMapBounds(profile)`). A tile that only touches the
 * bounds counts, so this allows at least every tile Leaflet asks for with the same `bounds`.
 */
export function isTownMapTile(bounds: MapBounds, zoom: number, x: number, y: number): boolean {
  if (!Number.isInteger(zoom) || zoom < TILE_ZOOMS.min || zoom > TILE_ZOOMS.max) return false;
  const range = townMapTileRange(bounds, zoom);
  return x >= range.xMin && x <= range.xMax && y >= range.yMin && y <= range.yMax;
}

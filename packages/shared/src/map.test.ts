import { describe, expect, it } from 'vitest';
import { isTownMapTile, TILE_ZOOMS, townMapTileRange } from './map.ts';
import { townMapBounds } from './town.ts';

/** A town on the coast (a centre and a shoreline, no bounds of its own): its map is the area around them. */
const centre = { lat: 39.4699, lng: -0.3763 };
const shoreline: [number, number][] = [
  [39.5, -0.32],
  [39.46, -0.31],
  [39.42, -0.32],
];
const bounds = townMapBounds({ centre, shoreline });

/** A tile's square in degrees, by the inverse of the Web Mercator grid. */
function tileSquare(zoom: number, x: number, y: number) {
  const n = 2 ** zoom;
  const lat = (row: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * row) / n))) * 180) / Math.PI;
  return { west: (x / n) * 360 - 180, east: ((x + 1) / n) * 360 - 180, north: lat(y), south: lat(y + 1) };
}

const meetsBounds = (square: ReturnType<typeof tileSquare>) => {
  const b = bounds;
  return square.west <= b.east && square.east >= b.west && square.south <= b.north && square.north >= b.south;
};

describe('the town map’s tiles', () => {
  it('covers the whole town at every zoom a map of ours shows', () => {
    expect(TILE_ZOOMS).toEqual({ min: 8, max: 19 });
    for (let zoom = TILE_ZOOMS.min; zoom <= TILE_ZOOMS.max; zoom++) {
      const n = 2 ** zoom;
      for (const [lat, lng] of [[centre.lat, centre.lng] as [number, number], ...shoreline]) {
        const x = Math.floor(((lng + 180) / 360) * n);
        const rad = (lat * Math.PI) / 180;
        const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
        expect(isTownMapTile(bounds, zoom, x, y), `${zoom}/${x}/${y}`).toBe(true);
      }
    }
  });

  it('is exactly the tiles that meet the bounds, at each zoom', () => {
    for (let zoom = TILE_ZOOMS.min; zoom <= TILE_ZOOMS.max; zoom++) {
      const { xMin, xMax, yMin, yMax } = townMapTileRange(bounds, zoom);
      for (const [x, y] of [
        [xMin, yMin],
        [xMax, yMax],
        [xMin, yMax],
        [xMax, yMin],
      ] as const) {
        expect(meetsBounds(tileSquare(zoom, x, y)), `${zoom}/${x}/${y}`).toBe(true);
        expect(isTownMapTile(bounds, zoom, x, y)).toBe(true);
      }
      for (const [x, y] of [
        [xMin - 1, yMin],
        [xMax + 1, yMin],
        [xMin, yMin - 1],
        [xMin, yMax + 1],
      ] as const) {
        expect(meetsBounds(tileSquare(zoom, x, y)), `${zoom}/${x}/${y}`).toBe(false);
        expect(isTownMapTile(bounds, zoom, x, y), `${zoom}/${x}/${y}`).toBe(false);
      }
    }
  });

  it('shows no zoom beyond the maps’ and no other place', () => {
    const corner = (zoom: number) =>
      [townMapTileRange(bounds, zoom).xMin, townMapTileRange(bounds, zoom).yMin] as const;
    expect(isTownMapTile(bounds, TILE_ZOOMS.min - 1, ...corner(TILE_ZOOMS.min - 1))).toBe(false);
    expect(isTownMapTile(bounds, 20, ...corner(20))).toBe(false);
    expect(isTownMapTile(bounds, 0, 0, 0)).toBe(false);
    expect(isTownMapTile(bounds, 16, 0, 0)).toBe(false);
    expect(isTownMapTile(bounds, 16.5, ...corner(16))).toBe(false);
  });

  it('keeps the area small enough to list: a few hundred thousand tiles in all', () => {
    let tiles = 0;
    for (let zoom = TILE_ZOOMS.min; zoom <= TILE_ZOOMS.max; zoom++) {
      const { xMin, xMax, yMin, yMax } = townMapTileRange(bounds, zoom);
      tiles += (xMax - xMin + 1) * (yMax - yMin + 1);
    }
    expect(tiles).toBeLessThan(300_000);
  });

  it('follows the bounds it is given: another town’s tiles are not this one’s', () => {
    const elsewhere = townMapBounds({ centre: { lat: 43.3, lng: -2.0 } });
    const [x, y] = [townMapTileRange(elsewhere, 14).xMin, townMapTileRange(elsewhere, 14).yMin];
    expect(isTownMapTile(elsewhere, 14, x, y)).toBe(true);
    expect(isTownMapTile(bounds, 14, x, y)).toBe(false);
  });
});

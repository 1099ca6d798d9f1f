import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { TOWN_MAP } from '@town/shared/map';
import { townMapBounds } from '@town/shared/town-display';
import {
  baseLayerOptions,
  createBaseLayer,
  createSmallMap,
  mapBaseStyles,
  pinMapStyles,
  tileArea,
  TILE_URL,
  TRANSPARENT_TILE,
} from './map-base.ts';
import { COLOR_SCHEME_SELECTOR, theme } from './mui-theme.ts';

const darkScheme = COLOR_SCHEME_SELECTOR.replace('%s', 'dark');

/** A town that is not the demo one: its map is the area around its centre. */
const BOUNDS = townMapBounds({ centre: { lat: 43.36, lng: -8.41 } });
const AREA = tileArea(BOUNDS);

/** The styles that apply in the dark scheme, whatever selector MUI writes them under. */
function darkPart(styles: object): Record<string, unknown> {
  const entry = Object.entries(styles).find(([selector]) => selector.includes(darkScheme));
  return (entry?.[1] ?? {}) as Record<string, unknown>;
}

describe('the base of every map', () => {
  it('asks our server for tiles, only within the town’s area, and credits OpenStreetMap', () => {
    const map = L.map(document.createElement('div'), {
      center: [BOUNDS.south, BOUNDS.west],
      zoom: 15,
    });
    const layer = createBaseLayer(L, { area: AREA }).addTo(map);
    expect(layer.getTileUrl({ x: 1, y: 2, z: 15 } as L.Coords)).toBe('/api/tiles/15/1/2.png');
    map.remove();
    expect(TILE_URL.startsWith('/api/')).toBe(true);
    expect(layer.options).toMatchObject({
      maxZoom: TOWN_MAP.maxZoom,
      bounds: AREA,
      errorTileUrl: TRANSPARENT_TILE,
    });
    expect(layer.getAttribution?.()).toContain('OpenStreetMap');
    expect(AREA).toEqual([
      [BOUNDS.south, BOUNDS.west],
      [BOUNDS.north, BOUNDS.east],
    ]);
  });

  it('leaves the credit out for a map that gives it elsewhere, and takes a map’s own options', () => {
    const options = baseLayerOptions({ attribution: false, minZoom: 11, area: AREA });
    expect(options).not.toHaveProperty('attribution');
    expect(options).toMatchObject({ minZoom: 11, bounds: AREA });
  });

  it('draws the plain background, the tiles and the attribution for the light scheme', () => {
    const styles = mapBaseStyles(theme) as Record<string, Record<string, unknown>>;
    const background = styles['&, &.leaflet-container']!;
    expect(background).toMatchObject({ background: '#e9e4d8', fontFamily: 'inherit' });
    expect(styles['&.leaflet-container .leaflet-control-attribution']).toMatchObject({
      bgcolor: 'rgba(255, 255, 255, 0.9)',
    });
    // In the light scheme the tiles are as drawn: no filter outside the dark scheme's selector.
    expect(styles['& .leaflet-tile-pane']).not.toHaveProperty('filter');
  });

  it('darkens the background, the tiles and the attribution for the dark scheme', () => {
    const styles = mapBaseStyles(theme) as Record<string, Record<string, unknown>>;
    expect(darkPart(styles['&, &.leaflet-container']!)).toEqual({ background: '#23323d' });
    expect(darkPart(styles['& .leaflet-tile-pane']!)).toEqual({ filter: 'brightness(0.75) contrast(1.1)' });
    expect(darkPart(styles['&.leaflet-container .leaflet-control-attribution']!)).toEqual({
      bgcolor: 'rgba(15, 26, 34, 0.85)',
    });
  });

  it('styles the Leaflet container inside an element when the map is a React component', () => {
    const styles = mapBaseStyles(theme, '& .leaflet-container') as Record<string, Record<string, unknown>>;
    expect(styles['& .leaflet-container']).toMatchObject({ background: '#e9e4d8' });
    expect(darkPart(styles['& .leaflet-container']!)).toEqual({ background: '#23323d' });
    expect(styles).toHaveProperty(['& .leaflet-container .leaflet-bar a']);
  });

  it('frames a map with one pin: its size, the base, a focus ring and the pin in the theme’s colours', () => {
    const { palette } = theme.vars ?? theme;
    const styles = pinMapStyles(theme, { height: 260, pin: 'place-pin' }) as Record<string, unknown>;
    expect(styles).toMatchObject({ height: 260, width: '100%', borderRadius: 2, overflow: 'hidden', zIndex: 0 });
    expect(styles['&, &.leaflet-container']).toMatchObject({ background: '#e9e4d8' });
    expect(styles['&:focus-visible, & .place-pin:focus-visible, & a:focus-visible']).toMatchObject({
      outline: `3px solid ${palette.primary.main}`,
    });
    expect(styles['& .place-pin']).toEqual({ color: palette.secondary.main });
    const movable = pinMapStyles(theme, { height: 300, pin: 'moved-pin', draggable: true }) as Record<string, unknown>;
    expect(movable['& .moved-pin']).toEqual({
      color: palette.secondary.main,
      cursor: 'grab',
    });
  });

  it('makes a small map of one place within the town’s zooms, with named zoom buttons and no wheel zoom', () => {
    const element = document.createElement('div');
    const map = createSmallMap(L, element, {
      center: [43.36, -8.41],
      zoom: 16,
      zoomIn: 'Closer',
      zoomOut: 'Farther',
      area: AREA,
    });
    expect(map.getZoom()).toBe(16);
    expect(map.options).toMatchObject({ minZoom: TOWN_MAP.minZoom, maxZoom: TOWN_MAP.maxZoom });
    expect(map.scrollWheelZoom.enabled()).toBe(false);
    expect(element.querySelector('.leaflet-control-zoom-in')?.getAttribute('title')).toBe('Closer');
    expect(element.querySelector('.leaflet-control-zoom-out')?.getAttribute('title')).toBe('Farther');
    const layers: L.Layer[] = [];
    map.eachLayer((layer) => void layers.push(layer));
    expect(layers.some((layer) => layer instanceof L.TileLayer && layer.options.bounds === AREA)).toBe(true);
    map.remove();
  });
});

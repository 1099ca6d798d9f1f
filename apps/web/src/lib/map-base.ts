import type { Theme } from '@mui/material/styles';
import type * as Leaflet from 'leaflet';
import { TOWN_MAP } from '@town/shared/map';
import type { MapBounds } from '@town/shared/town-display';

/**
 * The base every map of the site is drawn on (docs/rules.md#map): tiles only through our own
 * server (the page makes no third-party request), only where it has them, a plain background
 * where one fails, and the same look in both colour schemes.
 */

/** Tiles come through our server, which caches them. */
export const TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
export const TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';
/** A tile that fails (offline, upstream down) leaves the plain background, not a broken image. */
export const TRANSPARENT_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/**
 * The area the server has tiles for, as Leaflet writes it: the town's map bounds
 * (`townMapBounds(profile)`, @town/shared/town-display). No tile beyond it is asked for.
 */
export function tileArea(bounds: MapBounds): Leaflet.LatLngBoundsLiteral {
  return [
    [bounds.south, bounds.west],
    [bounds.north, bounds.east],
  ];
}

type BaseLayerOptions = Omit<Leaflet.TileLayerOptions, 'attribution' | 'bounds'> & {
  /** The town's area (`tileArea`): tiles beyond it are never asked for. */
  area: Leaflet.LatLngBoundsLiteral;
  /** false when the map credits its sources elsewhere (under it). */
  attribution?: string | false;
};

/** The base layer's options, with what a map adds or changes (`attribution: false`: credited elsewhere). */
export function baseLayerOptions({ attribution, area, ...extra }: BaseLayerOptions): Leaflet.TileLayerOptions {
  return {
    ...(attribution === false ? {} : { attribution: attribution ?? TILE_ATTRIBUTION }),
    maxZoom: TOWN_MAP.maxZoom,
    bounds: area,
    errorTileUrl: TRANSPARENT_TILE,
    ...extra,
  };
}

/** The base layer, made with the Leaflet module the map has loaded. */
export function createBaseLayer(L: typeof Leaflet, options: BaseLayerOptions): Leaflet.TileLayer {
  return L.tileLayer(TILE_URL, baseLayerOptions(options));
}

/**
 * A small map of one place (a page's, or the one its owner moves): the town's zooms, no
 * zooming by the mouse wheel while the page scrolls past, named zoom buttons, on the base layer.
 */
export function createSmallMap(
  L: typeof Leaflet,
  element: HTMLElement,
  {
    center,
    zoom,
    zoomIn,
    zoomOut,
    area,
  }: {
    center: Leaflet.LatLngExpression;
    zoom: number;
    zoomIn: string;
    zoomOut: string;
    /** The town's area (`tileArea`). */
    area: Leaflet.LatLngBoundsLiteral;
  },
): Leaflet.Map {
  const map = L.map(element, {
    center,
    zoom,
    minZoom: TOWN_MAP.minZoom,
    maxZoom: TOWN_MAP.maxZoom,
    zoomControl: false,
    scrollWheelZoom: false,
  });
  L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(map);
  createBaseLayer(L, { area }).addTo(map);
  return map;
}

/** Leaflet as loaded with `import('leaflet')`: the package is CommonJS, so by bundler its namespace or its default. */
export function leafletOf(module: typeof Leaflet): typeof Leaflet {
  return (module as unknown as { default?: typeof Leaflet }).default ?? module;
}

/** A pin drawn in SVG (no image to fetch), coloured by its CSS `color`. */
export const PIN_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;

/**
 * The styles of a map's container (its element, or `& .leaflet-container` inside it): the plain
 * background where tiles are missing, darker tiles in the dark scheme, the attribution and the
 * zoom buttons in the theme's colours. Per scheme in CSS, so the server's markup serves both
 * (docs/product.md#theme).
 */
export function mapBaseStyles(theme: Theme, container: '&' | '& .leaflet-container' = '&') {
  const { palette } = theme.vars ?? theme;
  // On the element itself the class is doubled: Leaflet's own styles load after these and would win a tie.
  const leaflet = container === '&' ? '&.leaflet-container' : container;
  return {
    [container === '&' ? '&, &.leaflet-container' : container]: {
      fontFamily: 'inherit',
      background: '#e9e4d8',
      ...theme.applyStyles('dark', { background: '#23323d' }),
    },
    '& .leaflet-tile-pane': theme.applyStyles('dark', { filter: 'brightness(0.75) contrast(1.1)' }),
    [`${leaflet} .leaflet-control-attribution`]: {
      bgcolor: 'rgba(255, 255, 255, 0.9)',
      color: palette.text.primary,
      ...theme.applyStyles('dark', { bgcolor: 'rgba(15, 26, 34, 0.85)' }),
    },
    [`${leaflet} .leaflet-control-attribution a`]: { color: palette.primary.main },
    [`${leaflet} .leaflet-bar a`]: {
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
  };
}

/**
 * The styles of a map with one pin (a place's, or the one its owner moves): its box, the base
 * (`mapBaseStyles`), a focus ring on the map, its pin and its links, and the pin (its class) in
 * the theme's secondary colour; a pin that can be moved shows a hand.
 */
export function pinMapStyles(
  theme: Theme,
  { height, pin, draggable = false }: { height: number | string; pin: string; draggable?: boolean },
) {
  const { palette } = theme.vars ?? theme;
  return {
    height,
    width: '100%',
    borderRadius: 2,
    overflow: 'hidden',
    zIndex: 0,
    ...mapBaseStyles(theme),
    [`&:focus-visible, & .${pin}:focus-visible, & a:focus-visible`]: {
      outline: `3px solid ${palette.primary.main}`,
      outlineOffset: 2,
    },
    [`& .${pin}`]: { color: palette.secondary.main, ...(draggable ? { cursor: 'grab' } : {}) },
  };
}

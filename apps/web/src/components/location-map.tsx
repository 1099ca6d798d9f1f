import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { useHydrated } from './client-only.tsx';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap } from 'leaflet';
import { TOWN_MAP } from '@town/shared/map';
import { BREAKPOINTS, MAP_SETTINGS } from '../config/ui.ts';

export interface LocationMapProps {
  lat: number;
  lng: number;
  /** What stands there: the marker's accessible name and the text of its popup. */
  label: string;
  /** The map's accessible name; by default "Map showing where {label} is". */
  mapLabel?: string;
  zoom?: number;
  height?: number | string;
}

/** Tiles come through our own server (the page makes no third-party request). */
const TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';
/** A tile that fails (offline, upstream down) leaves the plain background, not a broken image. */
const TRANSPARENT_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const PIN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 42" width="32" height="42" aria-hidden="true">
<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/>
<circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>`;

/**
 * A small map with one marker, for a place's page (the contact page, an asset's page).
 * Leaflet and its styles load only when a map is shown, never with the first page.
 * Keyboard: the map takes focus (arrows pan, + and − zoom), the marker is a button
 * that opens its popup, and the zoom buttons are named.
 */
/** docs/rules.md#map: zoom 16, or 15 on extra-small screens. */
const defaultZoom = () => (window.innerWidth < BREAKPOINTS.s ? MAP_SETTINGS.zoomXs : MAP_SETTINGS.zoom);

function LeafletLocationMap({ lat, lng, label, mapLabel, zoom = defaultZoom(), height = 280 }: LocationMapProps) {
  // Its own namespace, so that any page can show a map without carrying its texts.
  const { t } = useTranslation('locationMap');
  const container = useRef<HTMLDivElement>(null);
  const zoomInLabel = t('zoomIn');
  const zoomOutLabel = t('zoomOut');

  useEffect(() => {
    let cancelled = false;
    let map: LeafletMap | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const element = container.current;
      if (cancelled || !element) return;
      // The package is CommonJS: depending on the bundler its namespace is the module or its default.
      const L = (leaflet as unknown as { default?: typeof leaflet }).default ?? leaflet;
      map = L.map(element, {
        center: [lat, lng],
        zoom,
        minZoom: TOWN_MAP.minZoom,
        maxZoom: TOWN_MAP.maxZoom,
        zoomControl: false,
        scrollWheelZoom: false,
      });
      L.control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(map);
      // Only where the server has tiles (`TOWN_MAP`, @town/shared/map): it refuses any other.
      const { south, west, north, east } = TOWN_MAP.bounds;
      L.tileLayer(TILE_URL, {
        attribution: ATTRIBUTION,
        maxZoom: TOWN_MAP.maxZoom,
        bounds: [
          [south, west],
          [north, east],
        ],
        errorTileUrl: TRANSPARENT_TILE,
      }).addTo(map);
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          html: PIN,
          className: 'location-map-pin',
          iconSize: [32, 42],
          iconAnchor: [16, 41],
          popupAnchor: [0, -36],
        }),
        title: label,
        keyboard: true,
      })
        .bindPopup(label)
        .addTo(map);
      marker.getElement()?.setAttribute('aria-label', label);
    });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [lat, lng, zoom, label, zoomInLabel, zoomOutLabel]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={mapLabel ?? t('label', { place: label })}
      sx={(theme) => {
        // CSS variables, so the same styles serve both schemes (docs/product.md#theme).
        const { palette } = theme.vars ?? theme;
        return {
          height,
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          zIndex: 0,
          // The plain background is what shows where tiles are missing (Leaflet's own grey yields to it).
          '&, &.leaflet-container': {
            fontFamily: 'inherit',
            background: '#e9e4d8',
            ...theme.applyStyles('dark', { background: '#23323d' }),
          },
          '&:focus-visible, & .location-map-pin:focus-visible, & a:focus-visible': {
            outline: `3px solid ${palette.primary.main}`,
            outlineOffset: 2,
          },
          '& .location-map-pin': { color: palette.secondary.main },
          '& .leaflet-tile-pane': theme.applyStyles('dark', { filter: 'brightness(0.75) contrast(1.1)' }),
          // Doubled class: Leaflet's own styles load after these and would win a tie.
          '&.leaflet-container .leaflet-control-attribution': {
            bgcolor: 'rgba(255, 255, 255, 0.9)',
            color: palette.text.primary,
            ...theme.applyStyles('dark', { bgcolor: 'rgba(15, 26, 34, 0.85)' }),
          },
          '&.leaflet-container .leaflet-control-attribution a': { color: palette.primary.main },
          '&.leaflet-container .leaflet-bar a': {
            backgroundColor: palette.background.paper,
            color: palette.text.primary,
          },
        };
      }}
    />
  );
}

export function LocationMap(props: LocationMapProps) {
  const height = props.height ?? 280;
  const hydrated = useHydrated();
  const placeholder = <Box sx={{ height, borderRadius: 2, bgcolor: 'action.hover' }} />;
  // Leaflet needs a browser: the server's page holds the map's place (docs/decisions/013-server-rendering.md).
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletLocationMap {...props} />
    </Suspense>
  );
}

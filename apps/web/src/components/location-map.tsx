import Box from '@mui/material/Box';
import { Suspense, useEffect, useRef } from 'react';
import { useHydrated } from './client-only.tsx';
import { useTranslation } from 'react-i18next';
import type { Map as LeafletMap } from 'leaflet';
import { townMapBounds } from '@town/shared/town-display';
import { createSmallMap, leafletOf, PIN_SVG, pinMapStyles, tileArea } from '../lib/map-base.ts';
import { useTown } from '../lib/town.ts';
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
  // The town's area: the map shows nothing beyond it, as the server has no tiles there.
  const { south, west, north, east } = townMapBounds(useTown());

  useEffect(() => {
    let cancelled = false;
    let map: LeafletMap | undefined;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const element = container.current;
      if (cancelled || !element) return;
      const L = leafletOf(leaflet);
      map = createSmallMap(L, element, {
        center: [lat, lng],
        zoom,
        zoomIn: zoomInLabel,
        zoomOut: zoomOutLabel,
        area: tileArea({ south, west, north, east }),
      });
      const marker = L.marker([lat, lng], {
        icon: L.divIcon({
          html: PIN_SVG,
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
  }, [lat, lng, zoom, label, zoomInLabel, zoomOutLabel, south, west, north, east]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={mapLabel ?? t('label', { place: label })}
      // CSS variables, so the same styles serve both schemes (docs/product.md#theme).
      sx={(theme) => pinMapStyles(theme, { height, pin: 'location-map-pin' })}
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

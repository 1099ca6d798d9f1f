import Box from '@mui/material/Box';
import type { Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { townMapBounds } from '@town/shared/town-display';
import { useHydrated } from '../../../components/client-only.tsx';
import { createSmallMap, leafletOf, PIN_SVG, pinMapStyles, tileArea } from '../../../lib/map-base.ts';
import { useTown } from '../../../lib/town.ts';

/** Six decimals are about ten centimetres: more is noise from the mouse. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

interface Props {
  /** Where the pin is; without one it waits at the town's centre until moved. */
  position: { lat: number; lng: number } | null;
  onMove: (position: { lat: number; lng: number }) => void;
  height?: number;
}

/**
 * A map whose pin the owner drags (or places with a click) where their place is. The
 * latitude and longitude fields beside it are the keyboard's way to the same thing.
 */
function LeafletPinMap({ position, onMove, height = 300 }: Props) {
  const { t } = useTranslation('owner');
  // The zoom buttons are named as on every map of the site.
  const { t: tMap } = useTranslation('locationMap');
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const map = useRef<LeafletMap | null>(null);
  const moved = useRef(onMove);
  useEffect(() => {
    moved.current = onMove;
  });
  const start = useRef(position);
  const town = useTown();
  // Where a new pin waits, and the area the map shows: read once, when the map is made.
  const place = useRef({ centre: town.centre, area: tileArea(townMapBounds(town)) });
  const pinLabel = t('place.pin');
  const zoomIn = tMap('zoomIn');
  const zoomOut = tMap('zoomOut');

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const element = container.current;
      if (cancelled || !element) return;
      const L = leafletOf(leaflet);
      const at = start.current ?? place.current.centre;
      const created = createSmallMap(L, element, {
        center: [at.lat, at.lng],
        zoom: start.current ? 17 : 15,
        zoomIn,
        zoomOut,
        area: place.current.area,
      });
      const pin = L.marker([at.lat, at.lng], {
        draggable: true,
        autoPan: true,
        title: pinLabel,
        icon: L.divIcon({ html: PIN_SVG, className: 'pin-map-pin', iconSize: [32, 42], iconAnchor: [16, 41] }),
      }).addTo(created);
      pin.getElement()?.setAttribute('aria-label', pinLabel);
      pin.on('dragend', () => {
        const { lat, lng } = pin.getLatLng();
        moved.current({ lat: round(lat), lng: round(lng) });
      });
      created.on('click', (event) => {
        pin.setLatLng(event.latlng);
        moved.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
      });
      map.current = created;
      marker.current = pin;
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [pinLabel, zoomIn, zoomOut]);

  // Typed coordinates move the pin (and the map follows it when it leaves the view).
  useEffect(() => {
    if (!position || !marker.current || !map.current) return;
    const current = marker.current.getLatLng();
    if (current.lat === position.lat && current.lng === position.lng) return;
    marker.current.setLatLng([position.lat, position.lng]);
    if (!map.current.getBounds().contains([position.lat, position.lng]))
      map.current.panTo([position.lat, position.lng]);
  }, [position]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={t('place.map')}
      sx={(theme) => pinMapStyles(theme, { height, pin: 'pin-map-pin', draggable: true })}
    />
  );
}

export function PinMap(props: Props) {
  const hydrated = useHydrated();
  // Leaflet needs a browser; the page is private, so this is only the first render's stand-in.
  if (!hydrated) return <Box sx={{ height: props.height ?? 300, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return <LeafletPinMap {...props} />;
}

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

interface Point {
  lat: number;
  lng: number;
}

interface Props {
  /** Where the camera is; without one the pin waits at `start` (or the town's centre) until moved. */
  position: Point | null;
  /** Where a camera without a position starts: beside the others, say. */
  start?: Point;
  onMove: (position: Point) => void;
  /** The camera's name, for the map's and the pin's accessible names. */
  name: string;
  height?: number;
}

/**
 * A small map whose pin the admin drags (or places with a click) where the camera stands. The
 * latitude and longitude fields beside it are the keyboard's way to the same thing.
 */
function LeafletWebcamMap({ position, start, onMove, name, height = 260 }: Props) {
  const { t } = useTranslation('adminWebcams');
  // The zoom buttons are named as on every map of the site.
  const { t: tMap } = useTranslation('locationMap');
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<Marker | null>(null);
  const map = useRef<LeafletMap | null>(null);
  const moved = useRef(onMove);
  const label = useRef('');
  const pinLabel = t('map.pin', { name });
  useEffect(() => {
    moved.current = onMove;
    label.current = pinLabel;
  });
  const town = useTown();
  // Where the pin starts and the area the map shows: read once, when the map is made.
  const place = useRef({
    at: position ?? start ?? town.centre,
    placed: position !== null,
    area: tileArea(townMapBounds(town)),
  });
  const zoomIn = tMap('zoomIn');
  const zoomOut = tMap('zoomOut');

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([leaflet]) => {
      const element = container.current;
      if (cancelled || !element) return;
      const L = leafletOf(leaflet);
      const { at, placed, area } = place.current;
      const created = createSmallMap(L, element, {
        center: [at.lat, at.lng],
        zoom: placed ? 16 : 14,
        zoomIn,
        zoomOut,
        area,
      });
      const pin = L.marker([at.lat, at.lng], {
        draggable: true,
        autoPan: true,
        title: label.current,
        icon: L.divIcon({ html: PIN_SVG, className: 'webcam-map-pin', iconSize: [32, 42], iconAnchor: [16, 41] }),
      }).addTo(created);
      pin.getElement()?.setAttribute('aria-label', label.current);
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
  }, [zoomIn, zoomOut]);

  // The pin is named after the camera, whose name the admin may be typing: renamed, not made again.
  useEffect(() => {
    const element = marker.current?.getElement();
    element?.setAttribute('aria-label', pinLabel);
    element?.setAttribute('title', pinLabel);
  }, [pinLabel]);

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
      aria-label={t('map.label', { name })}
      sx={(theme) => pinMapStyles(theme, { height, pin: 'webcam-map-pin', draggable: true })}
    />
  );
}

export function WebcamMap(props: Props) {
  const hydrated = useHydrated();
  // Leaflet needs a browser; the page is private, so this is only the first render's stand-in.
  if (!hydrated) return <Box sx={{ height: props.height ?? 260, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return <LeafletWebcamMap {...props} />;
}

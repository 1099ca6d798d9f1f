import Box from '@mui/material/Box';
import type * as Leaflet from 'leaflet';
import type { Map as LeafletMap, Marker, Rectangle } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TOWN_ZOOM, type MapBounds, type Point } from '@town/shared/town';
import { useHydrated } from '../../../components/client-only.tsx';
import { createBaseLayer, leafletOf, PIN_SVG, pinMapStyles, tileArea } from '../../../lib/map-base.ts';

/** Six decimals are about ten centimetres: more is noise from the mouse. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const four = (value: number) => Math.round(value * 1e4) / 1e4;

interface Props {
  /** The centre the form holds; without one the pin waits at `fallback` until moved. */
  centre: Point | null;
  /** Where the map opens when the form holds no centre (the stored one). */
  fallback: Point;
  /** The area the server has tiles for now (the stored profile's), beyond which none is asked for. */
  area: MapBounds;
  /** The zoom the form holds: the map follows it, and reports its own. */
  zoom: number | null;
  /** The area the maps are held to, drawn as a frame, when the admin chose one. */
  bounds: MapBounds | null;
  onMove: (centre: Point) => void;
  onZoom: (zoom: number) => void;
  /** The part of the world the map shows now, for "use this view as the area". */
  onView: (view: MapBounds) => void;
  height?: number;
}

/**
 * The town's first view, placed on a map: the pin is the centre (dragged, or put where the
 * map is clicked), the map's own zoom is the zoom visitors start at, and the chosen area is
 * drawn as a frame. The fields beside it are the keyboard's way to the same values.
 */
function LeafletCentreMap({ centre, fallback, area, zoom, bounds, onMove, onZoom, onView, height = 360 }: Props) {
  const { t } = useTranslation('adminTown');
  // The zoom buttons are named as on every map of the site.
  const { t: tMap } = useTranslation('locationMap');
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const frame = useRef<Rectangle | null>(null);
  const leaflet = useRef<typeof Leaflet | null>(null);
  const [ready, setReady] = useState(false);
  const handlers = useRef({ onMove, onZoom, onView });
  useEffect(() => {
    handlers.current = { onMove, onZoom, onView };
  });
  const start = useRef({ at: centre ?? fallback, zoom: zoom ?? TOWN_ZOOM.default, area });
  const pinLabel = t('map.pin');
  const zoomIn = tMap('zoomIn');
  const zoomOut = tMap('zoomOut');

  useEffect(() => {
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([module]) => {
      const element = container.current;
      if (cancelled || !element) return;
      const L = leafletOf(module);
      leaflet.current = L;
      const { at, zoom: startZoom } = start.current;
      const created = L.map(element, {
        center: [at.lat, at.lng],
        zoom: Math.min(TOWN_ZOOM.max, Math.max(TOWN_ZOOM.min, startZoom)),
        minZoom: TOWN_ZOOM.min,
        maxZoom: TOWN_ZOOM.max,
        zoomControl: false,
        scrollWheelZoom: false,
      });
      L.control.zoom({ zoomInTitle: zoomIn, zoomOutTitle: zoomOut }).addTo(created);
      createBaseLayer(L, { area: tileArea(start.current.area) }).addTo(created);
      const pin = L.marker([at.lat, at.lng], {
        draggable: true,
        autoPan: true,
        title: pinLabel,
        icon: L.divIcon({ html: PIN_SVG, className: 'town-centre-pin', iconSize: [32, 42], iconAnchor: [16, 41] }),
      }).addTo(created);
      pin.getElement()?.setAttribute('aria-label', pinLabel);
      pin.on('dragend', () => {
        const { lat, lng } = pin.getLatLng();
        handlers.current.onMove({ lat: round(lat), lng: round(lng) });
      });
      created.on('click', (event) => {
        pin.setLatLng(event.latlng);
        handlers.current.onMove({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) });
      });
      const report = () => {
        const view = created.getBounds();
        handlers.current.onView({
          south: four(view.getSouth()),
          west: four(view.getWest()),
          north: four(view.getNorth()),
          east: four(view.getEast()),
        });
      };
      created.on('zoomend', () => {
        handlers.current.onZoom(created.getZoom());
        report();
      });
      created.on('moveend', report);
      report();
      map.current = created;
      marker.current = pin;
      setReady(true);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      marker.current = null;
      frame.current = null;
      setReady(false);
    };
  }, [pinLabel, zoomIn, zoomOut]);

  // Typed coordinates move the pin (and the map follows it when it leaves the view).
  useEffect(() => {
    if (!centre || !marker.current || !map.current) return;
    const current = marker.current.getLatLng();
    if (current.lat === centre.lat && current.lng === centre.lng) return;
    marker.current.setLatLng([centre.lat, centre.lng]);
    if (!map.current.getBounds().contains([centre.lat, centre.lng])) map.current.panTo([centre.lat, centre.lng]);
  }, [centre]);

  // A typed zoom is the map's zoom.
  useEffect(() => {
    if (zoom === null || !map.current || zoom === map.current.getZoom()) return;
    if (zoom >= TOWN_ZOOM.min && zoom <= TOWN_ZOOM.max) map.current.setZoom(zoom);
  }, [zoom]);

  // The chosen area, drawn as a frame that does not catch the clicks meant for the map.
  useEffect(() => {
    const L = leaflet.current;
    if (!ready || !L || !map.current) return;
    frame.current?.remove();
    frame.current = bounds
      ? L.rectangle(
          [
            [bounds.south, bounds.west],
            [bounds.north, bounds.east],
          ],
          { interactive: false, fill: false, weight: 2, dashArray: '6 4', className: 'town-bounds-frame' },
        ).addTo(map.current)
      : null;
  }, [bounds, ready]);

  return (
    <Box
      ref={container}
      role="region"
      aria-label={t('map.label')}
      sx={(theme) => ({
        ...pinMapStyles(theme, { height, pin: 'town-centre-pin', draggable: true }),
        '& .town-bounds-frame': { stroke: (theme.vars ?? theme).palette.primary.main },
      })}
    />
  );
}

export function CentreMap(props: Props) {
  const hydrated = useHydrated();
  // Leaflet needs a browser; the page is private, so this is only the first render's stand-in.
  if (!hydrated) return <Box sx={{ height: props.height ?? 360, borderRadius: 2, bgcolor: 'action.hover' }} />;
  return <LeafletCentreMap {...props} />;
}

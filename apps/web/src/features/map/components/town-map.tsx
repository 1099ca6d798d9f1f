import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { MapMarker } from '@town/shared/catalogue';
import { TOWN_MAP } from '@town/shared/map';
import { townMapBounds } from '@town/shared/town-display';
import L from 'leaflet';
// Types of the marker-cluster plugin that react-leaflet-cluster wraps (L.MarkerClusterGroup…).
import type {} from 'leaflet.markercluster';
import { useEffect, useImperativeHandle, useMemo, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Polyline, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { KIND_COLOURS, markerPagePath, type MarkerKind } from '../utils/marker-kinds.ts';
import { MiniMap } from './mini-map.tsx';
import { baseLayerOptions, mapBaseStyles, tileArea, TILE_URL } from '../../../lib/map-base.ts';
import { useTown } from '../../../lib/town.ts';
import { BREAKPOINTS, MAP_SETTINGS } from '../../../config/ui.ts';

const MINI_MAP_SIZE = 150;
/** Showing a marker from the list: at most this many steps (waiting for the map, then a zoom each), each once the cluster group has redrawn. */
const MAX_REVEAL_STEPS = 40;
const REVEAL_STEP_MS = 250;

export interface ShownMarker {
  marker: MapMarker;
  kind: MarkerKind;
}

export interface TownMapHandle {
  /** Zooms to a marker (out of its cluster), opens its popup and moves focus to its link. */
  showMarker(id: string): void;
}

/*
 * Each cluster is drawn at its first marker (its seed), not at the average of its markers.
 * The plugin keeps seeds at least its clustering radius (80 px) apart, while averages can
 * drift onto each other; drawn at their seeds, clusters and pins never cover one another,
 * and each stays a whole 24 px target (WCAG 2.5.8) at every zoom.
 */
interface SeededCluster {
  _cLatLng?: L.LatLng;
  _latlng: L.LatLng;
  _recalculateBounds(): void;
}
const clusterPrototype = L.MarkerCluster.prototype as unknown as SeededCluster;
const recalculateBounds = clusterPrototype._recalculateBounds;
clusterPrototype._recalculateBounds = function (this: SeededCluster) {
  recalculateBounds.call(this);
  if (this._cLatLng) this._latlng = this._cLatLng;
};

const icons = new Map<MarkerKind, L.DivIcon>();
/** A pin in the kind's colour, drawn in SVG (no image to fetch). */
function pinIcon(kind: MarkerKind): L.DivIcon {
  let icon = icons.get(kind);
  if (!icon) {
    icon = L.divIcon({
      className: 'town-pin',
      html: `<svg aria-hidden="true" width="28" height="38" viewBox="0 0 28 38"><path d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 37 14 37s12.5-14.5 12.5-23.7C26.5 6.4 21 1 14 1z" fill="${KIND_COLOURS[kind]}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>`,
      iconSize: [28, 38],
      iconAnchor: [14, 37],
      popupAnchor: [0, -32],
    });
    icons.set(kind, icon);
  }
  return icon;
}

/**
 * A popup's content, mounted when the popup opens. `takeFocus` says (at that moment) whether
 * the popup was opened from the list of places, so keyboard focus follows into it.
 */
function PopupContent({ shown, takeFocus }: { shown: ShownMarker; takeFocus: () => boolean }) {
  const { t } = useTranslation(['map', 'listofval']);
  const localePath = useLocalePath();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (takeFocus()) link.current?.focus();
  }, [takeFocus]);
  return (
    <Box sx={{ minWidth: 160 }}>
      <Box component="strong" sx={{ display: 'block', fontSize: '0.95rem' }}>
        {shown.marker.name}
      </Box>
      <Box sx={{ color: 'text.secondary', mb: 0.5 }}>{t(`listofval:list.${shown.kind}`)}</Box>
      <Link ref={link} component={RouterLink} to={localePath(markerPagePath(shown.marker, shown.kind))}>
        {t('map:popup.details')}
      </Link>
    </Box>
  );
}

interface Props {
  markers: readonly ShownMarker[];
  /** Called once when a tile fails: the page then explains the plain background. */
  onTilesFailed: () => void;
  tilesFailed: boolean;
  ref?: Ref<TownMapHandle>;
}

/** `#rrggbb` at an opacity, for CSS. */
function withOpacity(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/**
 * The town's map: every marker, clustered; popups linking to each asset page; tiles only
 * from our server (a plain background and the shoreline when they fail); a mini-map on
 * screens of 768 px and wider. It opens at the town's centre and zoom (one step further out
 * on a phone) and shows nothing beyond the town's area (its profile's bounds).
 */
export function TownMap({ markers, onTilesFailed, tilesFailed, ref }: Props) {
  const { t } = useTranslation('map');
  const town = useTown();
  const area = useMemo(() => tileArea(townMapBounds(town)), [town]);
  // A town may open further out than the map's usual furthest zoom: the visitor may too.
  const minZoom = Math.min(TOWN_MAP.minZoom, town.zoom - 1);
  const showMiniMap = useMediaQuery(`(min-width: ${MAP_SETTINGS.miniMapSmallScreen}px)`, { noSsr: true });
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.s - 0.05}px)`, { noSsr: true });
  const cluster = useRef<L.MarkerClusterGroup>(null);
  const map = useRef<L.Map>(null);
  const markerLayers = useRef(new Map<string, L.Marker>());
  const focusTarget = useRef<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      showMarker(id) {
        focusTarget.current = id;
        let scrolled = false;
        let tries = 0;
        // Step by step onto the marker until it is drawn by itself (or, at the closest zoom, its
        // cluster opens): the plugin's own zoomToShowLayer can stop inside a larger cluster when
        // the map starts from a town's wider view. The group redraws after each zoom, animated;
        // a map still being made (asked from the list as it loads) is waited for.
        const step = () => {
          if ((tries += 1) > MAX_REVEAL_STEPS || focusTarget.current !== id) return;
          const layer = markerLayers.current.get(id);
          const group = cluster.current;
          const shown = map.current;
          if (!layer || !group || !shown || !group.hasLayer(layer)) {
            window.setTimeout(step, REVEAL_STEP_MS);
            return;
          }
          if (!scrolled) {
            shown.getContainer().scrollIntoView({ block: 'center' });
            scrolled = true;
          }
          const visible = group.getVisibleParent(layer) as L.Marker | L.MarkerCluster | null;
          if (visible === layer) {
            layer.openPopup();
            return;
          }
          if (visible && 'spiderfy' in visible && shown.getZoom() >= shown.getMaxZoom()) {
            group.once('spiderfied', () => layer.openPopup());
            visible.spiderfy();
            return;
          }
          // Off the screen: centre on it first; in a cluster: one zoom closer.
          const zoom = visible ? Math.min(shown.getMaxZoom(), shown.getZoom() + 1) : shown.getZoom();
          shown.setView(layer.getLatLng(), zoom, { animate: false });
          window.setTimeout(step, REVEAL_STEP_MS);
        };
        step();
      },
    }),
    [],
  );

  const clusterIcon = useMemo(
    () => (group: L.MarkerCluster) => {
      const count = group.getChildCount();
      return L.divIcon({
        className: 'town-cluster',
        html: `<span aria-hidden="true">${count}</span><span class="town-sr-only">${t('cluster', { count })}</span>`,
        iconSize: [40, 40],
      });
    },
    [t],
  );

  return (
    <Box>
      <Box
        sx={(theme) => ({
          height: { xs: 420, md: 560 },
          borderRadius: 2,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          ...mapBaseStyles(theme, '& .leaflet-container'),
          '& .leaflet-container.leaflet-container': { height: '100%' },
          '& .leaflet-container:focus-visible': {
            outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`,
            outlineOffset: -3,
          },
          '& .town-pin': { background: 'none', border: 0 },
          '& .town-pin:focus-visible, & .town-cluster:focus-visible': {
            outline: `3px solid ${(theme.vars ?? theme).palette.secondary.main}`,
            outlineOffset: 2,
            borderRadius: '50%',
          },
          '& .town-cluster': {
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            // The town's colour as the light scheme has it: white text reaches AA on it.
            background: withOpacity(town.colour, 0.9),
            color: '#fff',
            fontWeight: 700,
            border: '3px solid #fff',
            boxShadow: '0 1px 4px rgba(0, 0, 0, 0.5)',
          },
          '& .town-sr-only': visuallyHidden,
          '& .leaflet-popup-content-wrapper, & .leaflet-popup-tip': {
            bgcolor: 'background.paper',
            color: 'text.primary',
          },
          '& .leaflet-popup-content a': { color: 'primary.main' },
          '& .leaflet-popup-close-button': { color: 'text.secondary' },
        })}
      >
        <MapContainer
          center={[town.centre.lat, town.centre.lng]}
          zoom={narrow ? Math.max(minZoom, town.zoom - 1) : town.zoom}
          minZoom={minZoom}
          maxZoom={TOWN_MAP.maxZoom}
          maxBounds={area}
          zoomControl={false}
          attributionControl={false}
          ref={(instance) => {
            map.current = instance;
            if (instance) {
              instance.getContainer().setAttribute('role', 'region');
              instance.getContainer().setAttribute('aria-label', t('label'));
            }
          }}
        >
          <ZoomControl position="topleft" zoomInTitle={t('zoomIn')} zoomOutTitle={t('zoomOut')} />
          <TileLayer
            url={TILE_URL}
            {...baseLayerOptions({ attribution: false, area })}
            eventHandlers={{ tileerror: onTilesFailed }}
          />
          {tilesFailed && town.shoreline && (
            <Polyline
              positions={town.shoreline.map(([lat, lng]) => [lat, lng] as [number, number])}
              pathOptions={{ color: town.colour, weight: 3 }}
              interactive={false}
            />
          )}
          <MarkerClusterGroup ref={cluster} chunkedLoading showCoverageOnHover={false} iconCreateFunction={clusterIcon}>
            {markers.map((shown) => (
              <Marker
                key={shown.marker.id}
                position={[shown.marker.lat, shown.marker.lng]}
                icon={pinIcon(shown.kind)}
                title={shown.marker.name}
                ref={(layer) => {
                  if (layer) markerLayers.current.set(shown.marker.id, layer);
                  else markerLayers.current.delete(shown.marker.id);
                }}
              >
                <Popup
                  eventHandlers={{
                    add: (event) => {
                      // Leaflet writes its close button's label in English.
                      (event.target as L.Popup)
                        .getElement()
                        ?.querySelector('.leaflet-popup-close-button')
                        ?.setAttribute('aria-label', t('popup.close'));
                    },
                    remove: () => {
                      if (focusTarget.current === shown.marker.id) focusTarget.current = null;
                    },
                  }}
                >
                  <PopupContent
                    shown={shown}
                    takeFocus={() => {
                      const asked = focusTarget.current === shown.marker.id;
                      if (asked) focusTarget.current = null;
                      return asked;
                    }}
                  />
                </Popup>
              </Marker>
            ))}
          </MarkerClusterGroup>
          {showMiniMap && <MiniMap size={MINI_MAP_SIZE} area={area} />}
        </MapContainer>
      </Box>
      {/* Under the map rather than over it: an overlay would cover the markers beneath it. */}
      <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
        ©{' '}
        <Link href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
          {t('attribution')}
        </Link>
        {' · '}
        <Link href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">
          Leaflet
        </Link>
      </Typography>
    </Box>
  );
}

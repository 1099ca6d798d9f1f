import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { visuallyHidden } from '@mui/utils';
import type { MapMarker } from '@town/shared/catalogue';
import { TOWN_MAP } from '@town/shared/map';
import { TOWN } from '@town/shared/town';
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
import { baseLayerOptions, mapBaseStyles, TILE_AREA, TILE_URL } from '../../../lib/map-base.ts';
import { BREAKPOINTS, MAP_SETTINGS } from '../../../config/ui.ts';

const MINI_MAP_SIZE = 150;

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

/**
 * The town's map: every marker, clustered; popups linking to each asset page; tiles only
 * from our server (a plain background and the shoreline when they fail); a mini-map on
 * screens of 768 px and wider.
 */
export function TownMap({ markers, onTilesFailed, tilesFailed, ref }: Props) {
  const { t } = useTranslation('map');
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
        const layer = markerLayers.current.get(id);
        if (!layer || !cluster.current) return;
        focusTarget.current = id;
        map.current?.getContainer().scrollIntoView({ block: 'center' });
        cluster.current.zoomToShowLayer(layer, () => layer.openPopup());
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
            background: 'rgba(11, 92, 138, 0.9)',
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
          center={[TOWN.centre.lat, TOWN.centre.lng]}
          zoom={narrow ? MAP_SETTINGS.zoomXs : MAP_SETTINGS.zoom}
          minZoom={TOWN_MAP.minZoom}
          maxZoom={TOWN_MAP.maxZoom}
          maxBounds={TILE_AREA}
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
            {...baseLayerOptions({ attribution: false })}
            eventHandlers={{ tileerror: onTilesFailed }}
          />
          {tilesFailed && (
            <Polyline
              positions={TOWN.shoreline.map(([lat, lng]) => [lat, lng] as [number, number])}
              pathOptions={{ color: '#0b5c8a', weight: 3 }}
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
          {showMiniMap && <MiniMap size={MINI_MAP_SIZE} />}
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

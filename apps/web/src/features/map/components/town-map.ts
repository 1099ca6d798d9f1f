import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import L from 'leaflet';
// The cluster plugin adds itself to the Leaflet just loaded (L.markerClusterGroup…).
import 'leaflet.markercluster';
import { TILE_ZOOMS, TOWN_MAP } from '@town/shared/map';
import { createBaseLayer } from '../../../lib/map-base.ts';
import { BREAKPOINTS, MAP_SETTINGS } from '../../../config/ui.ts';
import type { MountIsland } from '../../../components/island.tsx';

/*
 * The town's map as a script island (docs/decisions/021-islands.md): the page's HTML (the
 * filter, the count, the places listed by kind, the box the map goes in) is the server's, and
 * this draws the map in it with Leaflet alone, with no React, so the page that is a map loads
 * little more than the map.
 */

const MINI_MAP_SIZE = 150;
/** Showing a marker from the list: at most this many steps (a zoom each), each once the cluster group has redrawn. */
const MAX_REVEAL_STEPS = 40;
const REVEAL_STEP_MS = 250;

/** A place on the map, as the page gives it: its kind decides its colour, `href` is its page. */
export interface TownMapPlace {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** Its kind's name and colour. */
  kind: string;
  colour: string;
  href: string;
}

/** What the map needs: the town's view of itself, its places, and its texts in the page's language. */
export interface TownMapProps {
  lang: string;
  centre: { lat: number; lng: number };
  zoom: number;
  /** The town's area (`tileArea`): the map shows nothing beyond it. */
  area: L.LatLngBoundsLiteral;
  /** The town's colour, as the light scheme has it (the clusters are filled with it). */
  colour: string;
  /** Drawn when the tiles fail, so the coast is still there. */
  shoreline?: [number, number][];
  places: TownMapPlace[];
  texts: {
    label: string;
    zoomIn: string;
    zoomOut: string;
    close: string;
    details: string;
    /** A cluster's label for screen readers, by plural category (`{{count}}` in it). */
    cluster: Partial<Record<Intl.LDMLPluralRule, string>>;
  };
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

const icons = new Map<string, L.DivIcon>();
/** A pin in its kind's colour, drawn in SVG (no image to fetch). */
function pinIcon(colour: string): L.DivIcon {
  let icon = icons.get(colour);
  if (!icon) {
    icon = L.divIcon({
      className: 'town-pin',
      html: `<svg aria-hidden="true" width="28" height="38" viewBox="0 0 28 38"><path d="M14 1C7 1 1.5 6.4 1.5 13.3 1.5 22.5 14 37 14 37s12.5-14.5 12.5-23.7C26.5 6.4 21 1 14 1z" fill="${colour}" stroke="#fff" stroke-width="2"/><circle cx="14" cy="13.5" r="4.5" fill="#fff"/></svg>`,
      iconSize: [28, 38],
      iconAnchor: [14, 37],
      popupAnchor: [0, -32],
    });
    icons.set(colour, icon);
  }
  return icon;
}

/** `#rrggbb` at an opacity, for CSS. */
function withOpacity(hex: string, opacity: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${opacity})`;
}

/** An element with its text (never HTML: names are the owners'). */
function element<K extends keyof HTMLElementTagNameMap>(tag: K, text: string, className?: string) {
  const made = document.createElement(tag);
  made.textContent = text;
  if (className) made.className = className;
  return made;
}

/** A popup's content: the place's name, its kind and the link to its page. */
function popupContent(place: TownMapPlace, details: string): HTMLElement {
  const content = document.createElement('div');
  content.className = 'town-popup';
  const link = element('a', details);
  link.href = place.href;
  content.append(element('strong', place.name), element('span', place.kind), link);
  return content;
}

/**
 * A small overview map in the corner, following the main map and framing what it shows.
 * A second Leaflet map in a control of our own (the mini-map plugins are unmaintained).
 * It is decorative for assistive technology: hidden from it and never focusable.
 */
function addMiniMap(parent: L.Map, area: L.LatLngBoundsLiteral): () => void {
  const MiniMapControl = L.Control.extend({
    onAdd() {
      const container = L.DomUtil.create('div', 'town-minimap');
      container.setAttribute('aria-hidden', 'true');
      Object.assign(container.style, { width: `${MINI_MAP_SIZE}px`, height: `${MINI_MAP_SIZE}px` });
      L.DomEvent.disableClickPropagation(container);
      L.DomEvent.disableScrollPropagation(container);
      return container;
    },
  });
  const control = new MiniMapControl({ position: 'bottomright' });
  control.addTo(parent);
  const mini = L.map(control.getContainer()!, {
    attributionControl: false,
    zoomControl: false,
    dragging: false,
    touchZoom: false,
    scrollWheelZoom: false,
    doubleClickZoom: false,
    boxZoom: false,
    keyboard: false,
    inertia: false,
  });
  // How far out it shows is shared with the server, which has tiles for those zooms only.
  const zoom = () => Math.max(TILE_ZOOMS.min, parent.getZoom() - TOWN_MAP.overviewZoomOut);
  mini.setView(parent.getCenter(), zoom());
  createBaseLayer(L, { attribution: false, minZoom: TILE_ZOOMS.min, area }).addTo(mini);
  const frame = L.rectangle(parent.getBounds(), { color: '#c62828', weight: 2, fillOpacity: 0.1, interactive: false });
  frame.addTo(mini);
  const follow = () => {
    mini.setView(parent.getCenter(), zoom(), { animate: false });
    frame.setBounds(parent.getBounds());
  };
  const recentre = (event: L.LeafletMouseEvent) => parent.panTo(event.latlng);
  parent.on('moveend', follow);
  mini.on('click', recentre);
  return () => {
    parent.off('moveend', follow);
    mini.remove();
    control.remove();
  };
}

/**
 * Draws the town's map in the island's `[data-town-map]` box: every place, clustered; popups
 * linking to each place's page; tiles only from our server (a plain background and the
 * shoreline when they fail, and the page's `[data-tiles-failed]` notice shown); a mini-map on
 * screens of 768 px and wider. It opens at the town's centre and zoom (one step further out on
 * a phone) and shows nothing beyond the town's area. The list's `[data-show-place]` buttons
 * show their place on it, and move focus to its popup's link.
 */
export const mountTownMap: MountIsland<TownMapProps> = (island, props) => {
  const box = island.querySelector<HTMLElement>('[data-town-map]');
  if (!box) return () => undefined;
  // The filter's button is for pages without script: with it, choosing a kind is enough.
  const filter = island.querySelector<HTMLFormElement>('form[data-map-filter]');
  const apply = filter?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (apply) apply.hidden = true;
  const onFilter = () => filter?.requestSubmit();
  filter?.addEventListener('change', onFilter);

  box.style.setProperty('--town-colour', withOpacity(props.colour, 0.9));
  const narrow = window.matchMedia(`(max-width: ${BREAKPOINTS.s - 0.05}px)`).matches;
  // A town may open further out than the map's usual furthest zoom: the visitor may too.
  const minZoom = Math.min(TOWN_MAP.minZoom, props.zoom - 1);
  const map = L.map(box, {
    center: [props.centre.lat, props.centre.lng],
    zoom: narrow ? Math.max(minZoom, props.zoom - 1) : props.zoom,
    minZoom,
    maxZoom: TOWN_MAP.maxZoom,
    maxBounds: props.area,
    zoomControl: false,
    attributionControl: false,
  });
  box.setAttribute('role', 'region');
  box.setAttribute('aria-label', props.texts.label);
  L.control
    .zoom({ position: 'topleft', zoomInTitle: props.texts.zoomIn, zoomOutTitle: props.texts.zoomOut })
    .addTo(map);

  const tiles = createBaseLayer(L, { attribution: false, area: props.area });
  tiles.once('tileerror', () => {
    island.querySelector<HTMLElement>('[data-tiles-failed]')?.removeAttribute('hidden');
    if (props.shoreline) L.polyline(props.shoreline, { color: props.colour, weight: 3, interactive: false }).addTo(map);
  });
  tiles.addTo(map);

  const plural = new Intl.PluralRules(props.lang);
  const clusters = L.markerClusterGroup({
    // All at once: a town's few hundred places cluster in milliseconds, and added in chunks (on a
    // slow phone) the clusters were drawn from a part of them, over pins added later.
    chunkedLoading: false,
    showCoverageOnHover: false,
    iconCreateFunction: (group) => {
      const count = group.getChildCount();
      const label = (props.texts.cluster[plural.select(count)] ?? props.texts.cluster.other ?? '').replace(
        '{{count}}',
        String(count),
      );
      const icon = document.createElement('div');
      icon.append(element('span', String(count)), element('span', label, 'town-sr-only'));
      icon.firstElementChild?.setAttribute('aria-hidden', 'true');
      return L.divIcon({ className: 'town-cluster', html: icon.innerHTML, iconSize: [40, 40] });
    },
  });
  /** The place whose popup should take the focus when it opens (asked for from the list). */
  let focusTarget: string | null = null;
  const markers = new Map<string, L.Marker>();
  for (const place of props.places) {
    const marker = L.marker([place.lat, place.lng], { icon: pinIcon(place.colour), title: place.name });
    marker.bindPopup(() => popupContent(place, props.texts.details));
    marker.on('popupopen', (event) => {
      const popup = (event as L.PopupEvent).popup.getElement();
      // Leaflet writes its close button's label in English.
      popup?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', props.texts.close);
      if (focusTarget === place.id) popup?.querySelector<HTMLAnchorElement>('.town-popup a')?.focus();
      focusTarget = null;
    });
    markers.set(place.id, marker);
  }
  // The group goes on the map before its markers join it: added the other way round, its
  // clusters came out with pins under them at some zooms (the target-size check of
  // e2e/tests/catalogue.test.ts).
  map.addLayer(clusters);
  clusters.addLayers([...markers.values()]);

  let removeMiniMap: (() => void) | undefined;
  const wide = window.matchMedia(`(min-width: ${MAP_SETTINGS.miniMapSmallScreen}px)`);
  const toggleMiniMap = () => {
    removeMiniMap?.();
    removeMiniMap = wide.matches ? addMiniMap(map, props.area) : undefined;
  };
  toggleMiniMap();
  wide.addEventListener('change', toggleMiniMap);

  /**
   * Step by step onto a marker until it is drawn by itself (or, at the closest zoom, its
   * cluster opens): the plugin's own zoomToShowLayer can stop inside a larger cluster when the
   * map starts from a town's wider view. The group redraws after each zoom.
   */
  let revealing: number | undefined;
  const showPlace = (id: string) => {
    const marker = markers.get(id);
    if (!marker) return;
    focusTarget = id;
    box.scrollIntoView({ block: 'center' });
    let tries = 0;
    const step = () => {
      if ((tries += 1) > MAX_REVEAL_STEPS || focusTarget !== id) return;
      const visible = clusters.getVisibleParent(marker) as L.Marker | L.MarkerCluster | null;
      if (visible === marker) {
        marker.openPopup();
        return;
      }
      if (visible && 'spiderfy' in visible && map.getZoom() >= map.getMaxZoom()) {
        clusters.once('spiderfied', () => marker.openPopup());
        visible.spiderfy();
        return;
      }
      // Off the screen: centre on it first; in a cluster: one zoom closer.
      const zoom = visible ? Math.min(map.getMaxZoom(), map.getZoom() + 1) : map.getZoom();
      map.setView(marker.getLatLng(), zoom, { animate: false });
      revealing = window.setTimeout(step, REVEAL_STEP_MS);
    };
    step();
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-show-place]');
    if (button?.dataset.showPlace) showPlace(button.dataset.showPlace);
  };
  island.addEventListener('click', onClick);

  return () => {
    window.clearTimeout(revealing);
    island.removeEventListener('click', onClick);
    filter?.removeEventListener('change', onFilter);
    wide.removeEventListener('change', toggleMiniMap);
    removeMiniMap?.();
    map.remove();
    if (apply) apply.hidden = false;
  };
};

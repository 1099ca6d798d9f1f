import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { TILE_ZOOMS, TOWN_MAP } from '@town/shared/map';
import { createBaseLayer } from '../../../lib/map-base.ts';

/**
 * A small overview map in the corner, following the main map and framing what it shows.
 * A second Leaflet map in a control of our own (the mini-map plugins are unmaintained).
 * It is decorative for assistive technology: hidden from it and never focusable.
 */
export function MiniMap({ size, area }: { size: number; area: L.LatLngBoundsLiteral }) {
  const parent = useMap();
  useEffect(() => {
    const MiniMapControl = L.Control.extend({
      onAdd() {
        const container = L.DomUtil.create('div', 'town-minimap');
        container.setAttribute('aria-hidden', 'true');
        Object.assign(container.style, {
          width: `${size}px`,
          height: `${size}px`,
          border: '2px solid rgba(0, 0, 0, 0.3)',
          borderRadius: '6px',
          boxShadow: '0 1px 5px rgba(0, 0, 0, 0.4)',
          background: '#dde8ee',
        });
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
    const frame = L.rectangle(parent.getBounds(), {
      color: '#c62828',
      weight: 2,
      fillOpacity: 0.1,
      interactive: false,
    }).addTo(mini);
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
  }, [parent, size, area]);
  return null;
}

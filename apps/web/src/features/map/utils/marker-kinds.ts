import { ASSET_LISTS, type AssetListKey } from '@town/shared/asset-types';
import type { MapMarker } from '@town/shared/catalogue';

/*
 * A marker's kind is the list it belongs to (holiday rental, hotel, place to eat…): the
 * map filters, colours and groups markers by it. A property may be in several lists.
 */

export type MarkerKind = AssetListKey;
export const MARKER_KINDS: readonly MarkerKind[] = ASSET_LISTS.map((list) => list.key);

/** Each kind's pin colour (its list's `markerColour` in the asset type traits). */
export const KIND_COLOURS = Object.fromEntries(ASSET_LISTS.map((list) => [list.key, list.markerColour])) as Record<
  MarkerKind,
  string
>;

export function isMarkerKind(value: string | null | undefined): value is MarkerKind {
  return (MARKER_KINDS as readonly (string | null | undefined)[]).includes(value);
}

/** Every list a marker belongs to, in the lists' order. */
export function markerKinds(marker: MapMarker): MarkerKind[] {
  return ASSET_LISTS.filter((list) => list.type === marker.type && (!('flag' in list) || marker[list.flag])).map(
    (list) => list.key,
  );
}

/** The kind a marker is drawn as: the one asked for, else its first list. */
export function displayKind(marker: MapMarker, filter?: MarkerKind): MarkerKind {
  const kinds = markerKinds(marker);
  if (filter && kinds.includes(filter)) return filter;
  return kinds[0] ?? ASSET_LISTS.find((list) => list.type === marker.type)?.key ?? 'rent';
}

/** The markers a filter keeps (all of them without one). */
export function filterMarkers(markers: readonly MapMarker[], filter?: MarkerKind): MapMarker[] {
  return filter ? markers.filter((marker) => markerKinds(marker).includes(filter)) : [...markers];
}

/** The asset page of a marker, under the list it is shown as (a rental's page then loads its availability). */
export function markerPagePath(marker: MapMarker, kind: MarkerKind): string {
  const list = ASSET_LISTS.find((l) => l.key === kind);
  return `assets/asset/${marker.id}/${list?.configType ?? ''}`.replace(/\/$/, '');
}
